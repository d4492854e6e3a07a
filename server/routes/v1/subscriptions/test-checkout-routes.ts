import type { FastifyPluginAsync } from 'fastify';
import type { SubscriptionService } from '../../../subscriptions/subscription-service';
import { fontFacesIn, testCheckoutPage } from './test-checkout-page';

/**
 * The built-in stand-in for a payment provider's hosted checkout (TEST_CHECKOUT, without Paystack).
 * Its Pay and Cancel buttons send the browser back only to allowed origins (see completeTestCheckout).
 */
export const testCheckoutRoutes: FastifyPluginAsync<{
  subscriptions: SubscriptionService;
  /** The built app, whose font files the page is set in. */
  staticDir: string;
}> = async (app, { subscriptions, staticDir }) => {
  const fontFaces = fontFacesIn(staticDir);
  // The page's forms post with no fields; their body carries nothing to read.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, {}));

  app.get<{ Params: { reference: string } }>('/test-checkout/:reference', async (request, reply) => {
    const { payment, planName, billingCycle } = await subscriptions.findTestPayment(request.params.reference);
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: payment.currency }).format(
      payment.amount / 100,
    );
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return testCheckoutPage({
      reference: payment.reference,
      planName,
      amount,
      period: billingCycle === 'yearly' ? 'year' : billingCycle === 'monthly' ? 'month' : null,
      settled: payment.status !== 'pending',
      fontFaces,
    });
  });

  for (const [path, paid] of [
    ['pay', true],
    ['cancel', false],
  ] as const) {
    app.post<{ Params: { reference: string } }>(`/test-checkout/:reference/${path}`, async (request, reply) =>
      reply.redirect(await subscriptions.completeTestCheckout(request.params.reference, paid), 303),
    );
  }
};
