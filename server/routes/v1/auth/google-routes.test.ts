import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGoogleTestApp,
  type GoogleTestContext,
  type OidcTestServer,
  GOOGLE_TEST_CALLBACK as CALLBACK,
} from '../../../testing/google-test-app';
import { GOOGLE_BINDING_COOKIE } from './google-routes';
import { bearer, createTestApp, signUpMember } from '../../../testing/test-app';

let ctx: GoogleTestContext;
let oidc: OidcTestServer;
beforeAll(async () => {
  ctx = await createGoogleTestApp();
  oidc = ctx.oidc;
});
afterAll(() => ctx.close());

let counter = 0;
function identity(overrides: Partial<Parameters<typeof oidc.addAccount>[1]> = {}) {
  counter += 1;
  const id = `google-user-${counter}`;
  const claims = {
    email: `google-${counter}-${Date.now()}@example.com`,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    ...overrides,
  };
  oidc.addAccount(id, claims);
  return { id, ...claims };
}

/** Starts a sign-in as a browser would: the provider URL, and the cookie that binds the flow to it. */
async function initiate() {
  const response = await ctx.app.inject({ url: '/v1/auth/google/initiate-sso' });
  expect(response.statusCode).toBe(200);
  const binding = response.cookies.find((cookie) => cookie.name === GOOGLE_BINDING_COOKIE);
  expect(binding).toBeDefined();
  const url = new URL(response.json().redirect_url as string);
  return Object.assign(url, { cookies: { [GOOGLE_BINDING_COOKIE]: binding!.value } });
}

async function signInAs(accountId: string) {
  const authorization = await initiate();
  const callback = await oidc.authorize(authorization.href, accountId, CALLBACK);
  return ctx.app.inject({ url: `/v1/auth/google${callback.search}`, cookies: authorization.cookies });
}

describe('Google sign-in', () => {
  it('sends the browser to the issuer with PKCE S256, state and nonce', async () => {
    const url = await initiate();
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('signs up a new member from the provider’s verified claims', async () => {
    const person = identity();
    const response = await signInAs(person.id);
    expect(response.statusCode, response.body).toBe(200);
    const { user, token } = response.json();
    expect(user).toMatchObject({
      email: person.email,
      first_name: 'Grace',
      last_name: 'Hopper',
      auth_provider: 'google',
      is_verified: true,
    });
    const me = await ctx.app.inject({ url: '/v1/auth/me', headers: bearer(token.access_token) });
    expect(me.json().user_id).toBe(user.user_id);

    const again = await signInAs(person.id);
    expect(again.json().user.user_id).toBe(user.user_id);
  });

  it('links to an existing account only when the provider verified the e-mail', async () => {
    const member = await signUpMember(ctx.app);
    const unverified = identity({ email: member.user.email, email_verified: false });
    const refused = await signInAs(unverified.id);
    expect(refused.statusCode).toBe(409);

    const verified = identity({ email: member.user.email, email_verified: true });
    const linked = await signInAs(verified.id);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user.user_id).toBe(member.user.user_id);
  });

  it('refuses a callback without state, with a forged state, or replayed', async () => {
    const person = identity();
    const authorization = await initiate();
    const callback = await oidc.authorize(authorization.href, person.id, CALLBACK);
    const code = callback.searchParams.get('code')!;

    const { cookies } = authorization;

    const noState = await ctx.app.inject({ url: `/v1/auth/google?code=${code}`, cookies });
    expect(noState.statusCode).toBe(400);
    expect(noState.json()).toEqual({ detail: 'Authentication failed. Please try again.' });
    const forged = await ctx.app.inject({ url: `/v1/auth/google?code=${code}&state=forged-state`, cookies });
    expect(forged.statusCode).toBe(400);

    const first = await ctx.app.inject({ url: `/v1/auth/google${callback.search}`, cookies });
    expect(first.statusCode).toBe(200);
    // Even a client that keeps the cookie it was told to clear cannot redeem the state twice.
    const replay = await ctx.app.inject({ url: `/v1/auth/google${callback.search}`, cookies });
    expect(replay.statusCode).toBe(400);
  });

  it('refuses a code issued for another PKCE verifier', async () => {
    const person = identity();
    const first = await initiate();
    const second = await initiate();
    const callback = await oidc.authorize(first.href, person.id, CALLBACK);
    // The code belongs to the first flow's verifier; the second flow's state brings another verifier.
    const swapped = await ctx.app.inject({
      url: `/v1/auth/google?code=${callback.searchParams.get('code')}&state=${second.searchParams.get('state')}`,
      cookies: second.cookies,
    });
    expect(swapped.statusCode).toBe(400);
  });
});

describe('Google sign-in when not configured', () => {
  it('answers 503 with the spec wording', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ url: '/v1/auth/google/initiate-sso' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: 'Google sign in is currently unavailable.' });
      // Said before any click, so the button can be shown unavailable.
      expect((await plain.app.inject({ url: '/v1/auth/google/status' })).json()).toEqual({
        available: false,
      });
    } finally {
      await plain.close();
    }
  });
});
