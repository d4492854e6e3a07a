import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { TRUSTED_DEVICE_COOKIE } from '../../auth/trusted-devices';
import { bearer, createTestApp, signUpMember, type TestContext } from '../../testing/test-app';

/**
 * Issue 34 item 4: someone holding a stolen access token must not be able to guess the password
 * through the routes that ask for it again; they count against the same limits as sign-in.
 */

const WRONG = 'Wrong-pass-1';
const ACCOUNT_DELAY = /^Too many sign-in attempts for this account/;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SIGNIN_RATE_LIMIT: 10, SIGNIN_ADDRESS_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

let addressCounter = 0;
const nextAddress = () => `10.90.${Math.floor((addressCounter += 1) / 250) % 250}.${addressCounter % 250}`;

type Door = (accessToken: string, password: string, email: string) => Promise<LightMyRequestResponse>;

const doors: Record<string, Door> = {
  'change-password': (accessToken, password) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/change-password',
      headers: bearer(accessToken),
      payload: { current_password: password, new_password: 'Taken-over-99' },
      remoteAddress: nextAddress(),
    }),
  'delete-account': (accessToken, password) =>
    ctx.app.inject({
      method: 'DELETE',
      url: '/v1/auth/account',
      headers: bearer(accessToken),
      payload: { password },
      remoteAddress: nextAddress(),
    }),
  'e-mail change': (accessToken, password, email) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/v1/auth/update',
      headers: bearer(accessToken),
      payload: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: `elsewhere-${email}`,
        current_password: password,
      },
      remoteAddress: nextAddress(),
    }),
};

const count = (responses: LightMyRequestResponse[], status: number) =>
  responses.filter((response) => response.statusCode === status).length;

describe('current-password checks share the sign-in throttle', () => {
  it.each(Object.keys(doors))(
    '%s: 25 wrong passwords behind a stolen token meet the account’s delay',
    async (door) => {
      const member = await signUpMember(ctx.app);
      const responses: LightMyRequestResponse[] = [];
      for (let i = 0; i < 25; i += 1) {
        responses.push(await doors[door]!(member.token.access_token, WRONG, member.user.email));
      }
      expect(responses.slice(0, 5).map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
      expect(responses[5]?.statusCode).toBe(429);
      expect(count(responses, 401)).toBeLessThanOrEqual(7);
      for (const blocked of responses.filter((response) => response.statusCode === 429)) {
        expect(blocked.json().detail).toMatch(ACCOUNT_DELAY);
      }
    },
  );

  it('counts guesses through every door together with sign-in’s', async () => {
    const member = await signUpMember(ctx.app);
    const { email } = member.user;
    const token = member.token.access_token;
    expect((await doors['change-password']!(token, WRONG, email)).statusCode).toBe(401);
    expect((await doors['delete-account']!(token, WRONG, email)).statusCode).toBe(401);
    expect((await doors['e-mail change']!(token, WRONG, email)).statusCode).toBe(401);
    const signIn = (password: string, cookies: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/signin',
        payload: { email, password },
        remoteAddress: nextAddress(),
        cookies,
      });
    expect((await signIn(WRONG)).statusCode).toBe(401);
    expect((await signIn(WRONG)).statusCode).toBe(401);
    // Five failures through four doors: the right password now waits too, wherever it is typed.
    expect((await signIn(member.password)).statusCode).toBe(429);
    expect((await doors['delete-account']!(token, member.password, email)).statusCode).toBe(429);
  });

  it('spares the owner’s own device the delay: the right password still changes it', async () => {
    const member = await signUpMember(ctx.app);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/signin',
      payload: { email: member.user.email, password: member.password },
      remoteAddress: '10.91.0.1',
    });
    const device = first.cookies.find((cookie) => cookie.name === TRUSTED_DEVICE_COOKIE)!.value;
    for (let i = 0; i < 6; i += 1) {
      await doors['change-password']!(member.token.access_token, WRONG, member.user.email);
    }
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/change-password',
      headers: bearer(first.json().token.access_token),
      payload: { current_password: member.password, new_password: 'Owner-chose-55' },
      remoteAddress: '10.91.0.1',
      cookies: { [TRUSTED_DEVICE_COOKIE]: device },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
