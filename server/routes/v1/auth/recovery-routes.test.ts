import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createTestApp,
  signUpMember,
  type TestContext,
  signUpSettledMember,
} from '../../../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const tokenFrom = (link: string) => new URL(link).searchParams.get('token') ?? '';
let addressCounter = 0;
// Each call from its own address, so the per-address rate limits stay out of tests about other things.
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `10.20.0.${(addressCounter += 1) % 250}`,
  });

const settledMember = () =>
  signUpSettledMember(ctx, `settled-${Date.now()}-${(addressCounter += 1)}@example.com`);
const me = async (accessToken: string) =>
  (await ctx.app.inject({ url: '/v1/auth/me', headers: bearer(accessToken) })).json();

describe('e-mail verification', () => {
  it('sends a link on sign-up that verifies the account once', async () => {
    const email = `verify-${Date.now()}@example.com`;
    const nextMail = ctx.mail.next(email);
    const member = await signUpMember(ctx.app, { email });
    const mail = await nextMail;
    expect(mail.subject).toBe('Confirm your e-mail for Datecraft');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/verify-account\?token=[\w-]{43}$/);
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain('Datecraft');
    expect(mail.html).toContain(mail.link);

    const token = tokenFrom(mail.link);
    expect((await post('/v1/auth/verify-account', { token })).statusCode).toBe(200);
    expect((await me(member.token.access_token)).is_verified).toBe(true);

    const reused = await post('/v1/auth/verify-account', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      detail: 'This link is invalid or has expired. Please request a new one.',
    });
  });

  it('builds links on the configured public origin', async () => {
    const configured = await createTestApp({ PUBLIC_ORIGIN: 'https://dates.example.com' });
    try {
      const email = `origin-${Date.now()}@example.com`;
      const nextMail = configured.mail.next(email);
      await signUpMember(configured.app, { email });
      expect((await nextMail).link).toMatch(/^https:\/\/dates\.example\.com\/verify-account\?token=/);
    } finally {
      await configured.close();
    }
  });

  it('refuses an expired link', async () => {
    const email = `expired-${Date.now()}@example.com`;
    const nextMail = ctx.mail.next(email);
    await signUpMember(ctx.app, { email });
    const token = tokenFrom((await nextMail).link);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * 86_400_000 });
    try {
      expect((await post('/v1/auth/verify-account', { token })).statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resends from the profile, and an e-mail change needs verifying again', async () => {
    const email = `resend-${Date.now()}@example.com`;
    const first = ctx.mail.next(email);
    const member = await signUpMember(ctx.app, { email });
    const oldToken = tokenFrom((await first).link);

    const resent = ctx.mail.next(email);
    const resend = await post('/v1/auth/resend-verification', {}, bearer(member.token.access_token));
    expect(resend.statusCode).toBe(200);
    const newToken = tokenFrom((await resent).link);
    expect(newToken).not.toBe(oldToken);
    expect((await post('/v1/auth/verify-account', { token: oldToken })).statusCode).toBe(400);
    expect((await post('/v1/auth/verify-account', { token: newToken })).statusCode).toBe(200);
    const again = await post('/v1/auth/resend-verification', {}, bearer(member.token.access_token));
    expect(again.statusCode).toBe(409);

    const changed = `changed-${email}`;
    const changeMail = ctx.mail.next(changed);
    const update = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/auth/update',
      headers: bearer(member.token.access_token),
      payload: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: changed,
        current_password: member.password,
      },
    });
    // The verified address stays until the new one is confirmed.
    expect(update.json()).toMatchObject({ email, pending_email: changed, is_verified: true });
    const changeToken = tokenFrom((await changeMail).link);
    expect((await post('/v1/auth/verify-account', { token: changeToken })).statusCode).toBe(200);
    expect(await me(member.token.access_token)).toMatchObject({ email: changed, is_verified: true });
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown e-mails, and only mails the known one', async () => {
    const member = await settledMember();
    const before = ctx.mail.sent.length;
    const known = await post('/v1/auth/forgot-password', { email: member.user.email });
    const unknown = await post('/v1/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toMatch(/If an account exists/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = ctx.mail.sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual([member.user.email]);
    expect(mails[0]?.subject).toBe('Reset your Datecraft password');
  });

  it('takes similar time for known and unknown e-mails', async () => {
    const member = await signUpMember(ctx.app);
    const time = async (email: string) => {
      const started = performance.now();
      await post('/v1/auth/forgot-password', { email });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await time(member.user.email));
      unknown.push(await time(`unknown-${i}@example.com`));
    }
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(25);
  });

  it('resets the password once, ends every session and verifies the address', async () => {
    const member = await settledMember();
    const mail = ctx.mail.next(member.user.email);
    await post('/v1/auth/forgot-password', { email: member.user.email.toUpperCase() });
    const token = tokenFrom((await mail).link);
    expect((await mail).link).toContain('/reset-password?token=');

    const short = await post('/v1/auth/reset-password', { token, new_password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0].msg).toBe('Password must be at least 8 characters');

    expect(
      (await post('/v1/auth/reset-password', { token, new_password: 'Fresh-start-77' })).statusCode,
    ).toBe(200);
    expect((await post('/v1/auth/reset-password', { token, new_password: 'Second-try-77' })).statusCode).toBe(
      400,
    );
    expect(
      (await post('/v1/auth/refresh-token', { refresh_token: member.token.refresh_token })).statusCode,
    ).toBe(401);
    expect(
      (await post('/v1/auth/signin', { email: member.user.email, password: member.password })).statusCode,
    ).toBe(401);
    const signIn = await post('/v1/auth/signin', { email: member.user.email, password: 'Fresh-start-77' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.is_verified).toBe(true);
  });

  it('refuses an expired reset link', async () => {
    const member = await settledMember();
    const mail = ctx.mail.next(member.user.email);
    await post('/v1/auth/forgot-password', { email: member.user.email });
    const token = tokenFrom((await mail).link);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60_000 });
    try {
      expect(
        (await post('/v1/auth/reset-password', { token, new_password: 'Fresh-start-77' })).statusCode,
      ).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('account actions', () => {
  it('signs out every other device but keeps this one', async () => {
    const member = await signUpMember(ctx.app);
    const other = (
      await post('/v1/auth/signin', { email: member.user.email, password: member.password })
    ).json();
    const response = await post('/v1/auth/signout-all', {}, bearer(member.token.access_token));
    expect(response.statusCode).toBe(200);
    expect(
      (await post('/v1/auth/refresh-token', { refresh_token: other.token.refresh_token })).statusCode,
    ).toBe(401);
    expect(
      (await post('/v1/auth/refresh-token', { refresh_token: member.token.refresh_token })).statusCode,
    ).toBe(200);
  });

  it('deletes the account after the password is confirmed', async () => {
    const member = await signUpMember(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/auth/account',
      headers: bearer(member.token.access_token),
      payload: { password: 'not-it-at-all' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Password is incorrect' });
    const done = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/auth/account',
      headers: bearer(member.token.access_token),
      payload: { password: member.password },
    });
    expect(done.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/v1/auth/me', headers: bearer(member.token.access_token) })).statusCode,
    ).toBe(401);
    expect(
      (await post('/v1/auth/signin', { email: member.user.email, password: member.password })).statusCode,
    ).toBe(401);
  });
});

describe('forgot-password rate limit', () => {
  it('answers 429 after repeated requests from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/forgot-password',
        payload: { email: `flood-${i}@example.com` },
        remoteAddress: '10.30.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
