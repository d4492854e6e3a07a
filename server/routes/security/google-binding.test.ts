import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema';
import {
  createGoogleTestApp,
  type GoogleTestContext,
  type OidcTestServer,
  GOOGLE_TEST_CALLBACK as CALLBACK,
} from '../../testing/google-test-app';
import { createTestApp } from '../../testing/test-app';
import { GOOGLE_BINDING_COOKIE } from '../v1/auth/google-routes';

const OTHER_BROWSER = { detail: 'This sign-in was started in another browser. Please try again.' };

let ctx: GoogleTestContext;
let oidc: OidcTestServer;
beforeAll(async () => {
  ctx = await createGoogleTestApp();
  oidc = ctx.oidc;
});
afterAll(() => ctx.close());

let counter = 0;
function googleAccount() {
  counter += 1;
  const id = `binding-user-${counter}`;
  const email = `binding-${counter}-${Date.now()}@example.com`;
  oidc.addAccount(id, { email, email_verified: true, given_name: 'Mallory', family_name: 'Attacker' });
  return { id, email };
}

/** One browser: it starts a sign-in and keeps the cookie the API sets, as a browser would. */
async function startSignIn() {
  const response = await ctx.app.inject({ url: '/v1/auth/google/initiate-sso' });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((candidate) => candidate.name === GOOGLE_BINDING_COOKIE);
  expect(cookie).toBeDefined();
  return { authorizationUrl: response.json().redirect_url as string, cookie: cookie! };
}

const callback = (link: URL, cookies: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/v1/auth/google${link.search}`, cookies });

async function sessionsOf(email: string) {
  const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return { account: false, sessions: 0 };
  const [row] = await ctx.database.db
    .select({ sessions: count() })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, user.id));
  return { account: true, sessions: row!.sessions };
}

describe('Google sign-in is bound to the browser that started it', () => {
  it('sets an HttpOnly, SameSite=Lax cookie limited to the Google routes', async () => {
    const { cookie } = await startSignIn();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/v1/auth/google', maxAge: 600 });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const secureCtx = await createTestApp({
      GOOGLE_ISSUER: oidc.issuer,
      GOOGLE_CLIENT_ID: 'datecraft',
      GOOGLE_CLIENT_SECRET: 'datecraft-secret',
      PUBLIC_ORIGIN: 'https://dates.example.com',
    });
    try {
      const response = await secureCtx.app.inject({ url: '/v1/auth/google/initiate-sso' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.cookies.find((c) => c.name === GOOGLE_BINDING_COOKIE)?.secure).toBe(true);
    } finally {
      await secureCtx.close();
    }
  });

  it('refuses the attacker’s unredeemed callback link in a victim’s browser without the cookie', async () => {
    const attacker = googleAccount();
    const attackerBrowser = await startSignIn();
    const link = await oidc.authorize(attackerBrowser.authorizationUrl, attacker.id, CALLBACK);

    const victim = await callback(link);
    expect(victim.statusCode).toBe(400);
    expect(victim.json()).toEqual(OTHER_BROWSER);
    expect(victim.headers['set-cookie']).toBeUndefined();
    expect(await sessionsOf(attacker.email)).toEqual({ account: false, sessions: 0 });
  });

  it('refuses it in a victim’s browser that holds a cookie of its own sign-in', async () => {
    const attacker = googleAccount();
    const attackerBrowser = await startSignIn();
    const link = await oidc.authorize(attackerBrowser.authorizationUrl, attacker.id, CALLBACK);
    const victimBrowser = await startSignIn();

    const victim = await callback(link, { [GOOGLE_BINDING_COOKIE]: victimBrowser.cookie.value });
    expect(victim.statusCode).toBe(400);
    expect(victim.json()).toEqual({ detail: 'Authentication failed. Please try again.' });
    expect(victim.body).not.toContain('access_token');
    expect(await sessionsOf(attacker.email)).toEqual({ account: false, sessions: 0 });
  });

  it('refuses an existing account’s link too, and issues no session for it', async () => {
    const attacker = googleAccount();
    const first = await startSignIn();
    const firstLink = await oidc.authorize(first.authorizationUrl, attacker.id, CALLBACK);
    const own = await callback(firstLink, { [GOOGLE_BINDING_COOKIE]: first.cookie.value });
    expect(own.statusCode, own.body).toBe(200);
    const before = await sessionsOf(attacker.email);
    expect(before).toEqual({ account: true, sessions: 1 });

    const attackerBrowser = await startSignIn();
    const link = await oidc.authorize(attackerBrowser.authorizationUrl, attacker.id, CALLBACK);
    expect((await callback(link)).statusCode).toBe(400);
    expect((await callback(link, { [GOOGLE_BINDING_COOKIE]: 'another-browser-secret' })).statusCode).toBe(
      400,
    );
    expect(await sessionsOf(attacker.email)).toEqual(before);
  });

  it('completes in the browser that started it, and clears the cookie after use', async () => {
    const person = googleAccount();
    const browser = await startSignIn();
    const link = await oidc.authorize(browser.authorizationUrl, person.id, CALLBACK);
    // A refused attempt elsewhere neither consumes the sign-in nor clears this browser's cookie.
    expect((await callback(link)).statusCode).toBe(400);

    const response = await callback(link, { [GOOGLE_BINDING_COOKIE]: browser.cookie.value });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.email).toBe(person.email);
    const cleared = response.cookies.find((cookie) => cookie.name === GOOGLE_BINDING_COOKIE);
    expect(cleared).toMatchObject({ value: '', path: '/v1/auth/google' });
    expect(cleared!.expires!.getTime()).toBeLessThan(Date.now());
    expect(await sessionsOf(person.email)).toEqual({ account: true, sessions: 1 });
  });

  it('clears the cookie when the callback fails too', async () => {
    const browser = await startSignIn();
    const response = await ctx.app.inject({
      url: '/v1/auth/google?code=forged&state=forged',
      cookies: { [GOOGLE_BINDING_COOKIE]: browser.cookie.value },
    });
    expect(response.statusCode).toBe(400);
    const cleared = response.cookies.find((cookie) => cookie.name === GOOGLE_BINDING_COOKIE);
    expect(cleared?.value).toBe('');
  });
});
