import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEnginePlan } from '../../testing/seed-plans';
import { bearer, createTestApp, signUpMember, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** What a client following the spec sends for a call without a payload: the JSON type, no body. */
const JSON_TYPE = { 'content-type': 'application/json' };
const plans = '/v1/date-planner/plans';

async function memberWithPlan() {
  const member = await signUpMember(ctx.app);
  const planId = await seedEnginePlan(ctx.database.db, member.user.user_id, 'Coffee and a museum in Paris');
  return { member, planId, headers: { ...bearer(member.token.access_token), ...JSON_TYPE } };
}

const send = (method: 'POST' | 'DELETE', url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method, url, headers });

describe('bodiless calls with a JSON content type get their normal answer', () => {
  it('DELETE a plan', async () => {
    const { planId, headers } = await memberWithPlan();
    const response = await send('DELETE', `${plans}/${planId}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Date plan deleted' });
    expect((await ctx.app.inject({ url: `${plans}/${planId}`, headers })).statusCode).toBe(404);
  });

  it('POST another version of a plan', async () => {
    const { planId, headers } = await memberWithPlan();
    const response = await send('POST', `${plans}/${planId}/versions`, headers);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toHaveProperty('plan_id');
    await ctx.app.generationWorker.idle();
  });

  it('POST undo of a swap (nothing to undo: the same answer as without the header)', async () => {
    const { planId, member, headers } = await memberWithPlan();
    const plain = await ctx.app.inject({
      method: 'POST',
      url: `${plans}/${planId}/swap/undo`,
      headers: bearer(member.token.access_token),
    });
    const typed = await send('POST', `${plans}/${planId}/swap/undo`, headers);
    expect(typed.statusCode).toBe(plain.statusCode);
    expect(typed.json()).toEqual(plain.json());
    expect(typed.json().detail).not.toBe('Request body must not be empty');
  });

  it('POST cancel and change-plan of a subscription', async () => {
    const { member, headers } = await memberWithPlan();
    const catalog = (await ctx.app.inject({ url: '/v1/subscriptions/plans' })).json();
    const paid = catalog.find((plan: { price: number }) => plan.price > 0);
    for (const url of ['/v1/subscriptions/cancel', `/v1/subscriptions/change-plan/${paid.id}`]) {
      const plain = await ctx.app.inject({ method: 'POST', url, headers: bearer(member.token.access_token) });
      const typed = await send('POST', url, headers);
      expect(typed.statusCode, `${url}: ${typed.body}`).toBe(plain.statusCode);
      expect(typed.statusCode).toBeLessThan(500);
      expect(typed.json().detail).not.toBe('Request body must not be empty');
    }
  });

  it('POST resend-verification and signout-all', async () => {
    const { headers } = await memberWithPlan();
    const resend = await send('POST', '/v1/auth/resend-verification', headers);
    expect(resend.statusCode, resend.body).toBe(200);
    const others = await send('POST', '/v1/auth/signout-all', headers);
    expect(others.statusCode, others.body).toBe(200);
  });

  it('POST signout without a refresh token ends the session of the access token', async () => {
    const { headers } = await memberWithPlan();
    const response = await send('POST', '/v1/auth/signout', headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out' });
    expect((await ctx.app.inject({ url: '/v1/auth/me', headers })).statusCode).toBe(401);
  });

  it('a call that needs a body still refuses an empty one, with a field error', async () => {
    const response = await send('POST', '/v1/auth/signin', JSON_TYPE);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body']);
  });
});
