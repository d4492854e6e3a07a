import { UNCLEAR_DESCRIPTION } from '@contract/date-plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_ALLOWANCE_EXHAUSTED, MEMBER_ALLOWANCE_EXHAUSTED } from '../../../subscriptions/allowance';
import { datePlans } from '../../../db/schema';
import { bearer, createTestApp, signUpMember, type TestContext } from '../../../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let guestCounter = 0;
const guestEmail = () => `guest-${Date.now()}-${(guestCounter += 1)}@example.com`;

const generate = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/v1/date-planner/generate', payload: payload as object, headers });

describe('POST /v1/date-planner/generate', () => {
  it('answers at once with a plan id for a member and queues the plan', async () => {
    const member = await signUpMember(ctx.app);
    const response = await generate(
      { query: '  A cosy evening in Lisbon  ', user_preferences: { budget: 'moderate' } },
      bearer(member.token.access_token),
    );
    expect(response.statusCode).toBe(201);
    const { plan_id } = response.json();
    expect(plan_id).toMatch(/^[0-9a-f-]{36}$/);
    await ctx.app.generationWorker.idle();
    const [row] = await ctx.database.db.select().from(datePlans).where(eq(datePlans.id, plan_id));
    expect(row).toMatchObject({
      userId: member.user.user_id,
      query: 'A cosy evening in Lisbon',
      userPreferences: { budget: 'moderate' },
      status: 'completed',
      title: 'Sunset and Stories in Lisbon',
    });
  });

  it('accepts a guest with an e-mail and keeps no preferences for guests', async () => {
    const email = guestEmail();
    const response = await generate({
      query: 'Picnic in the park',
      user_preferences: { x: 1 },
      guest_email: email,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(datePlans)
      .where(eq(datePlans.id, response.json().plan_id));
    expect(row).toMatchObject({ userId: null, guestEmail: email, userPreferences: {} });
  });

  it.each([
    [{}, ['body', 'query']],
    [{ query: '   ' }, ['body', 'query']],
    [{ query: 42 }, ['body', 'query']],
    [{ query: 'x'.repeat(2001), guest_email: 'a@b.co' }, ['body', 'query']],
    [{ query: 'Dinner', guest_email: 'not an email' }, ['body', 'guest_email']],
    [{ query: 'Dinner', guest_email: 'a@b.co', is_admin: true }, ['body']],
    [{ query: 'Dinner', user_preferences: 'fancy', guest_email: 'a@b.co' }, ['body', 'user_preferences']],
  ])('refuses %j with a 422 detail list at %j', async (payload, loc) => {
    const response = await generate(payload);
    expect(response.statusCode).toBe(422);
    const [first] = response.json().detail;
    expect(first.loc).toEqual(loc);
    expect(typeof first.msg).toBe('string');
  });

  it('refuses a description over 2,000 characters in the product’s words', async () => {
    const response = await generate({ query: 'x'.repeat(2001), guest_email: 'a@b.co' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].msg).toBe('Please keep your description to 2,000 characters or fewer.');
  });

  it('uses the spec wording for a blank description and a bad guest e-mail', async () => {
    expect((await generate({ query: ' ' })).json().detail[0].msg).toBe('Please describe your ideal date');
    expect((await generate({ query: 'Dinner', guest_email: 'a@b' })).json().detail[0].msg).toBe(
      'Please enter a valid email address.',
    );
  });

  it('asks a signed-out visitor for an e-mail', async () => {
    const response = await generate({ query: 'Dinner and a show' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'guest_email'], msg: 'Please enter a valid email address.', type: 'missing' },
    ]);
  });

  it('answers 401 to a stale token instead of treating the member as a guest', async () => {
    const response = await generate({ query: 'Dinner', guest_email: 'a@b.co' }, bearer('expired.or.forged'));
    expect(response.statusCode).toBe(401);
  });
});

describe('descriptions with nothing to plan from', () => {
  it('refuses them with 422 and a request for more detail, spending nothing', async () => {
    const email = guestEmail();
    for (const query of ['asdfghjkl qwerty', '🙂', 'zxcv bnm zxcv', '!!!???']) {
      const response = await generate({ query, guest_email: email });
      expect(response.statusCode, query).toBe(422);
      expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'query'], msg: UNCLEAR_DESCRIPTION });
    }
    // The day's free plan is still there.
    expect((await generate({ query: 'Coffee and a walk', guest_email: email })).statusCode).toBe(201);
  });

  it('accepts short but real requests', async () => {
    const member = await signUpMember(ctx.app);
    const headers = bearer(member.token.access_token);
    for (const query of ['pizza?', 'cinema tonight', 'surprise me']) {
      const response = await generate({ query }, headers);
      expect(response.statusCode, query).not.toBe(422);
    }
  });
});

describe('the allowance', () => {
  it('gives a guest e-mail one free plan a day, then a 402 with the reason', async () => {
    const email = guestEmail();
    expect((await generate({ query: 'Coffee', guest_email: email })).statusCode).toBe(201);
    const second = await generate({ query: 'Coffee again', guest_email: email.toUpperCase() });
    expect(second.statusCode).toBe(402);
    expect(second.json()).toEqual({ detail: GUEST_ALLOWANCE_EXHAUSTED });
  });

  it("gives a member the daily free plan and then the free plan's 3 per period", async () => {
    const member = await signUpMember(ctx.app);
    const headers = bearer(member.token.access_token);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await generate({ query: `Date night dinner ${i}` }, headers)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 402]);
    expect((await generate({ query: 'One more dinner' }, headers)).json()).toEqual({
      detail: MEMBER_ALLOWANCE_EXHAUSTED,
    });
  });

  it('never overspends under concurrent requests: exactly one of many wins the last plan', async () => {
    const email = guestEmail();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        generate({ query: `Dinner and a walk, race ${i}`, guest_email: email }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 402)).toHaveLength(11);

    const member = await signUpMember(ctx.app);
    const headers = bearer(member.token.access_token);
    for (let i = 0; i < 3; i += 1)
      expect((await generate({ query: `Warm-up dinner ${i}` }, headers)).statusCode).toBe(201);
    const race = await Promise.all(
      Array.from({ length: 10 }, (_, i) => generate({ query: `Member race to dinner ${i}` }, headers)),
    );
    expect(race.filter((r) => r.statusCode === 201)).toHaveLength(1);
  });

  it('refunds a failed generation', async () => {
    const email = guestEmail();
    await ctx.app.generationWorker.idle();
    ctx.engine.failNext();
    const first = await generate({ query: 'A doomed dinner in Rome', guest_email: email });
    expect(first.statusCode).toBe(201);
    await ctx.app.generationWorker.idle();
    const [row] = await ctx.database.db
      .select()
      .from(datePlans)
      .where(eq(datePlans.id, first.json().plan_id));
    expect(row?.status).toBe('failed');
    expect((await generate({ query: 'A second chance at dinner', guest_email: email })).statusCode).toBe(201);
  });

  it('rate-limits guests per network address', async () => {
    const limited = await createTestApp({ GUEST_GENERATION_RATE_LIMIT: 2 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/v1/date-planner/generate',
          payload: { query: 'Dinner', guest_email: guestEmail() },
          remoteAddress: '10.1.1.1',
        });
      expect((await attempt()).statusCode).toBe(201);
      expect((await attempt()).statusCode).toBe(201);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().detail).toMatch(/Too many date plans/);
    } finally {
      await limited.close();
    }
  });
});

describe('a guest who signs up', () => {
  it('finds the plans made with that e-mail in the new account once the address is verified', async () => {
    const email = guestEmail();
    const { plan_id } = (await generate({ query: 'A guest date with coffee', guest_email: email })).json();
    const verification = ctx.mail.next(email);
    const member = await signUpMember(ctx.app, { email: email.toUpperCase() });
    const owner = async () =>
      (await ctx.database.db.select().from(datePlans).where(eq(datePlans.id, plan_id)))[0]?.userId;
    expect(await owner()).toBeNull();
    const token = new URL((await verification).link).searchParams.get('token');
    await ctx.app.inject({ method: 'POST', url: '/v1/auth/verify-account', payload: { token } });
    expect(await owner()).toBe(member.user.user_id);
  });
});
