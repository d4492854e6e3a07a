import { inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWAP_MESSAGES, type PlanDetail, type SwapAlternativesResponse } from '@contract/date-plans';
import { datePlans } from '../../../db/schema';
import { bearer, createTestApp, signUpMember, type TestContext } from '../../../testing/test-app';
import { seedEnginePlan, seedPlans } from '../../../testing/seed-plans';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PARIS = 'A romantic evening in Paris with a museum, dinner and a walk';
const base = '/v1/date-planner/plans';

async function ownerOf(query = PARIS) {
  const member = await signUpMember(ctx.app);
  const planId = await seedEnginePlan(ctx.database.db, member.user.user_id, query);
  return { planId, headers: bearer(member.token.access_token) };
}

async function detail(planId: string, headers: Record<string, string>): Promise<PlanDetail> {
  return (await ctx.app.inject({ url: `${base}/${planId}`, headers })).json();
}

describe('swapping one stop', () => {
  it('lists alternatives, swaps step 2, re-times only what must move, and undoes the swap', async () => {
    const { planId, headers } = await ownerOf();
    const before = await detail(planId, headers);
    expect(before.can_undo_swap).toBe(false);
    expect(before.time_zone).toBe('Europe/Paris');

    const listed = await ctx.app.inject({ url: `${base}/${planId}/steps/1/alternatives`, headers });
    expect(listed.statusCode).toBe(200);
    const { alternatives } = listed.json<SwapAlternativesResponse>();
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.length).toBeLessThanOrEqual(3);
    const choice = alternatives[0]!;

    const swapped = await ctx.app.inject({
      method: 'POST',
      url: `${base}/${planId}/steps/1/swap`,
      headers,
      payload: { alternative_id: choice.alternative_id },
    });
    expect(swapped.statusCode).toBe(200);
    const after = swapped.json<PlanDetail>();
    expect(after.can_undo_swap).toBe(true);
    expect(after.plan_data?.steps[1]).toEqual(choice.step);
    expect(after.plan_data?.steps[0]).toEqual(before.plan_data?.steps[0]);
    const moved = after.plan_data!.steps.filter(
      (step, index) => index > 1 && step.end_time !== before.plan_data!.steps[index]!.end_time,
    );
    expect(moved.length).toBe(choice.retimed_steps);
    expect((await detail(planId, headers)).plan_data).toEqual(after.plan_data);

    const undone = await ctx.app.inject({ method: 'POST', url: `${base}/${planId}/swap/undo`, headers });
    expect(undone.statusCode).toBe(200);
    expect(undone.json<PlanDetail>().plan_data).toEqual(before.plan_data);
    expect(undone.json<PlanDetail>().can_undo_swap).toBe(false);

    const again = await ctx.app.inject({ method: 'POST', url: `${base}/${planId}/swap/undo`, headers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: SWAP_MESSAGES.nothingToUndo });
  });

  it('the shared link shows the swapped version', async () => {
    const { planId, headers } = await ownerOf();
    const share = await ctx.app.inject({
      method: 'PATCH',
      url: `${base}/${planId}/share`,
      headers,
      payload: { is_shareable: true },
    });
    const token = share.json().share_token as string;
    const { alternatives } = (
      await ctx.app.inject({ url: `${base}/${planId}/steps/0/alternatives`, headers })
    ).json<SwapAlternativesResponse>();
    await ctx.app.inject({
      method: 'POST',
      url: `${base}/${planId}/steps/0/swap`,
      headers,
      payload: { alternative_id: alternatives[0]!.alternative_id },
    });
    const shared = (await ctx.app.inject({ url: `/v1/date-planner/shared/${token}` })).json<PlanDetail>();
    expect(shared.plan_data?.steps[0]).toEqual(alternatives[0]!.step);
    expect(shared.can_undo_swap).toBe(false);
  });

  it('answers 404 to everyone but the owner and spends no allowance', async () => {
    const { planId } = await ownerOf();
    const stranger = await signUpMember(ctx.app);
    const headers = bearer(stranger.token.access_token);
    const before = (await ctx.app.inject({ url: '/v1/subscriptions/me', headers })).json();
    for (const request of [
      { method: 'GET' as const, url: `${base}/${planId}/steps/1/alternatives` },
      { method: 'POST' as const, url: `${base}/${planId}/steps/1/swap`, payload: { alternative_id: 'x' } },
      { method: 'POST' as const, url: `${base}/${planId}/swap/undo` },
      {
        method: 'PATCH' as const,
        url: `${base}/${planId}/schedule`,
        payload: { scheduled_for: '2026-12-24' },
      },
      { method: 'POST' as const, url: `${base}/${planId}/versions` },
      { method: 'GET' as const, url: `${base}/${planId}/calendar.ics` },
    ]) {
      const response = await ctx.app.inject({ ...request, headers });
      expect(response.statusCode, request.url).toBe(404);
    }
    expect((await ctx.app.inject({ url: `${base}/${planId}/steps/1/alternatives` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/v1/subscriptions/me', headers })).json()).toEqual(before);
  });

  it('refuses a stale choice, a step the plan does not have and bad input with clear errors', async () => {
    const { planId, headers } = await ownerOf();
    const stale = await ctx.app.inject({
      method: 'POST',
      url: `${base}/${planId}/steps/1/swap`,
      headers,
      payload: { alternative_id: 'museum|Nowhere|Nowhere' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: SWAP_MESSAGES.stale });
    expect(
      (await ctx.app.inject({ url: `${base}/${planId}/steps/12/alternatives`, headers })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: `${base}/${planId}/steps/-1/alternatives`, headers })).statusCode,
    ).toBe(422);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `${base}/${planId}/steps/1/swap`,
      headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
  });

  it('lets only one of two swaps made at once through', async () => {
    const { planId, headers } = await ownerOf();
    const { alternatives } = (
      await ctx.app.inject({ url: `${base}/${planId}/steps/1/alternatives`, headers })
    ).json<SwapAlternativesResponse>();
    expect(alternatives.length).toBeGreaterThanOrEqual(2);
    const statuses = (
      await Promise.all(
        alternatives.slice(0, 2).map((alternative) =>
          ctx.app.inject({
            method: 'POST',
            url: `${base}/${planId}/steps/1/swap`,
            headers,
            payload: { alternative_id: alternative.alternative_id },
          }),
        ),
      )
    ).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('answers 409 to a choice from a list read before another swap landed, one after the other', async () => {
    const { planId, headers } = await ownerOf();
    const { alternatives } = (
      await ctx.app.inject({ url: `${base}/${planId}/steps/1/alternatives`, headers })
    ).json<SwapAlternativesResponse>();
    expect(alternatives.length).toBeGreaterThanOrEqual(2);
    const swap = (alternativeId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${base}/${planId}/steps/1/swap`,
        headers,
        payload: { alternative_id: alternativeId },
      });
    expect((await swap(alternatives[0]!.alternative_id)).statusCode).toBe(200);
    expect((await swap(alternatives[1]!.alternative_id)).statusCode).toBe(409);
  });

  it('says a plan made elsewhere cannot be swapped stop by stop', async () => {
    const member = await signUpMember(ctx.app);
    const [planId] = await seedPlans(ctx.database.db, member.user.user_id, [{}]);
    const response = await ctx.app.inject({
      url: `${base}/${planId}/steps/0/alternatives`,
      headers: bearer(member.token.access_token),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: SWAP_MESSAGES.unavailable });
  });

  it('is rate-limited per member', async () => {
    const { planId, headers } = await ownerOf('Dinner in Rome');
    // The limit counts per minute window: two windows' worth of asks meet it even if a window turns over
    // while they are sent (a slow machine), so the test stops at the first refusal.
    let limited = false;
    for (let attempt = 0; attempt < 2 * 120 + 5 && !limited; attempt += 1) {
      const response = await ctx.app.inject({ url: `${base}/${planId}/steps/0/alternatives`, headers });
      limited = response.statusCode === 429;
    }
    expect(limited).toBe(true);
  });
});

describe('scheduling and the calendar', () => {
  it('sets and clears the day, and the .ics puts each step on that day in the city’s time', async () => {
    const { planId, headers } = await ownerOf();
    const set = await ctx.app.inject({
      method: 'PATCH',
      url: `${base}/${planId}/schedule`,
      headers,
      payload: { scheduled_for: '2026-12-24' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json<PlanDetail>().scheduled_for).toBe('2026-12-24');

    const ics = await ctx.app.inject({ url: `${base}/${planId}/calendar.ics`, headers });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
    const calendar = new ICAL.Component(ICAL.parse(ics.body));
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    const plan = await detail(planId, headers);
    expect(events).toHaveLength(plan.plan_data!.steps.length);
    const parisClock = (date: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Paris',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      }).format(date);
    expect(parisClock(events[0]!.startDate.toJSDate())).toMatch(/^24\/12\/2026/);
    expect(events[0]!.summary).toBe(plan.plan_data!.steps[0]!.step_title);

    const cleared = await ctx.app.inject({
      method: 'PATCH',
      url: `${base}/${planId}/schedule`,
      headers,
      payload: { scheduled_for: null },
    });
    expect(cleared.json<PlanDetail>().scheduled_for).toBeNull();
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `${base}/${planId}/schedule`,
      headers,
      payload: { scheduled_for: '24/12/2026' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('serves the shared plan’s calendar to anyone with the link, and nothing without it', async () => {
    const { planId, headers } = await ownerOf();
    const token = (
      await ctx.app.inject({
        method: 'PATCH',
        url: `${base}/${planId}/share`,
        headers,
        payload: { is_shareable: true },
      })
    ).json().share_token as string;
    const shared = await ctx.app.inject({ url: `/v1/date-planner/shared/${token}/calendar.ics` });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('BEGIN:VCALENDAR');
    expect((await ctx.app.inject({ url: '/v1/date-planner/shared/nope/calendar.ics' })).statusCode).toBe(404);
  });
});

describe('another version', () => {
  it('queues a new plan from the same description with the next variant and spends the allowance', async () => {
    const { planId, headers } = await ownerOf('Dinner and a show in London');
    const statuses: number[] = [];
    const created: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await ctx.app.inject({ method: 'POST', url: `${base}/${planId}/versions`, headers });
      statuses.push(response.statusCode);
      if (response.statusCode === 201) created.push(response.json<{ plan_id: string }>().plan_id);
    }
    // A member's daily free plan and the free plan's three, then the allowance is spent.
    expect(statuses).toEqual([201, 201, 201, 201, 402]);
    const rows = await ctx.database.db
      .select({ id: datePlans.id, query: datePlans.query, variant: datePlans.variant })
      .from(datePlans)
      .where(inArray(datePlans.id, created));
    expect(rows.map((row) => row.query)).toEqual(Array(4).fill('Dinner and a show in London'));
    expect(rows.map((row) => row.variant).sort()).toEqual([1, 2, 3, 4]);
  });
});
