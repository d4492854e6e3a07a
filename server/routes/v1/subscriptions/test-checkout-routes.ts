import type { FastifyPluginAsync } from 'fastify';
import type { SubscriptionService } from '../../../subscriptions/subscription-service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function checkoutPage(options: { reference: string; planName: string; amount: string; settled: boolean }) {
  const action = (path: string) => `${encodeURIComponent(options.reference)}/${path}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test checkout · Datecraft</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #fdf2f8; font: 16px/1.5 system-ui, sans-serif; color: #1f2937; }
  main { background: #fff; border-radius: 16px; box-shadow: 0 10px 30px rgba(0,0,0,.08); padding: 32px; width: min(420px, calc(100vw - 32px)); box-sizing: border-box; }
  .badge { display: inline-block; background: #fef3c7; color: #92400e; border-radius: 999px; padding: 4px 12px; font-size: 13px; font-weight: 600; }
  h1 { font-size: 22px; margin: 16px 0 4px; }
  .amount { font-size: 32px; font-weight: 700; margin: 16px 0; }
  p { color: #4b5563; margin: 0 0 8px; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  button { flex: 1; border: 0; border-radius: 10px; padding: 12px 16px; font: inherit; font-weight: 600; cursor: pointer; }
  .pay { background: #e11d48; color: #fff; }
  .cancel { background: #f3f4f6; color: #374151; }
  button:focus-visible { outline: 3px solid #9f1239; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <span class="badge">Test mode · no real payment</span>
  <h1>Datecraft ${escapeHtml(options.planName)}</h1>
  <p>Reference ${escapeHtml(options.reference)}</p>
  <div class="amount">${escapeHtml(options.amount)}</div>
  <p>This checkout stands in for the card payment provider while none is configured. Pressing Pay activates the plan without charging anything.</p>
  ${
    options.settled
      ? '<p><strong>This payment has already been completed or cancelled.</strong></p>'
      : `<div class="actions">
    <form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel</button></form>
    <form method="post" action="${action('pay')}" style="flex:1;display:flex"><button class="pay" type="submit">Pay</button></form>
  </div>`
  }
</main>
</body>
</html>`;
}

/**
 * The built-in stand-in for a payment provider's hosted checkout (TEST_CHECKOUT, without Paystack).
 * Its Pay and Cancel buttons send the browser back only to allowed origins (see completeTestCheckout).
 */
export const testCheckoutRoutes: FastifyPluginAsync<{ subscriptions: SubscriptionService }> = async (
  app,
  { subscriptions },
) => {
  // The page's forms post with no fields; their body carries nothing to read.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, {}));

  app.get<{ Params: { reference: string } }>('/test-checkout/:reference', async (request, reply) => {
    const { payment, planName } = await subscriptions.findTestPayment(request.params.reference);
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: payment.currency }).format(
      payment.amount / 100,
    );
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return checkoutPage({
      reference: payment.reference,
      planName,
      amount,
      settled: payment.status !== 'pending',
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
