import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@contract/auth';
import {
  createGoogleTestApp,
  type GoogleTestContext,
  GOOGLE_TEST_CALLBACK as CALLBACK,
} from '../../testing/google-test-app';
import { bearer, signUpMember } from '../../testing/test-app';
import { GOOGLE_BINDING_COOKIE } from '../v1/auth/google-routes';

/**
 * Issue 34 item 1: an attacker signs up with the victim's address and their own password; the victim
 * later signs in with Google, which vouches for the address. Nothing the attacker held may survive.
 */

let ctx: GoogleTestContext;
beforeAll(async () => {
  ctx = await createGoogleTestApp();
});
afterAll(() => ctx.close());

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${process.pid}-${Date.now()}-${(counter += 1)}@example.com`;
const tokenFrom = (link: string) => new URL(link).searchParams.get('token') ?? '';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

/** A Google identity whose provider vouches for `email`. */
function googleIdentity(email: string) {
  const id = `capture-${(counter += 1)}`;
  ctx.oidc.addAccount(id, { email, email_verified: true, given_name: 'Vera', family_name: 'Victim' });
  return id;
}

async function signInWithGoogle(id: string) {
  const initiate = await ctx.app.inject({ url: '/v1/auth/google/initiate-sso' });
  const callback = await ctx.oidc.authorize(initiate.json().redirect_url as string, id, CALLBACK);
  const binding = initiate.cookies.find((cookie) => cookie.name === GOOGLE_BINDING_COOKIE);
  return ctx.app.inject({
    url: `/v1/auth/google${callback.search}`,
    cookies: { [GOOGLE_BINDING_COOKIE]: binding?.value ?? '' },
  });
}

async function guestPlan(email: string) {
  const response = await post('/v1/date-planner/generate', {
    query: 'A secret anniversary picnic by the river',
    guest_email: email,
  });
  expect(response.statusCode, response.body).toBe(201);
  await ctx.app.generationWorker.idle();
  return response.json().plan_id as string;
}

async function plansSeenWith(accessToken: string) {
  const response = await ctx.app.inject({
    url: '/v1/date-planner/plans?page_size=100',
    headers: bearer(accessToken),
  });
  return { status: response.statusCode, ids: response.statusCode === 200 ? response.json().plans : [] };
}

/** Every way the attacker could still reach the account: the password, both tokens, a pending e-mail change. */
async function attackerReach(
  attacker: AuthResponse & { password: string },
  email: string,
  changeLink: string,
) {
  const signIn = await post('/v1/auth/signin', { email, password: attacker.password });
  const me = await ctx.app.inject({ url: '/v1/auth/me', headers: bearer(attacker.token.access_token) });
  const plans = await plansSeenWith(attacker.token.access_token);
  const refresh = await post('/v1/auth/refresh-token', { refresh_token: attacker.token.refresh_token });
  const emailChange = await post('/v1/auth/verify-account', { token: tokenFrom(changeLink) });
  return {
    signIn: signIn.statusCode,
    me: me.statusCode,
    plans: plans.status,
    refresh: refresh.statusCode,
    emailChange: emailChange.statusCode,
  };
}

describe('Google sign-in meeting an unverified account (the account starts over)', () => {
  it('revokes the attacker’s password, tokens and pending e-mail change; the victim gets the account', async () => {
    const victim = uniqueEmail('victim');
    const guestPlanId = await guestPlan(victim);
    const attacker = await signUpMember(ctx.app, { email: victim, password: 'Attacker-pass-1' });
    expect(attacker.user.is_verified).toBe(false);

    // The attacker also starts moving the account to an address of their own.
    const stash = uniqueEmail('attacker');
    const changeMail = ctx.mail.next(stash);
    const change = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/auth/update',
      headers: bearer(attacker.token.access_token),
      payload: {
        first_name: 'Eve',
        last_name: 'Attacker',
        email: stash,
        current_password: attacker.password,
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    const changeLink = (await changeMail).link;

    const google = await signInWithGoogle(googleIdentity(victim));
    expect(google.statusCode, google.body).toBe(200);
    expect(await attackerReach(attacker, victim, changeLink)).toEqual({
      signIn: 401,
      me: 401,
      plans: 401,
      refresh: 401,
      emailChange: 400,
    });

    const session = google.json() as AuthResponse;
    expect(session.user).toMatchObject({
      email: victim,
      is_verified: true,
      auth_provider: 'google',
      first_name: 'Vera',
      last_name: 'Victim',
      pending_email: null,
    });

    // The victim sees their guest plan, and the address stays theirs.
    const seen = await plansSeenWith(session.token.access_token);
    expect(seen.ids.map((plan: { plan_id: string }) => plan.plan_id)).toContain(guestPlanId);
    const me = await ctx.app.inject({ url: '/v1/auth/me', headers: bearer(session.token.access_token) });
    expect(me.json()).toMatchObject({ email: victim, pending_email: null });
  });

  it('leaves no live session to password sign-ins racing the Google sign-in', async () => {
    const victim = uniqueEmail('race');
    const attacker = await signUpMember(ctx.app, { email: victim, password: 'Attacker-pass-2' });
    const racing = Array.from({ length: 8 }, () =>
      post('/v1/auth/signin', { email: victim, password: attacker.password }),
    );
    const google = await signInWithGoogle(googleIdentity(victim));
    expect(google.statusCode, google.body).toBe(200);
    const sessions = [
      attacker,
      ...(await Promise.all(racing))
        .filter((response) => response.statusCode === 200)
        .map((response) => response.json() as AuthResponse),
    ];
    for (const session of sessions) {
      const me = await ctx.app.inject({ url: '/v1/auth/me', headers: bearer(session.token.access_token) });
      const refresh = await post('/v1/auth/refresh-token', { refresh_token: session.token.refresh_token });
      expect([me.statusCode, refresh.statusCode]).toEqual([401, 401]);
    }
    expect((await post('/v1/auth/signin', { email: victim, password: attacker.password })).statusCode).toBe(
      401,
    );
  });
});

describe('Google sign-in meeting a verified account (linked only from an e-mailed link)', () => {
  it('refuses until the owner follows the link sent to the address, then signs in to the same account', async () => {
    const email = uniqueEmail('owner');
    const verification = ctx.mail.next(email);
    const owner = await signUpMember(ctx.app, { email });
    expect(
      (await post('/v1/auth/verify-account', { token: tokenFrom((await verification).link) })).statusCode,
    ).toBe(200);

    const identity = googleIdentity(email);
    const linkMail = ctx.mail.next(email);
    const refused = await signInWithGoogle(identity);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/sent a link to that address/);
    const mail = await linkMail;
    expect(mail.subject).toBe('Connect Google sign-in to your Datecraft account');

    // Google alone gets nowhere, another identity with the address included, and the owner's session stands.
    const other = googleIdentity(email);
    const otherMail = ctx.mail.next(email);
    expect((await signInWithGoogle(other)).statusCode).toBe(409);
    const me = await ctx.app.inject({ url: '/v1/auth/me', headers: bearer(owner.token.access_token) });
    expect(me.statusCode).toBe(200);

    // The newest link replaces older ones; it was asked for by `other`.
    const newest = await otherMail;
    expect((await post('/v1/auth/verify-account', { token: tokenFrom(mail.link) })).statusCode).toBe(400);
    const followed = await post('/v1/auth/verify-account', { token: tokenFrom(newest.link) });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json().message).toMatch(/Google sign-in is connected/);
    expect((await post('/v1/auth/verify-account', { token: tokenFrom(newest.link) })).statusCode).toBe(400);

    // The link connected the identity that asked for it, and no other.
    expect((await signInWithGoogle(identity)).statusCode).toBe(409);
    const linked = await signInWithGoogle(other);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().user.user_id).toBe(owner.user.user_id);
    expect((await post('/v1/auth/signin', { email, password: owner.password })).statusCode).toBe(200);
  });
});
