import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../lib/http-error';
import type { PaymentOutcome, PaymentProvider } from './payment-provider';

export const PAYSTACK_BASE_URL = 'https://api.paystack.co';
const PROVIDER_UNAVAILABLE = 'The payment provider could not be reached. Please try again in a moment.';

interface PaystackEnvelope<T> {
  status: boolean;
  message: string;
  data?: T;
}

/** Paystack's transaction API: https://paystack.com/docs/api/transaction/ */
export function createPaystackProvider(options: {
  secretKey: string;
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}): PaymentProvider {
  const baseUrl = (options.baseUrl ?? PAYSTACK_BASE_URL).replace(/\/$/, '');
  const fetchImpl = options.fetchImpl ?? fetch;

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${options.secretKey}`, 'content-type': 'application/json' },
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new HttpError(502, PROVIDER_UNAVAILABLE);
    }
    const body = (await response.json().catch(() => null)) as PaystackEnvelope<T> | null;
    if (!response.ok || !body?.status || body.data === undefined) {
      throw new HttpError(502, body?.message ? `Payment provider: ${body.message}` : PROVIDER_UNAVAILABLE);
    }
    return body.data;
  }

  return {
    name: 'paystack',
    async initialize(payment) {
      const data = await call<{ authorization_url: string }>('/transaction/initialize', {
        method: 'POST',
        body: JSON.stringify({
          email: payment.email,
          amount: payment.amount,
          currency: payment.currency,
          reference: payment.reference,
          callback_url: payment.callbackUrl,
          metadata: { plan: payment.planName },
        }),
      });
      return { authorizationUrl: data.authorization_url };
    },
    async verify(reference) {
      const data = await call<{ status: string; amount: number; currency: string }>(
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      const status: PaymentOutcome['status'] =
        data.status === 'success' || data.status === 'failed' || data.status === 'abandoned'
          ? data.status
          : 'pending';
      return { status, amount: data.amount, currency: data.currency };
    },
  };
}

/** Checks `x-paystack-signature`: HMAC-SHA512 of the raw body with the secret key, compared in constant time. */
export function isValidPaystackSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secretKey: string,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
