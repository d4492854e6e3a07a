import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscriptions as subscriptionsTable } from '../../../db/schema';
import { bearer, createTestApp, signUpMember, testConfig, type TestContext } from '../../../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The site origin of testConfig: callbacks must point here. */
const ORIGIN = testConfig.PUBLIC_ORIGIN;

async function member() {
  const signedUp = await signUpMember(ctx.app);
  return { ...signedUp, headers: bearer(signedUp.token.access_token) };
}

async function subscribeThroughTestCheckout(headers: Record<string, string>, planId = 'plus-monthly') {
  const init = await ctx.app.inject({
    method: 'POST',
    url: '/v1/subscriptions/payment/initialize',
    headers,
    payload: { plan_id: planId, callback_url: `${ORIGIN}/profile?payment=success` },
  });
  expect(init.statusCode).toBe(200);
  const { authorization_url, reference } = init.json();
  const checkoutPath = new URL(authorization_url).pathname;
  const page = await ctx.app.inject({ url: checkoutPath });
  expect(page.body).toContain('Test mode');
  const pay = await ctx.app.inject({
    method: 'POST',
    url: `${checkoutPath}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(pay.statusCode).toBe(303);
  expect(pay.headers.location).toBe(`${ORIGIN}/profile?payment=success&reference=${reference}`);
  const verify = await ctx.app.inject({
    method: 'POST',
    url: '/v1/subscriptions/payment/verify',
    headers,
    payload: { reference },
  });
  return { reference, verify };
}

describe('plans', () => {
  it('lists the seeded plans, free first, then a monthly and a yearly paid plan', async () => {
    const response = await ctx.app.inject({ url: '/v1/subscriptions/plans' });
    expect(response.statusCode).toBe(200);
    const plans = response.json();
    expect(plans.map((p: { plan_id: string }) => p.plan_id)).toEqual(['free', 'plus-monthly', 'pro-yearly']);
    expect(plans[0]).toMatchObject({ price: 0, billing_cycle: 'monthly', is_active: true });
    expect(plans[1]).toMatchObject({ price: 9.99, currency: 'USD', billing_cycle: 'monthly' });
    expect(plans[2]).toMatchObject({ billing_cycle: 'yearly' });
    expect((await ctx.app.inject({ url: '/v1/subscriptions/plans/pro-yearly' })).json().name).toBe('Pro');
    expect((await ctx.app.inject({ url: '/v1/subscriptions/plans/nope' })).statusCode).toBe(404);
  });

  it('lists only features the product has, and the number of plans only once', async () => {
    const plans: { features: Record<string, unknown> }[] = (
      await ctx.app.inject({ url: '/v1/subscriptions/plans' })
    ).json();
    // No plan is generated faster than another and there is nothing in early access; the card says
    // '{n} date plans per month' on its own line.
    for (const plan of plans)
      expect(Object.keys(plan.features).sort()).toEqual([
        'favorites_and_archive',
        'first_date_each_day_free',
        'share_links',
      ]);
  });
});

describe('a member without a subscription', () => {
  it('gets null for my-subscription (an answer, not a 404 the browser logs) and the free plan’s usage', async () => {
    const { headers } = await member();
    const mine = await ctx.app.inject({ url: '/v1/subscriptions/my-subscription', headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toBeNull();
    const usage = (await ctx.app.inject({ url: '/v1/subscriptions/usage', headers })).json();
    expect(usage).toMatchObject({
      date_generations_used: 0,
      date_generations_limit: 3,
      date_generations_remaining: 4,
      plan_name: 'Free',
      daily_free_available: true,
    });
  });
});

describe('the test-mode checkout', () => {
  it('activates one period that the member sees with its usage', async () => {
    const { headers } = await member();
    const { verify } = await subscribeThroughTestCheckout(headers);
    expect(verify.statusCode).toBe(200);
    expect(verify.json().subscription).toMatchObject({
      plan_id: 'plus-monthly',
      status: 'active',
      cancel_at_period_end: false,
    });

    const mine = (await ctx.app.inject({ url: '/v1/subscriptions/my-subscription', headers })).json();
    expect(mine.plan.name).toBe('Plus');
    const days = (Date.parse(mine.current_period_end) - Date.parse(mine.current_period_start)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const usage = (await ctx.app.inject({ url: '/v1/subscriptions/usage', headers })).json();
    expect(usage).toMatchObject({
      date_generations_limit: 30,
      plan_name: 'Plus',
      date_generations_remaining: 31,
    });
    expect(usage.subscription_expires_at).toBe(mine.current_period_end);
  });

  it('lets the member generate beyond the free allowance once subscribed', async () => {
    const { headers } = await member();
    for (let i = 0; i < 4; i += 1) {
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/v1/date-planner/generate',
            headers,
            payload: { query: `Dinner number ${i}` },
          })
        ).statusCode,
      ).toBe(201);
    }
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/v1/date-planner/generate',
      headers,
      payload: { query: 'Pizza and a movie' },
    });
    expect(blocked.statusCode).toBe(402);
    await subscribeThroughTestCheckout(headers);
    const after = await ctx.app.inject({
      method: 'POST',
      url: '/v1/date-planner/generate',
      headers,
      payload: { query: 'Tacos and karaoke' },
    });
    expect(after.statusCode).toBe(201);
  });

  it('is idempotent: verifying the same reference again changes nothing', async () => {
    const { headers, user } = await member();
    const { reference } = await subscribeThroughTestCheckout(headers);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/payment/verify',
      headers,
      payload: { reference },
    });
    expect(again.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(subscriptionsTable)
      .where(eq(subscriptionsTable.userId, user.user_id));
    expect(rows).toHaveLength(1);
  });

  it('refuses to verify an unpaid or cancelled checkout, and another member’s reference', async () => {
    const { headers } = await member();
    const init = (
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/subscriptions/payment/initialize',
        headers,
        payload: { plan_id: 'plus-monthly', callback_url: `${ORIGIN}/profile?payment=success` },
      })
    ).json();
    const unpaid = await ctx.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/payment/verify',
      headers,
      payload: { reference: init.reference },
    });
    expect(unpaid.statusCode).toBe(402);

    const other = await member();
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/payment/verify',
      headers: other.headers,
      payload: { reference: init.reference },
    });
    expect(foreign.statusCode).toBe(404);

    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `${new URL(init.authorization_url).pathname}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(cancel.headers.location).toBe(`${ORIGIN}/pricing`);
    expect((await ctx.app.inject({ url: '/v1/subscriptions/my-subscription', headers })).json()).toBeNull();
  });

  it('ignores any amount the client sends and charges the server’s price', async () => {
    const { headers } = await member();
    const init = await ctx.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/payment/initialize',
      headers,
      payload: { plan_id: 'pro-yearly', callback_url: `${ORIGIN}/profile?payment=success`, amount: 1 },
    });
    expect(init.statusCode).toBe(422);
    const ok = (
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/subscriptions/payment/initialize',
        headers,
        payload: { plan_id: 'pro-yearly', callback_url: `${ORIGIN}/profile?payment=success` },
      })
    ).json();
    const page = await ctx.app.inject({ url: new URL(ok.authorization_url).pathname });
    expect(page.body).toContain('$99.00');
  });

  it('refuses a callback URL on another site', async () => {
    const { headers } = await member();
    for (const callback_url of [
      'https://evil.example.com/profile?payment=success',
      'http://localhost:3001/profile',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/subscriptions/payment/initialize',
        headers,
        payload: { plan_id: 'plus-monthly', callback_url },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0]).toMatchObject({
        loc: ['body', 'callback_url'],
        msg: 'callback_url must point to this site',
      });
    }
  });

  it('answers 409 "You\'re already subscribed to this plan" for the current plan', async () => {
    const { headers } = await member();
    await subscribeThroughTestCheckout(headers);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/payment/initialize',
      headers,
      payload: { plan_id: 'plus-monthly', callback_url: `${ORIGIN}/profile?payment=success` },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: "You're already subscribed to this plan" });
  });
});

describe('cancel, change plan and period end', () => {
  it('cancels at period end, keeps access until then, then falls back to the free plan', async () => {
    const { headers, user, password } = await member();
    await subscribeThroughTestCheckout(headers);
    const cancel = await ctx.app.inject({ method: 'POST', url: '/v1/subscriptions/cancel', headers });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', cancel_at_period_end: true });
    const stillPlus = (await ctx.app.inject({ url: '/v1/subscriptions/usage', headers })).json();
    expect(stillPlus.plan_name).toBe('Plus');

    const end = Date.parse(cancel.json().current_period_end);
    vi.useFakeTimers({ toFake: ['Date'], now: end + 1000 });
    try {
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/signin',
        payload: { email: user.email, password },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const later = bearer(signIn.json().token.access_token);
      expect(
        (await ctx.app.inject({ url: '/v1/subscriptions/my-subscription', headers: later })).json(),
      ).toBeNull();
      const usage = (await ctx.app.inject({ url: '/v1/subscriptions/usage', headers: later })).json();
      expect(usage).toMatchObject({ plan_name: 'Free', date_generations_limit: 3, date_generations_used: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('cannot cancel without a paid subscription', async () => {
    const { headers } = await member();
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/v1/subscriptions/cancel', headers })).statusCode,
    ).toBe(404);
  });

  it('changes to a paid plan through payment, and to the free plan at period end', async () => {
    const { headers } = await member();
    await subscribeThroughTestCheckout(headers);
    const toPro = await ctx.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/change-plan/pro-yearly',
      headers,
    });
    expect(toPro.statusCode).toBe(200);
    expect(toPro.json().authorization_url).toContain('/v1/subscriptions/test-checkout/');

    const toFree = await ctx.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/change-plan/free',
      headers,
    });
    expect(toFree.json()).toMatchObject({ authorization_url: null, reference: null });
    expect(
      (await ctx.app.inject({ url: '/v1/subscriptions/my-subscription', headers })).json(),
    ).toMatchObject({
      cancel_at_period_end: true,
    });
  });
});
