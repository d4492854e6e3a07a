import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPlans } from '../../testing/seed-plans';
import { bearer, createTestApp, signUpMember, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const CONCURRENT_SHARES = 20;

async function memberWithPlan() {
  const member = await signUpMember(ctx.app);
  const [planId] = await seedPlans(ctx.database.db, member.user.user_id, [{}]);
  return { planId: planId!, headers: bearer(member.token.access_token) };
}

const share = (planId: string, headers: Record<string, string>, is_shareable: boolean) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/v1/date-planner/plans/${planId}/share`,
    headers,
    payload: { is_shareable },
  });

describe(`sharing a plan (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([1, 2, 3])(
    `gives ${CONCURRENT_SHARES} concurrent share requests one link, and that link works (round %i)`,
    async () => {
      const { planId, headers } = await memberWithPlan();
      const responses = await Promise.all(
        Array.from({ length: CONCURRENT_SHARES }, () => share(planId, headers, true)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(
        Array.from({ length: CONCURRENT_SHARES }, () => 200),
      );
      const urls = new Set(responses.map((response) => response.json().share_url as string));
      expect(urls.size).toBe(1);
      const [token] = new Set(responses.map((response) => response.json().share_token as string));

      const shared = await ctx.app.inject({ url: `/v1/date-planner/shared/${token}` });
      expect(shared.statusCode).toBe(200);
      expect(shared.json()).toMatchObject({ plan_id: planId, share_token: token });
    },
  );

  it('keeps one link when sharing races a revoke, and a revoked link stops working', async () => {
    const { planId, headers } = await memberWithPlan();
    const first = (await share(planId, headers, true)).json().share_token as string;
    await Promise.all([share(planId, headers, true), share(planId, headers, true)]);
    expect((await share(planId, headers, true)).json().share_token).toBe(first);

    const revoked = await share(planId, headers, false);
    expect(revoked.json()).toEqual({ share_token: null, share_url: null });
    expect((await ctx.app.inject({ url: `/v1/date-planner/shared/${first}` })).statusCode).toBe(404);

    const again = (await share(planId, headers, true)).json().share_token as string;
    expect(again).not.toBe(first);
    expect((await ctx.app.inject({ url: `/v1/date-planner/shared/${again}` })).statusCode).toBe(200);
  });

  it('shares nothing of another member’s plan', async () => {
    const { planId } = await memberWithPlan();
    const stranger = await signUpMember(ctx.app);
    const response = await share(planId, bearer(stranger.token.access_token), true);
    expect(response.statusCode).toBe(404);
  });
});
