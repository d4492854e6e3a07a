import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { payments } from '../../db/schema';
import { PAYMENTS_UNAVAILABLE } from '../../subscriptions/payment-provider';
import { startOidcTestServer } from '../../testing/oidc-test-server';
import { seedPlans } from '../../testing/seed-plans';
import {
  bearer,
  createTestApp,
  signUpMember,
  type TestContext,
  signUpSettledMember,
} from '../../testing/test-app';

// A fresh install: PUBLIC_ORIGIN unset, so every link must come from PORT and never from the request.
const PORT = '4321';
const SITE = `http://localhost:${PORT}`;
const DEV_SPA = 'http://localhost:5173';
const EVIL = 'evil.example';
const GOOGLE_CALLBACK = `${SITE}/auth/google/callback`;

/** Each way a request can claim another origin, with the origin the server used to believe. */
const forgeries: { header: string; headers: Record<string, string>; claimed: string }[] = [
  { header: 'Origin', headers: { origin: `https://${EVIL}` }, claimed: `https://${EVIL}` },
  { header: 'Host', headers: { host: EVIL }, claimed: `http://${EVIL}` },
  {
    header: 'X-Forwarded-Host',
    headers: { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' },
    claimed: `https://${EVIL}`,
  },
];
const allForgeries = Object.assign({}, ...forgeries.map((forgery) => forgery.headers)) as Record<
  string,
  string
>;

/** The settings this file is about, read from an environment the way index.ts reads them. */
function originSettings(env: Record<string, string>) {
  const config = loadConfig({ PORT, ...env });
  return {
    PUBLIC_ORIGIN: config.PUBLIC_ORIGIN,
    APP_ORIGINS: config.APP_ORIGINS,
    TEST_CHECKOUT: config.TEST_CHECKOUT,
    TRUST_PROXY: config.TRUST_PROXY,
    GOOGLE_ISSUER: config.GOOGLE_ISSUER,
    GOOGLE_CLIENT_ID: config.GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: config.GOOGLE_CLIENT_SECRET,
  };
}

let ctx: TestContext;
let oidc: Awaited<ReturnType<typeof startOidcTestServer>>;
beforeAll(async () => {
  oidc = await startOidcTestServer({
    clientId: 'datecraft',
    clientSecret: 'datecraft-secret',
    redirectUris: [GOOGLE_CALLBACK],
  });
  // Behind a trusted proxy, so X-Forwarded-* headers are believed for addresses and protocols.
  ctx = await createTestApp(
    originSettings({
      TRUST_PROXY: '1',
      TEST_CHECKOUT: 'true',
      APP_ORIGINS: DEV_SPA,
      GOOGLE_ISSUER: oidc.issuer,
      GOOGLE_CLIENT_ID: 'datecraft',
      GOOGLE_CLIENT_SECRET: 'datecraft-secret',
    }),
  );
});
afterAll(async () => {
  await ctx.close();
  await oidc.close();
});

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${process.pid}-${(counter += 1)}-${Date.now()}@example.com`;
const fromOwnAddress = () => `10.44.0.${(counter += 1) % 250}`;

const settledMember = () => signUpSettledMember(ctx, uniqueEmail('settled'));

function expectLinkOnSite(mail: { link: string; text: string; html: string }, path: string) {
  expect(mail.link.startsWith(`${SITE}${path}?token=`), mail.link).toBe(true);
  expect(mail.text).not.toContain(EVIL);
  expect(mail.html).not.toContain(EVIL);
}

describe('e-mail links ignore the request’s claimed origin', () => {
  it.each(forgeries)('forgot-password with a forged $header header', async ({ headers }) => {
    const member = await settledMember();
    const reset = ctx.mail.next(member.user.email);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      headers,
      remoteAddress: fromOwnAddress(),
      payload: { email: member.user.email },
    });
    expect(response.statusCode).toBe(200);
    expectLinkOnSite(await reset, '/reset-password');
  });

  it.each(forgeries)('sign-up with a forged $header header', async ({ headers }) => {
    const email = uniqueEmail('signup');
    const verification = ctx.mail.next(email);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/signup',
      headers,
      payload: { first_name: 'Eve', last_name: 'Lyn', email, password: 'Sunset-Walk-42' },
    });
    expect(response.statusCode).toBe(201);
    expectLinkOnSite(await verification, '/verify-account');
  });

  it('resending verification and changing the e-mail address, with every header forged', async () => {
    const member = await settledMember();
    const headers = { ...bearer(member.token.access_token), ...allForgeries };

    const resent = ctx.mail.next(member.user.email);
    const resend = await ctx.app.inject({ method: 'POST', url: '/v1/auth/resend-verification', headers });
    expect(resend.statusCode).toBe(200);
    expectLinkOnSite(await resent, '/verify-account');

    const newEmail = uniqueEmail('moved');
    const confirmation = ctx.mail.next(newEmail);
    const change = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/auth/update',
      headers,
      payload: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: newEmail,
        current_password: member.password,
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    expectLinkOnSite(await confirmation, '/verify-account');
  });
});

describe('share links ignore the request’s claimed origin', () => {
  const unfolded = (calendar: string) => calendar.replace(/\r?\n[ \t]/g, '');

  it.each(forgeries)('share_url and calendar links with a forged $header header', async ({ headers }) => {
    const member = await signUpMember(ctx.app);
    const [planId] = await seedPlans(ctx.database.db, member.user.user_id, [{}]);
    const owner = { ...bearer(member.token.access_token), ...headers };

    const share = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/date-planner/plans/${planId}/share`,
      headers: owner,
      payload: { is_shareable: true },
    });
    expect(share.statusCode).toBe(200);
    const { share_token, share_url } = share.json();
    expect(share_url).toBe(`${SITE}/date-plan/shared/${share_token}`);

    for (const url of [
      `/v1/date-planner/plans/${planId}/calendar.ics`,
      `/v1/date-planner/shared/${share_token}/calendar.ics`,
    ]) {
      const calendar = await ctx.app.inject({ url, headers: owner });
      expect(calendar.statusCode).toBe(200);
      expect(unfolded(calendar.body)).toContain(`${SITE}/date-plan/shared/${share_token}`);
      expect(calendar.body).not.toContain(EVIL);
    }
  });
});

describe('Google sign-in ignores the request’s claimed origin', () => {
  it.each(forgeries)('redirect_uri with a forged $header header', async ({ headers }) => {
    const response = await ctx.app.inject({ url: '/v1/auth/google/initiate-sso', headers });
    expect(response.statusCode).toBe(200);
    const authorization = new URL(response.json().redirect_url as string);
    expect(authorization.origin).toBe(oidc.issuer);
    expect(authorization.searchParams.get('redirect_uri')).toBe(GOOGLE_CALLBACK);
  });
});

describe('payments stay on the configured origins', () => {
  async function member() {
    const signedUp = await signUpMember(ctx.app);
    return bearer(signedUp.token.access_token);
  }
  const initialize = (headers: Record<string, string>, callbackUrl: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/payment/initialize',
      headers,
      payload: { plan_id: 'plus-monthly', callback_url: callbackUrl },
    });
  const press = (authorizationUrl: string, button: 'pay' | 'cancel') =>
    ctx.app.inject({
      method: 'POST',
      url: `${new URL(authorizationUrl).pathname}/${button}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });

  it.each(forgeries)(
    'refuses a callback_url on the origin a forged $header header claims',
    async ({ headers, claimed }) => {
      const response = await initialize({ ...(await member()), ...headers }, `${claimed}/steal`);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0]).toMatchObject({
        loc: ['body', 'callback_url'],
        msg: 'callback_url must point to this site',
      });
    },
  );

  it('hosts the test checkout on the configured origin whatever the request claims', async () => {
    const response = await initialize(
      { ...(await member()), ...allForgeries },
      `${SITE}/profile?payment=success`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().authorization_url).toMatch(
      new RegExp(`^${SITE}/v1/subscriptions/test-checkout/dc_[0-9a-f]+$`),
    );
  });

  it('accepts a callback on one of APP_ORIGINS and returns there from the test checkout', async () => {
    const headers = await member();
    const cancelled = await initialize(headers, `${DEV_SPA}/profile?payment=success`);
    expect(cancelled.statusCode).toBe(200);
    expect((await press(cancelled.json().authorization_url, 'cancel')).headers.location).toBe(
      `${DEV_SPA}/pricing`,
    );

    const paid = await initialize(headers, `${DEV_SPA}/profile?payment=success`);
    const { authorization_url, reference } = paid.json();
    expect((await press(authorization_url, 'pay')).headers.location).toBe(
      `${DEV_SPA}/profile?payment=success&reference=${reference}`,
    );
  });

  it.each(['cancel', 'pay'] as const)(
    'never sends the browser to a foreign origin stored with a payment (%s)',
    async (button) => {
      const { user } = await signUpMember(ctx.app);
      const reference = `dc_${randomBytes(12).toString('hex')}`;
      // As if stored before this rule, or under an APP_ORIGINS list that has since changed.
      await ctx.database.db.insert(payments).values({
        reference,
        userId: user.user_id,
        planId: 'plus-monthly',
        provider: 'test',
        amount: 999,
        currency: 'USD',
        callbackUrl: `https://${EVIL}/steal`,
        status: 'pending',
      });

      const redirect = await press(`${SITE}/v1/subscriptions/test-checkout/${reference}`, button);
      expect(redirect.statusCode).toBe(303);
      expect(new URL(redirect.headers.location as string).origin).toBe(SITE);
      expect(redirect.headers.location).not.toContain(EVIL);
    },
  );
});

describe('payments without Paystack or the test checkout', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp(originSettings({}));
  });
  afterAll(() => off.close());

  it('answer 503 instead of activating anything, and serve no test checkout', async () => {
    const member = await signUpMember(off.app);
    const headers = bearer(member.token.access_token);
    const initialize = await off.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/payment/initialize',
      headers,
      payload: { plan_id: 'plus-monthly', callback_url: `${SITE}/profile?payment=success` },
    });
    expect(initialize.statusCode).toBe(503);
    expect(initialize.json()).toEqual({ detail: PAYMENTS_UNAVAILABLE });

    const change = await off.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/change-plan/pro-yearly',
      headers,
    });
    expect(change.statusCode).toBe(503);
    expect(change.json()).toEqual({ detail: PAYMENTS_UNAVAILABLE });

    expect((await off.app.inject({ url: '/v1/subscriptions/test-checkout/dc_x' })).statusCode).toBe(404);
    expect((await off.app.inject({ url: '/v1/subscriptions/my-subscription', headers })).json()).toBeNull();
    expect((await off.app.inject({ url: '/v1/subscriptions/plans' })).statusCode).toBe(200);
  });
});
