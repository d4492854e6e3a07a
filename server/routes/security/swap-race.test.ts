import { isDeepStrictEqual as isEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWAP_MESSAGES, type PlanDetail, type SwapAlternativesResponse } from '@contract/date-plans';
import { seedEnginePlan } from '../../testing/seed-plans';
import { bearer, createTestApp, signUpMember, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const base = '/v1/date-planner/plans';
const CONCURRENT_UNDOS = 10;
const SWAP_AND_UNDO_TRIALS = 15;

async function ownedPlan() {
  const member = await signUpMember(ctx.app);
  const planId = await seedEnginePlan(
    ctx.database.db,
    member.user.user_id,
    'A romantic evening in Paris with a museum, dinner and a walk',
  );
  return { planId, headers: bearer(member.token.access_token) };
}

const detail = async (planId: string, headers: Record<string, string>) =>
  (await ctx.app.inject({ url: `${base}/${planId}`, headers })).json<PlanDetail>();

async function alternativeFor(planId: string, headers: Record<string, string>, stepIndex: number) {
  const { alternatives } = (
    await ctx.app.inject({ url: `${base}/${planId}/steps/${stepIndex}/alternatives`, headers })
  ).json<SwapAlternativesResponse>();
  return alternatives[0]!.alternative_id;
}

const swap = (planId: string, headers: Record<string, string>, stepIndex: number, alternativeId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${base}/${planId}/steps/${stepIndex}/swap`,
    headers,
    payload: { alternative_id: alternativeId },
  });

const swapFirst = async (planId: string, headers: Record<string, string>, stepIndex: number) =>
  swap(planId, headers, stepIndex, await alternativeFor(planId, headers, stepIndex));

const undo = (planId: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `${base}/${planId}/swap/undo`, headers });

describe(`undoing a swap (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`lets one of ${CONCURRENT_UNDOS} concurrent undos through; the others get 409`, async () => {
    const { planId, headers } = await ownedPlan();
    const original = (await detail(planId, headers)).plan_data;
    expect((await swapFirst(planId, headers, 1)).statusCode).toBe(200);

    const responses = await Promise.all(
      Array.from({ length: CONCURRENT_UNDOS }, () => undo(planId, headers)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: CONCURRENT_UNDOS - 1 }, () => 409)]);
    for (const refused of responses.filter((response) => response.statusCode === 409))
      expect(Object.values(SWAP_MESSAGES)).toContain(refused.json().detail);
    const after = await detail(planId, headers);
    expect(after.plan_data).toEqual(original);
    expect(after.can_undo_swap).toBe(false);
  });

  it(`never loses an acknowledged swap to an undo racing it (${SWAP_AND_UNDO_TRIALS} trials)`, async () => {
    for (let trial = 0; trial < SWAP_AND_UNDO_TRIALS; trial += 1) {
      const { planId, headers } = await ownedPlan();
      const swappedOnce = (await swapFirst(planId, headers, 1)).json<PlanDetail>().plan_data;
      // The swap is chosen from the swapped version, as a member looking at it would.
      const alternativeId = await alternativeFor(planId, headers, 0);
      const [swapped, undone] = await Promise.all([
        swap(planId, headers, 0, alternativeId),
        undo(planId, headers),
      ]);
      const final = (await detail(planId, headers)).plan_data;
      const told = (response: typeof swapped) =>
        response.statusCode === 200 ? response.json<PlanDetail>().plan_data : undefined;
      expect([swapped.statusCode, undone.statusCode], `trial ${trial}`).toContain(200);
      for (const response of [swapped, undone]) expect([200, 409]).toContain(response.statusCode);
      // Whatever was acknowledged last is what the plan holds.
      expect([told(swapped), told(undone)], `trial ${trial}`).toContainEqual(final);
      // An acknowledged swap is gone only when the undo read it and went back to the version before it.
      if (told(swapped) && !isEqual(final, told(swapped)))
        expect(final, `trial ${trial}: the acknowledged swap was lost`).toEqual(swappedOnce);
    }
  });
});
