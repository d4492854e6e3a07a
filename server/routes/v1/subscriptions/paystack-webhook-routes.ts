import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import { isValidPaystackSignature } from '../../../subscriptions/paystack-provider';
import type { SubscriptionService } from '../../../subscriptions/subscription-service';

interface PaystackEvent {
  event?: string;
  data?: { reference?: string };
}

/**
 * Paystack's signed webhook. The signature covers the raw bytes, so this plugin reads the body as a
 * buffer; a bad signature changes nothing and learns nothing.
 */
export const paystackWebhookRoutes: FastifyPluginAsync<{
  subscriptions: SubscriptionService;
  secretKey: string;
}> = async (app, { subscriptions, secretKey }) => {
  // The app's JSON parser is replaced here only: the signature covers the raw bytes.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/webhook/paystack', async (request, reply) => {
    const raw = request.body;
    if (
      !Buffer.isBuffer(raw) ||
      !isValidPaystackSignature(raw, request.headers['x-paystack-signature'] as string | undefined, secretKey)
    ) {
      reply.status(401);
      return { detail: 'Invalid signature' };
    }
    let event: PaystackEvent;
    try {
      event = JSON.parse(raw.toString('utf8')) as PaystackEvent;
    } catch {
      reply.status(400);
      return { detail: 'Request body is not valid JSON' };
    }
    if (event.event === 'charge.success' && event.data?.reference) {
      try {
        await subscriptions.settleFromWebhook(event.data.reference);
      } catch (error) {
        // Acknowledged anyway: Paystack would only retry a payment its own verify call disowns.
        if (!(error instanceof HttpError)) throw error;
        request.log.warn({ err: error, reference: event.data.reference }, 'webhook payment not settled');
      }
    }
    return { received: true };
  });
};
