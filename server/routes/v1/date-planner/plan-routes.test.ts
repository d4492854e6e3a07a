import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planStatsSchema, type PlanListResponse } from '@contract/date-plans';
import { planCounts } from '../../../db/schema';
import { bearer, createTestApp, signUpMember, type TestContext } from '../../../testing/test-app';
import { seedPlans, type SeedPlan } from '../../../testing/seed-plans';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Plans under every filter: a favourite, an archived one, both, and two plain ones. */
const MIXED_PLANS: SeedPlan[] = [
  { isFavorite: true },
  { isArchived: true },
  { isFavorite: true, isArchived: true },
  {},
  {},
];

const updatePlan = (headers: Record<string, string>, id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/v1/date-planner/plans/${id}`, headers, payload });

async function memberWithPlans(count = 0) {
  const member = await signUpMember(ctx.app);
  const ids = await seedPlans(
    ctx.database.db,
    member.user.user_id,
    Array.from({ length: count }, () => ({})),
  );
  return { member, ids, headers: bearer(member.token.access_token) };
}

describe('GET /v1/date-planner/plans', () => {
  it('pages newest first with total_count and has_next', async () => {
    const { headers } = await memberWithPlans(25);
    const first = await ctx.app.inject({ url: '/v1/date-planner/plans', headers });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total_count).toBe(25);
    expect(body.has_next).toBe(true);
    expect(body.plans).toHaveLength(20);
    expect(body.plans[0]).toEqual({
      plan_id: expect.any(String),
      title: 'Plan 25',
      theme_description: 'A romantic evening of views and food',
      total_estimated_duration: 'About 3 hours',
      total_estimated_cost_range: '$40-60 per person',
      generated_at: expect.any(String),
      generation_status: 'completed',
      is_favorite: false,
      is_archived: false,
      image_url: '/images/themes/romantic.svg',
    });
    const last = (await ctx.app.inject({ url: '/v1/date-planner/plans?page=4&page_size=8', headers })).json();
    expect(last.plans.map((p: { title: string }) => p.title)).toEqual(['Plan 1']);
    expect(last.has_next).toBe(false);
  });

  it('shows each plan’s cover on its card, a plan made before covers its first stop’s picture, and never a foreign picture', async () => {
    const member = await signUpMember(ctx.app);
    const headers = bearer(member.token.access_token);
    const [withCover, foreign] = await seedPlans(ctx.database.db, member.user.user_id, [
      { cover: '/images/kinds/jazz.svg' },
      { cover: 'https://photos.example/a.jpg' },
      {},
    ]);
    const { plans } = (
      await ctx.app.inject({ url: '/v1/date-planner/plans', headers })
    ).json() as PlanListResponse;
    expect(plans.map((plan) => plan.image_url)).toEqual([
      '/images/themes/romantic.svg',
      null,
      '/images/kinds/jazz.svg',
    ]);
    const detail = (id: string | undefined) =>
      ctx.app.inject({ url: `/v1/date-planner/plans/${id}`, headers }).then((reply) => reply.json());
    expect((await detail(withCover)).plan_data.cover_image_url).toBe('/images/kinds/jazz.svg');
    expect((await detail(foreign)).plan_data).not.toHaveProperty('cover_image_url');
  });

  it('filters by favorite and archived and searches title, theme and description case-insensitively', async () => {
    const member = await signUpMember(ctx.app);
    await seedPlans(ctx.database.db, member.user.user_id, [
      { title: 'Jazz in Harlem', isFavorite: true },
      { title: 'Picnic', theme: 'Sunny afternoon by the LAKE' },
      { title: 'Museum', query: 'somewhere with 100% art_deco', isArchived: true },
      { title: 'Bowling', isFavorite: true, isArchived: true },
    ]);
    const headers = bearer(member.token.access_token);
    const titles = async (query: string) =>
      (await ctx.app.inject({ url: `/v1/date-planner/plans?${query}`, headers }))
        .json()
        .plans.map((p: { title: string }) => p.title);
    expect(await titles('is_favorite=true')).toEqual(['Bowling', 'Jazz in Harlem']);
    expect(await titles('is_archived=false')).toEqual(['Picnic', 'Jazz in Harlem']);
    expect(await titles('is_archived=true')).toEqual(['Bowling', 'Museum']);
    expect(await titles('search=jazz')).toEqual(['Jazz in Harlem']);
    expect(await titles('search=lake')).toEqual(['Picnic']);
    expect(await titles(`search=${encodeURIComponent('100% art_')}`)).toEqual(['Museum']);
    expect(await titles(`search=${encodeURIComponent('%')}`)).toEqual(['Museum']);
    expect(await titles('is_favorite=false')).toEqual(['Museum', 'Picnic']);
    expect(await titles('is_favorite=true&is_archived=false')).toEqual(['Jazz in Harlem']);
    expect(await titles('is_favorite=true&search=harlem')).toEqual(['Jazz in Harlem']);
  });

  // The usual filters read prepared statements and kept counts; the others are built and counted.
  it.each([
    ['', 4, ['Bowling', 'Museum']],
    ['is_favorite=false&', 2, ['Museum', 'Picnic']],
    ['is_favorite=true&is_archived=true&', 1, ['Bowling']],
    ['is_archived=false&', 2, ['Picnic', 'Jazz in Harlem']],
    ['search=description&is_archived=false&', 2, ['Picnic', 'Jazz in Harlem']],
  ])('pages and counts %s', async (filter, total, firstPage) => {
    const member = await signUpMember(ctx.app);
    await seedPlans(ctx.database.db, member.user.user_id, [
      { title: 'Jazz in Harlem', isFavorite: true },
      { title: 'Picnic' },
      { title: 'Museum', isArchived: true },
      { title: 'Bowling', isFavorite: true, isArchived: true },
    ]);
    const page = async (number: number) =>
      (
        await ctx.app.inject({
          url: `/v1/date-planner/plans?${filter}page=${number}&page_size=2`,
          headers: bearer(member.token.access_token),
        })
      ).json();
    const first = await page(1);
    expect(first.plans.map((p: { title: string }) => p.title)).toEqual(firstPage);
    expect(first.total_count).toBe(total);
    expect(first.has_next).toBe(total > 2);
    const second = await page(2);
    expect(second.plans).toHaveLength(Math.max(0, total - 2));
    expect(second.has_next).toBe(false);
  });

  it('never shows another member’s plans and needs a session', async () => {
    await memberWithPlans(3);
    const { headers } = await memberWithPlans(0);
    expect((await ctx.app.inject({ url: '/v1/date-planner/plans', headers })).json().total_count).toBe(0);
    expect((await ctx.app.inject({ url: '/v1/date-planner/plans' })).statusCode).toBe(401);
  });

  it.each(['page=0', 'page_size=500', 'is_favorite=yes', 'page=abc'])('answers 422 for %s', async (query) => {
    const { headers } = await memberWithPlans(0);
    const response = await ctx.app.inject({ url: `/v1/date-planner/plans?${query}`, headers });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc[0]).toBe('querystring');
  });
});

describe('one plan', () => {
  it('reads, updates and deletes an own plan', async () => {
    const { ids, headers } = await memberWithPlans(1);
    const id = ids[0]!;
    const detail = await ctx.app.inject({ url: `/v1/date-planner/plans/${id}`, headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      plan_id: id,
      title: 'Plan 1',
      generation_status: 'completed',
      is_shareable: false,
      share_token: null,
      query: 'Description 1',
    });
    expect(detail.json().plan_data.steps).toHaveLength(2);

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/date-planner/plans/${id}`,
      headers,
      payload: { is_favorite: true },
    });
    expect(patched.json()).toMatchObject({ is_favorite: true, is_archived: false });
    const archived = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/date-planner/plans/${id}`,
      headers,
      payload: { is_archived: true },
    });
    expect(archived.json()).toMatchObject({ is_favorite: true, is_archived: true });

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/v1/date-planner/plans/${id}`, headers })).statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ url: `/v1/date-planner/plans/${id}`, headers })).statusCode).toBe(404);
  });

  it('rejects unknown or empty updates with 422', async () => {
    const { ids, headers } = await memberWithPlans(1);
    for (const payload of [{ title: 'hacked' }, {}, { is_favorite: 'yes' }]) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/v1/date-planner/plans/${ids[0]}`,
        headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });

  it('answers 404 for another member’s plan and for malformed ids, in every method', async () => {
    const owner = await memberWithPlans(1);
    const stranger = await memberWithPlans(0);
    const id = owner.ids[0]!;
    const attempts = [
      { method: 'GET' as const, url: `/v1/date-planner/plans/${id}` },
      { method: 'PATCH' as const, url: `/v1/date-planner/plans/${id}`, payload: { is_favorite: true } },
      { method: 'DELETE' as const, url: `/v1/date-planner/plans/${id}` },
      {
        method: 'PATCH' as const,
        url: `/v1/date-planner/plans/${id}/share`,
        payload: { is_shareable: true },
      },
      { method: 'GET' as const, url: '/v1/date-planner/plans/not-a-uuid' },
    ];
    for (const attempt of attempts) {
      const response = await ctx.app.inject({ ...attempt, headers: stranger.headers });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json()).toEqual({ detail: 'Date plan not found' });
    }
    const still = await ctx.app.inject({ url: `/v1/date-planner/plans/${id}`, headers: owner.headers });
    expect(still.json()).toMatchObject({ is_favorite: false, is_shareable: false });
  });
});

describe('sharing', () => {
  it('shares with an unguessable link that anyone can read until the owner revokes it', async () => {
    const { ids, headers } = await memberWithPlans(1);
    const id = ids[0]!;
    const share = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/date-planner/plans/${id}/share`,
      headers,
      payload: { is_shareable: true },
    });
    expect(share.statusCode).toBe(200);
    const { share_token, share_url } = share.json();
    expect(share_token.length).toBeGreaterThanOrEqual(32);
    expect(share_url).toBe(`http://localhost:3000/date-plan/shared/${share_token}`);

    const again = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/date-planner/plans/${id}/share`,
      headers,
      payload: { is_shareable: true },
    });
    expect(again.json().share_token).toBe(share_token);

    const shared = await ctx.app.inject({ url: `/v1/date-planner/shared/${share_token}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ plan_id: id, title: 'Plan 1', query: null, is_shareable: true });
    expect(shared.body).not.toContain('Description 1');
    expect(shared.body).not.toContain('user_id');

    const revoke = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/date-planner/plans/${id}/share`,
      headers,
      payload: { is_shareable: false },
    });
    expect(revoke.json()).toEqual({ share_token: null, share_url: null });
    expect((await ctx.app.inject({ url: `/v1/date-planner/shared/${share_token}` })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown share token', async () => {
    const response = await ctx.app.inject({ url: '/v1/date-planner/shared/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Date plan not found' });
  });
});

describe('kept plan counts', () => {
  it('stay equal to the plans listed under every filter through favourites, archives, deletes and guest hand-over', async () => {
    const email = `counts-${Date.now()}@example.com`;
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/date-planner/generate',
      payload: { query: 'Guest plan before sign-up', guest_email: email },
    });
    const verification = ctx.mail.next(email);
    const member = await signUpMember(ctx.app, { email });
    // The guest's plan moves to the account once its address is verified.
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/verify-account',
      payload: { token: new URL((await verification).link).searchParams.get('token') },
    });
    const headers = bearer(member.token.access_token);
    const ids = await seedPlans(ctx.database.db, member.user.user_id, MIXED_PLANS);
    await updatePlan(headers, ids[3]!, { is_favorite: true });
    await updatePlan(headers, ids[1]!, { is_archived: false });
    await ctx.app.inject({ method: 'DELETE', url: `/v1/date-planner/plans/${ids[4]}`, headers });

    for (const filter of ['', 'is_archived=false', 'is_archived=true', 'is_favorite=true']) {
      const body = (
        await ctx.app.inject({ url: `/v1/date-planner/plans?page_size=100&${filter}`, headers })
      ).json();
      expect(body.total_count, filter).toBe(body.plans.length);
    }
    const all = (await ctx.app.inject({ url: '/v1/date-planner/plans?page_size=100', headers })).json();
    expect(all.total_count).toBe(5);
  });
});

describe('GET /v1/date-planner/plans/stats', () => {
  const stats = '/v1/date-planner/plans/stats';

  it('answers the dashboard’s three counts, each equal to the plans listed under its filter', async () => {
    const { member, headers } = await memberWithPlans(0);
    const ids = await seedPlans(ctx.database.db, member.user.user_id, [...MIXED_PLANS, {}]);
    const listed = async (filter: string) => {
      const response = await ctx.app.inject({
        url: `/v1/date-planner/plans?page_size=100&${filter}`,
        headers,
      });
      return (response.json() as PlanListResponse).plans.length;
    };
    const expectStatsToMatchTheList = async () => {
      const response = await ctx.app.inject({ url: stats, headers });
      expect(response.statusCode).toBe(200);
      const body = planStatsSchema.strict().parse(response.json());
      // The old dashboard's three list calls: no filter, favourites, archived.
      expect(body).toEqual({
        total: await listed(''),
        favorites: await listed('is_favorite=true'),
        archived: await listed('is_archived=true'),
      });
      // One row, kept by the database: the answer is that row.
      const [row] = await ctx.database.db
        .select()
        .from(planCounts)
        .where(eq(planCounts.userId, member.user.user_id));
      expect(body).toEqual({ total: row?.total, favorites: row?.favorites, archived: row?.archived });
      return body;
    };

    expect(await expectStatsToMatchTheList()).toEqual({ total: 6, favorites: 2, archived: 2 });
    await updatePlan(headers, ids[3]!, { is_favorite: true });
    await updatePlan(headers, ids[4]!, { is_archived: true, is_favorite: true });
    await updatePlan(headers, ids[0]!, { is_favorite: false });
    expect(await expectStatsToMatchTheList()).toEqual({ total: 6, favorites: 3, archived: 3 });
    await ctx.app.inject({ method: 'DELETE', url: `/v1/date-planner/plans/${ids[2]}`, headers });
    await ctx.app.inject({ method: 'DELETE', url: `/v1/date-planner/plans/${ids[5]}`, headers });
    expect(await expectStatsToMatchTheList()).toEqual({ total: 4, favorites: 2, archived: 2 });
  });

  it('counts a generated plan and answers zeros to a member with none', async () => {
    const { member, headers } = await memberWithPlans(0);
    expect((await ctx.app.inject({ url: stats, headers })).json()).toEqual({
      total: 0,
      favorites: 0,
      archived: 0,
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/date-planner/generate',
      payload: { query: 'Dinner and a film in Madrid' },
      headers: bearer(member.token.access_token),
    });
    await ctx.app.generationWorker.idle();
    expect((await ctx.app.inject({ url: stats, headers })).json()).toEqual({
      total: 1,
      favorites: 0,
      archived: 0,
    });
  });

  it('needs a session and counts only the member’s own plans', async () => {
    await memberWithPlans(3);
    expect((await ctx.app.inject({ url: stats })).statusCode).toBe(401);
    const { headers } = await memberWithPlans(1);
    expect((await ctx.app.inject({ url: stats, headers })).json()).toEqual({
      total: 1,
      favorites: 0,
      archived: 0,
    });
  });
});
