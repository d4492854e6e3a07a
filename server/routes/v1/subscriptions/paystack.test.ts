import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/schema';
import { startFakePaystack } from '../../../testing/fake-paystack';
import { bearer, createTestApp, signUpMember, testConfig, type TestContext } from '../../../testing/test-app';

const SECRET = 'sk_test_fake_secret_key';
/** The site origin of testConfig: callbacks must point here. */
const ORIGIN = testConfig.PUBLIC_ORIGIN;

let ctx: TestContext;
let paystack: Awaited<ReturnType<typeof startFakePaystack>>;

beforeAll(async () => {
  paystack = await startFakePaystack(SECRET);
  ctx = await createTestApp({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: paystack.baseUrl });
});
afterAll(async () => {
  await ctx.close();
  await paystack.close();
});

async function startPayment(planId = 'plus-monthly') {
  const member = await signUpMember(ctx.app);
  const headers = bearer(member.token.access_token);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/subscriptions/payment/initialize',
    headers,
    payload: { plan_id: planId, callback_url: `${ORIGIN}/profile?payment=success` },
  });
  expect(response.statusCode).toBe(200);
  return { member, headers, ...(response.json() as { authorization_url: string; reference: string }) };
}

const webhook = (body: string, signature: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/subscriptions/webhook/paystack',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    payload: body,
  });

const subscriptionCount = async (userId: string) =>
  (await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).length;

describe('Paystack', () => {
  it('initializes with the server’s amount in minor units and the member’s e-mail', async () => {
    const { authorization_url, reference, member } = await startPayment('pro-yearly');
    expect(authorization_url).toBe(`https://checkout.paystack.test/${reference}`);
    const sent = paystack.transactions.get(reference);
    expect(sent).toMatchObject({ amount: 9900, currency: 'USD', email: member.user.email });
    expect(paystack.requests.at(-1)?.authorization).toBe(`Bearer ${SECRET}`);
  });

  it('verifies a paid reference and activates exactly one period, however often it is replayed', async () => {
    const { reference, headers, member } = await startPayment();
    paystack.pay(reference);
    const verify = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/subscriptions/payment/verify',
        headers,
        payload: { reference },
      });
    expect((await verify()).statusCode).toBe(200);
    expect((await verify()).statusCode).toBe(200);
    const { body, signature } = paystack.signedWebhook(reference);
    expect((await webhook(body, signature)).statusCode).toBe(200);
    expect(await subscriptionCount(member.user.user_id)).toBe(1);
  });

  it('activates from a signed webhook alone', async () => {
    const { reference, headers, member } = await startPayment();
    paystack.pay(reference);
    const { body, signature } = paystack.signedWebhook(reference);
    expect((await webhook(body, signature)).json()).toEqual({ received: true });
    expect(await subscriptionCount(member.user.user_id)).toBe(1);
    const mine = await ctx.app.inject({ url: '/v1/subscriptions/my-subscription', headers });
    expect(mine.json()).toMatchObject({ plan_id: 'plus-monthly', status: 'active' });
  });

  it('changes nothing for a webhook with a bad or missing signature', async () => {
    const { reference, member } = await startPayment();
    paystack.pay(reference);
    const { body } = paystack.signedWebhook(reference);
    const forged = paystack.signedWebhook(reference, 'sk_wrong').signature;
    expect((await webhook(body, forged)).statusCode).toBe(401);
    expect((await webhook(body, '')).statusCode).toBe(401);
    expect((await webhook(body, 'zz')).statusCode).toBe(401);
    expect(await subscriptionCount(member.user.user_id)).toBe(0);
  });

  it('activates once when verify and the webhook race for the same reference', async () => {
    const { reference, headers, member } = await startPayment();
    paystack.pay(reference);
    const { body, signature } = paystack.signedWebhook(reference);
    const results = await Promise.all([
      ctx.app.inject({
        method: 'POST',
        url: '/v1/subscriptions/payment/verify',
        headers,
        payload: { reference },
      }),
      webhook(body, signature),
      ctx.app.inject({
        method: 'POST',
        url: '/v1/subscriptions/payment/verify',
        headers,
        payload: { reference },
      }),
      webhook(body, signature),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await subscriptionCount(member.user.user_id)).toBe(1);
  });

  it('refuses a payment whose amount does not match the plan', async () => {
    const { reference, headers, member } = await startPayment();
    paystack.pay(reference, { amount: 100 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/payment/verify',
      headers,
      payload: { reference },
    });
    expect(response.statusCode).toBe(409);
    expect(await subscriptionCount(member.user.user_id)).toBe(0);
  });

  it('reports an unpaid reference as not completed', async () => {
    const { reference, headers } = await startPayment();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/payment/verify',
      headers,
      payload: { reference },
    });
    expect(response.statusCode).toBe(402);
  });

  it('has no test checkout while Paystack is configured', async () => {
    expect((await ctx.app.inject({ url: '/v1/subscriptions/test-checkout/dc_x' })).statusCode).toBe(404);
  });
});
