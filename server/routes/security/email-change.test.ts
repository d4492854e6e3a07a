import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createGoogleTestApp,
  type GoogleTestContext,
  type OidcTestServer,
  GOOGLE_TEST_SITE as SITE,
  GOOGLE_TEST_CALLBACK as CALLBACK,
} from '../../testing/google-test-app';
import { GOOGLE_BINDING_COOKIE } from '../v1/auth/google-routes';
import { bearer, signUpMember, signUpSettledMember } from '../../testing/test-app';

/**
 * A stolen access token must not be enough to move an account to another address (from where a
 * password reset would finish the takeover): the change needs the password, waits for a link sent to
 * the new address, and the old address hears of it.
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
const nextAddress = () => `10.50.0.${(counter += 1) % 250}`;

const settledMember = () => signUpSettledMember(ctx, uniqueEmail('owner'));

const update = (accessToken: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/v1/auth/update', headers: bearer(accessToken), payload });
const me = async (accessToken: string) =>
  (await ctx.app.inject({ url: '/v1/auth/me', headers: bearer(accessToken) })).json();
const verify = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/verify-account',
    payload: { token },
    remoteAddress: nextAddress(),
  });
const signIn = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/signin',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });

describe('changing the e-mail address', () => {
  it('is refused without the current password or with a wrong one, and nothing changes', async () => {
    const member = await settledMember();
    const token = member.token.access_token;
    const attacker = uniqueEmail('attacker');
    const sentBefore = ctx.mail.sent.length;

    const missing = await update(token, { first_name: 'Eve', last_name: 'Thief', email: attacker });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ detail: 'Enter your current password to change your e-mail address' });

    const wrong = await update(token, {
      first_name: 'Eve',
      last_name: 'Thief',
      email: attacker,
      current_password: 'Not-the-password-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Current password is incorrect' });

    expect(await me(token)).toMatchObject({
      email: member.user.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      pending_email: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ctx.mail.sent.slice(sentBefore)).toEqual([]);
    // The would-be thief cannot reset the password through the address either.
    expect((await signIn(member.user.email, member.password)).statusCode).toBe(200);
  });

  it('with the password keeps the old address, mails a link to the new one and a notice to the old one', async () => {
    const member = await settledMember();
    const token = member.token.access_token;
    const oldEmail = member.user.email;
    const newEmail = uniqueEmail('new-home');
    const confirmation = ctx.mail.next(newEmail);
    const notice = ctx.mail.next(oldEmail);

    const response = await update(token, {
      first_name: 'Augusta',
      last_name: 'King',
      email: newEmail.toUpperCase(),
      current_password: member.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Augusta',
      last_name: 'King',
      email: oldEmail,
      pending_email: newEmail,
      is_verified: false,
    });

    const link = await confirmation;
    expect(link.subject).toBe('Confirm your new e-mail for Datecraft');
    expect(link.link).toMatch(/^http:\/\/localhost:3000\/verify-account\?token=[\w-]{43}$/);
    expect(link.html).toContain(link.link);
    const warning = await notice;
    expect(warning.subject).toBe('Your Datecraft e-mail address is being changed');
    expect(warning.text).toContain(newEmail);
    expect(warning.text).toContain('If this was not you, change your password');
    expect(warning.text).not.toContain(tokenFrom(link.link));

    // Until the link is followed, the account (and its sign-in and resets) stays on the old address.
    expect(await me(token)).toMatchObject({ email: oldEmail, pending_email: newEmail });
    expect((await signIn(oldEmail, member.password)).statusCode).toBe(200);
    expect((await signIn(newEmail, member.password)).statusCode).toBe(401);

    const confirmed = await verify(tokenFrom(link.link));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: 'Your new e-mail address is confirmed. Use it to sign in from now on.',
    });
    expect(await me(token)).toMatchObject({ email: newEmail, pending_email: null, is_verified: true });
    expect((await signIn(newEmail, member.password)).statusCode).toBe(200);
    expect((await signIn(oldEmail, member.password)).statusCode).toBe(401);

    const reused = await verify(tokenFrom(link.link));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      detail: 'This link is invalid or has expired. Please request a new one.',
    });
  });

  it('changes names without a password', async () => {
    const member = await settledMember();
    const response = await update(member.token.access_token, {
      first_name: 'Augusta',
      last_name: 'King',
      email: member.user.email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Augusta',
      last_name: 'King',
      email: member.user.email,
    });
  });

  it('refuses an address another account holds, and tells only someone who knows the password', async () => {
    const holder = await signUpMember(ctx.app);
    const member = await settledMember();
    const guessing = await update(member.token.access_token, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: holder.user.email,
      current_password: 'Not-the-password-1',
    });
    expect(guessing.statusCode).toBe(401);
    const taken = await update(member.token.access_token, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: holder.user.email,
      current_password: member.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: 'An account with this email already exists' });
    expect((await me(member.token.access_token)).pending_email).toBeNull();
  });

  it('refuses a confirmation when another account took the address meanwhile', async () => {
    const member = await settledMember();
    const wanted = uniqueEmail('contested');
    const confirmation = ctx.mail.next(wanted);
    await update(member.token.access_token, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: wanted,
      current_password: member.password,
    });
    const link = (await confirmation).link;
    await signUpMember(ctx.app, { email: wanted });
    const response = await verify(tokenFrom(link));
    expect(response.statusCode).toBe(409);
    expect((await me(member.token.access_token)).email).toBe(member.user.email);
  });

  it('a newer request replaces the older link, and the link expires after a day', async () => {
    const member = await settledMember();
    const first = uniqueEmail('first-choice');
    const second = uniqueEmail('second-choice');
    const firstMail = ctx.mail.next(first);
    await update(member.token.access_token, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: first,
      current_password: member.password,
    });
    const firstLink = (await firstMail).link;
    const secondMail = ctx.mail.next(second);
    await update(member.token.access_token, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: second,
      current_password: member.password,
    });
    const secondLink = (await secondMail).link;
    expect((await verify(tokenFrom(firstLink))).statusCode).toBe(400);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 3_600_000 });
    try {
      expect((await verify(tokenFrom(secondLink))).statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
    expect((await me(member.token.access_token)).email).toBe(member.user.email);
  });

  it('a password reset from the old address cancels a pending change', async () => {
    const member = await settledMember();
    const thief = uniqueEmail('thief');
    const confirmation = ctx.mail.next(thief);
    const notice = ctx.mail.next(member.user.email);
    await update(member.token.access_token, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: thief,
      current_password: member.password,
    });
    const thiefLink = (await confirmation).link;
    expect((await notice).link).toBe(`${SITE}/forgot-password`);

    const resetMail = ctx.mail.next(member.user.email);
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      payload: { email: member.user.email },
      remoteAddress: nextAddress(),
    });
    const resetToken = tokenFrom((await resetMail).link);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { token: resetToken, new_password: 'Taken-back-2024' },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode).toBe(200);

    expect((await verify(tokenFrom(thiefLink))).statusCode).toBe(400);
    const signedIn = await signIn(member.user.email, 'Taken-back-2024');
    expect(signedIn.json().user).toMatchObject({ email: member.user.email, pending_email: null });
  });

  it('is refused for a Google account, whose address comes from Google', async () => {
    const id = `email-change-google-${(counter += 1)}`;
    const email = uniqueEmail('google');
    oidc.addAccount(id, { email, email_verified: true, given_name: 'Grace', family_name: 'Hopper' });
    const initiate = await ctx.app.inject({ url: '/v1/auth/google/initiate-sso' });
    const callback = await oidc.authorize(initiate.json().redirect_url as string, id, CALLBACK);
    const binding = initiate.cookies.find((cookie) => cookie.name === GOOGLE_BINDING_COOKIE);
    const session = (
      await ctx.app.inject({
        url: `/v1/auth/google${callback.search}`,
        cookies: { [GOOGLE_BINDING_COOKIE]: binding?.value ?? '' },
      })
    ).json();

    const response = await update(session.token.access_token, {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: uniqueEmail('elsewhere'),
      current_password: 'anything-at-all',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail:
        'This account signs in with Google, so its e-mail address comes from Google and cannot be changed here.',
    });
    expect((await me(session.token.access_token)).email).toBe(email);

    const rename = await update(session.token.access_token, {
      first_name: 'Amazing',
      last_name: 'Grace',
      email,
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json()).toMatchObject({ first_name: 'Amazing', email });
  });
});
