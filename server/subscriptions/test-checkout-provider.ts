import { SUBSCRIPTIONS_BASE } from '@contract/subscriptions';
import type { PaymentProvider } from './payment-provider';
import type { PaymentRepository } from './payment-repository';

export const TEST_CHECKOUT_PATH = `${SUBSCRIPTIONS_BASE}/test-checkout`;

/**
 * The built-in checkout, enabled by TEST_CHECKOUT when no payment provider is configured: the
 * "provider" is a page this API serves at `apiOrigin`, and a payment succeeds when the user presses
 * Pay there. No money moves.
 */
export function createTestCheckoutProvider(
  payments: Pick<PaymentRepository, 'find'>,
  apiOrigin: string,
): PaymentProvider {
  return {
    name: 'test',
    async initialize(payment) {
      return {
        authorizationUrl: `${apiOrigin}${TEST_CHECKOUT_PATH}/${encodeURIComponent(payment.reference)}`,
      };
    },
    async verify(reference) {
      const row = await payments.find(reference);
      if (!row) return { status: 'failed', amount: 0, currency: '' };
      return { status: row.status, amount: row.amount, currency: row.currency };
    },
  };
}
