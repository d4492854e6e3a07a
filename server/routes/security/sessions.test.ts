import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { bearer, createTestApp, signUpMember, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let addressCounter = 0;
// Each sign-in from its own address, so the sign-in rate limit stays out of these tests.
const nextAddress = () => `10.30.0.${(addressCounter += 1) % 250}`;

async function signIn(email: string, password: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/signin',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as { access_token: string; refresh_token: string };
}

const post = (url: string, accessToken: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: bearer(accessToken) });

const me = (accessToken: string) => ctx.app.inject({ url: '/v1/auth/me', headers: bearer(accessToken) });

/**
 * A member signed in on two devices: the sign-up session and a second sign-in. Both tokens have
 * been used once, so each session is one the server has seen live (and may remember as live).
 */
async function memberOnTwoDevices() {
  const member = await signUpMember(ctx.app);
  const other = await signIn(member.user.email, member.password);
  expect((await me(member.token.access_token)).statusCode).toBe(200);
  expect((await me(other.access_token)).statusCode).toBe(200);
  return { member, own: member.token, other };
}

/** Every route family a stale token could still reach, with the status each answers. */
async function statusesFor(accessToken: string) {
  const plans = await ctx.app.inject({ url: '/v1/date-planner/plans', headers: bearer(accessToken) });
  const generate = await post('/v1/date-planner/generate', accessToken, { query: 'Sunset in Lisbon' });
  const feedback = await post('/v1/feedback/', accessToken, {
    feedback_type: 'general',
    message: 'A message that is long enough to be accepted.',
  });
  return {
    me: (await me(accessToken)).statusCode,
    plans: plans.statusCode,
    generate: generate.statusCode,
    feedback: feedback.statusCode,
  };
}

const REFUSED = { me: 401, plans: 401, generate: 401, feedback: 401 };

describe('an access token lives only as long as its session', () => {
  it('works on every route while its session is live', async () => {
    const { own } = await memberOnTwoDevices();
    expect(await statusesFor(own.access_token)).toEqual({
      me: 200,
      plans: 200,
      generate: 201,
      feedback: 201,
    });
  });

  it('stops working at once after sign-out', async () => {
    const { own } = await memberOnTwoDevices();
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/signout',
      payload: { refresh_token: own.refresh_token },
    });
    expect(signOut.statusCode).toBe(200);

    expect(await statusesFor(own.access_token)).toEqual(REFUSED);
    const refused = await me(own.access_token);
    expect(refused.json()).toEqual({ detail: 'Not authenticated' });
    expect(refused.headers['www-authenticate']).toBe('Bearer');
  });

  it('signing out other devices ends their tokens and keeps the own one', async () => {
    const { own, other } = await memberOnTwoDevices();
    expect((await post('/v1/auth/signout-all', own.access_token)).statusCode).toBe(200);

    expect(await statusesFor(other.access_token)).toEqual(REFUSED);
    expect((await me(own.access_token)).statusCode).toBe(200);
  });

  it('a password change ends the other sessions’ tokens and keeps the own one', async () => {
    const { member, own, other } = await memberOnTwoDevices();
    const change = await post('/v1/auth/change-password', own.access_token, {
      current_password: member.password,
      new_password: 'Another-Walk-43',
    });
    expect(change.statusCode, change.body).toBe(200);

    expect(await statusesFor(other.access_token)).toEqual(REFUSED);
    expect((await me(own.access_token)).statusCode).toBe(200);
  });

  it('a password reset ends every session’s token', async () => {
    const { member, own, other } = await memberOnTwoDevices();
    const resetMail = ctx.mail.next(member.user.email);
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      payload: { email: member.user.email },
      remoteAddress: nextAddress(),
    });
    expect(forgot.statusCode).toBe(200);
    const token = new URL((await resetMail).link).searchParams.get('token');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { token, new_password: 'Another-Walk-43' },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect(await statusesFor(own.access_token)).toEqual(REFUSED);
    expect(await statusesFor(other.access_token)).toEqual(REFUSED);
  });

  it('stops working once its session expires, even while the token itself has not', async () => {
    const { member, own, other } = await memberOnTwoDevices();
    const [ownSession] = await ctx.database.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, member.user.user_id))
      .orderBy(refreshTokens.createdAt)
      .limit(1);
    await ctx.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.id, ownSession!.id));

    expect(await statusesFor(own.access_token)).toEqual(REFUSED);
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it('a deleted account’s token is refused with 401, never a 500', async () => {
    const { member, own, other } = await memberOnTwoDevices();
    const deletion = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/auth/account',
      payload: { password: member.password },
      headers: bearer(own.access_token),
    });
    expect(deletion.statusCode, deletion.body).toBe(200);

    expect(await statusesFor(own.access_token)).toEqual(REFUSED);
    expect(await statusesFor(other.access_token)).toEqual(REFUSED);
  });

  it('a refreshed access token of a live session works; a revoked session cannot be refreshed', async () => {
    const { own } = await memberOnTwoDevices();
    const refresh = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/refresh-token',
        payload: { refresh_token: own.refresh_token },
      });
    const renewed = await refresh();
    expect((await me(renewed.json().access_token)).statusCode).toBe(200);

    await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/signout',
      payload: { refresh_token: own.refresh_token },
    });
    expect((await me(renewed.json().access_token)).statusCode).toBe(401);
    expect((await refresh()).statusCode).toBe(401);
  });

  it('the progress stream refuses the token of an ended session', async () => {
    const { own } = await memberOnTwoDevices();
    const generated = await post('/v1/date-planner/generate', own.access_token, {
      query: 'Sunset in Lisbon',
    });
    expect(generated.statusCode).toBe(201);
    const planId = generated.json().plan_id as string;
    await ctx.app.generationWorker.idle();
    const stream = () => ctx.app.inject({ url: `/v1/date-planner/sse/${planId}?token=${own.access_token}` });
    expect((await stream()).statusCode).toBe(200);

    await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/signout',
      payload: { refresh_token: own.refresh_token },
    });
    const refused = await stream();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: 'Not authenticated' });
  });
});
