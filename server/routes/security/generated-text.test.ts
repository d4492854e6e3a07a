import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanDetail } from '@contract/date-plans';
import { bearer, createTestApp, signUpMember, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe(`text a model writes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is stored without NUL and other control characters instead of failing the plan', async () => {
    const member = await signUpMember(ctx.app);
    const headers = bearer(member.token.access_token);
    ctx.engine.titleNext('Fado\u0000 and\u0007 Candlelight\u001b');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/v1/date-planner/generate',
      headers,
      payload: { query: 'Dinner and fado in Lisbon on Saturday' },
    });
    expect(created.statusCode).toBe(201);
    await ctx.app.generationWorker.idle();
    const plan = (
      await ctx.app.inject({ url: `/v1/date-planner/plans/${created.json().plan_id}`, headers })
    ).json<PlanDetail>();
    expect(plan.generation_status).toBe('completed');
    expect(plan.title).toBe('Fado and Candlelight');
    expect(plan.plan_data?.date_title).toBe('Fado and Candlelight');
  });
});
