import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGoogleTestApp,
  type GoogleTestContext,
  type OidcTestServer,
  GOOGLE_TEST_CALLBACK as CALLBACK,
} from '../../testing/google-test-app';
import { GOOGLE_BINDING_COOKIE } from '../v1/auth/google-routes';
import { bearer, signUpMember } from '../../testing/test-app';

/**
 * A guest's plan (with its private description) belongs to whoever proves the guest's address, never
 * to whoever merely types it at sign-up.
 */

let ctx: GoogleTestContext;
let oidc: OidcTestServer;
beforeAll(async () => {
  ctx = await createGoogleTestApp();
  oidc = ctx.oidc;
});
afterAll(() => ctx.close());

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.com`;
const tokenFrom = (link: string) => new URL(link).searchParams.get('token') ?? '';
// Each call from its own address, so per-address rate limits stay out of these tests.
const nextAddress = () => `10.40.0.${(counter += 1) % 250}`;

async function guestPlan(email: string) {
  const query = `A secret anniversary surprise for ${email}`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/date-planner/generate',
    payload: { query, guest_email: email },
  });
  expect(response.statusCode, response.body).toBe(201);
  await ctx.app.generationWorker.idle();
  return { planId: response.json().plan_id as string, query };
}

/** What the member can see of the plan: in the list, by id, and by searching its description. */
async function visibility(accessToken: string, planId: string) {
  const headers = bearer(accessToken);
  const list = (await ctx.app.inject({ url: '/v1/date-planner/plans?page_size=100', headers })).json();
  const search = (
    await ctx.app.inject({
      url: `/v1/date-planner/plans?search=${encodeURIComponent('secret anniversary')}`,
      headers,
    })
  ).json();
  const detail = await ctx.app.inject({ url: `/v1/date-planner/plans/${planId}`, headers });
  return {
    listed: list.plans.some((plan: { plan_id: string }) => plan.plan_id === planId),
    searched: search.plans.some((plan: { plan_id: string }) => plan.plan_id === planId),
    status: detail.statusCode,
    query: detail.statusCode === 200 ? (detail.json().query as string) : null,
  };
}

const hidden = { listed: false, searched: false, status: 404, query: null };
const shown = (query: string) => ({ listed: true, searched: true, status: 200, query });

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextAddress() });

describe('guest plans and unverified accounts', () => {
  it('an unverified sign-up with the guest’s e-mail does not get the plan; following the link does', async () => {
    const email = uniqueEmail('guest');
    const { planId, query } = await guestPlan(email);
    const verification = ctx.mail.next(email);
    const member = await signUpMember(ctx.app, { email: email.toUpperCase() });
    expect(member.user.is_verified).toBe(false);
    expect(await visibility(member.token.access_token, planId)).toEqual(hidden);

    // Signing in again proves nothing more.
    const again = await post('/v1/auth/signin', { email, password: member.password });
    expect(again.statusCode).toBe(200);
    expect(await visibility(again.json().token.access_token, planId)).toEqual(hidden);

    const verified = await post('/v1/auth/verify-account', { token: tokenFrom((await verification).link) });
    expect(verified.statusCode).toBe(200);
    expect(await visibility(member.token.access_token, planId)).toEqual(shown(query));
  });

  it('a verified member gets a plan made later as a guest at the next sign-in', async () => {
    const email = uniqueEmail('later');
    const verification = ctx.mail.next(email);
    const member = await signUpMember(ctx.app, { email });
    await post('/v1/auth/verify-account', { token: tokenFrom((await verification).link) });

    const { planId, query } = await guestPlan(email);
    const signIn = await post('/v1/auth/signin', { email, password: member.password });
    expect(signIn.json().user.is_verified).toBe(true);
    expect(await visibility(signIn.json().token.access_token, planId)).toEqual(shown(query));
  });

  it('a password reset proves the address and hands the plans over', async () => {
    const email = uniqueEmail('reset');
    const { planId, query } = await guestPlan(email);
    const verification = ctx.mail.next(email);
    await signUpMember(ctx.app, { email });
    await verification;

    const resetMail = ctx.mail.next(email);
    await post('/v1/auth/forgot-password', { email });
    const token = tokenFrom((await resetMail).link);
    expect(
      (await post('/v1/auth/reset-password', { token, new_password: 'Fresh-start-77' })).statusCode,
    ).toBe(200);
    const signIn = await post('/v1/auth/signin', { email, password: 'Fresh-start-77' });
    expect(await visibility(signIn.json().token.access_token, planId)).toEqual(shown(query));
  });

  it('an e-mail change to the guest’s address hands the plans over only once the new address is confirmed', async () => {
    const guest = uniqueEmail('moved');
    const { planId, query } = await guestPlan(guest);
    const member = await signUpMember(ctx.app);
    const confirmation = ctx.mail.next(guest);
    const update = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/auth/update',
      headers: bearer(member.token.access_token),
      payload: { first_name: 'Ada', last_name: 'Lovelace', email: guest, current_password: member.password },
    });
    expect(update.statusCode, update.body).toBe(200);
    const link = (await confirmation).link;
    expect(await visibility(member.token.access_token, planId)).toEqual(hidden);

    expect((await post('/v1/auth/verify-account', { token: tokenFrom(link) })).statusCode).toBe(200);
    expect(await visibility(member.token.access_token, planId)).toEqual(shown(query));
  });
});

describe('guest plans and Google accounts', () => {
  async function signInWithGoogle(email: string, emailVerified: boolean) {
    const id = `guest-plans-${(counter += 1)}`;
    oidc.addAccount(id, { email, email_verified: emailVerified, given_name: 'Grace', family_name: 'Hopper' });
    const initiate = await ctx.app.inject({ url: '/v1/auth/google/initiate-sso' });
    const callback = await oidc.authorize(initiate.json().redirect_url as string, id, CALLBACK);
    const binding = initiate.cookies.find((cookie) => cookie.name === GOOGLE_BINDING_COOKIE);
    const response = await ctx.app.inject({
      url: `/v1/auth/google${callback.search}`,
      cookies: { [GOOGLE_BINDING_COOKIE]: binding?.value ?? '' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { user: { is_verified: boolean }; token: { access_token: string } };
  }

  it('a Google account whose provider verified the address gets the plans at once', async () => {
    const email = uniqueEmail('google-verified');
    const { planId, query } = await guestPlan(email);
    const session = await signInWithGoogle(email, true);
    expect(session.user.is_verified).toBe(true);
    expect(await visibility(session.token.access_token, planId)).toEqual(shown(query));
  });

  it('a Google account with an unverified address does not', async () => {
    const email = uniqueEmail('google-unverified');
    const { planId } = await guestPlan(email);
    const session = await signInWithGoogle(email, false);
    expect(session.user.is_verified).toBe(false);
    expect(await visibility(session.token.access_token, planId)).toEqual(hidden);
  });
});
