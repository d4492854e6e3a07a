import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestContext } from '../../../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /v1/auth/signup', () => {
  it('creates the account and returns the user with a token pair, never the password hash', async () => {
    const response = await post('/v1/auth/signup', {
      first_name: ' Grace ',
      last_name: 'Hopper',
      email: 'Grace.Hopper@Example.com',
      password: 'Compile-2-Cobol',
      profile_image: null,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace.hopper@example.com',
      profile_image: null,
      is_verified: false,
      auth_provider: 'email',
    });
    expect(body.user.user_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof body.token.access_token).toBe('string');
    expect(body.token.refresh_token.length).toBeGreaterThanOrEqual(43);
    expect(response.body).not.toContain('argon2');
  });

  it('answers 409 with a detail for an e-mail already taken in any letter case', async () => {
    const { user } = await signUpMember(ctx.app);
    const response = await post('/v1/auth/signup', {
      first_name: 'Other',
      last_name: 'Person',
      email: user.email.toUpperCase(),
      password: 'Another-Pass-1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'An account with this email already exists' });
  });

  it('answers 422 with a FastAPI-style detail list in the spec wording', async () => {
    const response = await post('/v1/auth/signup', {
      first_name: '',
      last_name: 'Hopper',
      email: 'not-an-email',
      password: 'short',
    });
    expect(response.statusCode).toBe(422);
    const { detail } = response.json();
    expect(detail).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'first_name'], msg: 'Please enter your first name', type: 'too_small' },
        expect.objectContaining({ loc: ['body', 'email'], msg: 'Please enter a valid email address' }),
        expect.objectContaining({ loc: ['body', 'password'], msg: 'Password must be at least 8 characters' }),
      ]),
    );
  });

  it('rejects unknown fields, malformed JSON and a missing body without a 500', async () => {
    const extra = await post('/v1/auth/signup', {
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
      password: 'Long-enough-1',
      is_admin: true,
    });
    expect(extra.statusCode).toBe(422);

    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'Request body is not valid JSON' });

    const empty = await ctx.app.inject({ method: 'POST', url: '/v1/auth/signup' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBeInstanceOf(Array);
  });
});

describe('POST /v1/auth/signin', () => {
  it('signs in with the e-mail in any case and returns a fresh session', async () => {
    const member = await signUpMember(ctx.app);
    const response = await post('/v1/auth/signin', {
      email: member.user.email.toUpperCase(),
      password: member.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.user_id).toBe(member.user.user_id);
    expect(response.json().token.refresh_token).not.toBe(member.token.refresh_token);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const member = await signUpMember(ctx.app);
    const wrongPassword = await post('/v1/auth/signin', {
      email: member.user.email,
      password: 'Wrong-pass-1',
    });
    const unknownEmail = await post('/v1/auth/signin', {
      email: 'nobody@example.com',
      password: 'Wrong-pass-1',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: 'Invalid email or password' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('rate-limits attempts per address and e-mail with a 429 and Retry-After', async () => {
    const member = await signUpMember(ctx.app);
    const attempt = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/signin',
        payload: { email: member.user.email, password: 'Wrong-pass-1' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    const blocked = await attempt('10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/Too many sign-in attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not locked out by the first one's attempts: only the account's own short
    // delay after five failures applies (server/routes/security/rate-limits.test.ts), which does not
    // say how long it lasts.
    const elsewhere = await attempt('10.0.0.2');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.headers['retry-after']).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
  });
});

describe('session lifecycle', () => {
  it('GET /me needs a valid Bearer token', async () => {
    const member = await signUpMember(ctx.app);
    const me = await ctx.app.inject({ url: '/v1/auth/me', headers: bearer(member.token.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(member.user);

    const anonymous = await ctx.app.inject({ url: '/v1/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Not authenticated' });

    const forged = await ctx.app.inject({ url: '/v1/auth/me', headers: bearer('not.a.jwt') });
    expect(forged.statusCode).toBe(401);
  });

  it('refreshes an access token until the refresh token is revoked by sign-out', async () => {
    const member = await signUpMember(ctx.app);
    const refreshed = await post('/v1/auth/refresh-token', { refresh_token: member.token.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const { access_token } = refreshed.json();
    expect((await ctx.app.inject({ url: '/v1/auth/me', headers: bearer(access_token) })).statusCode).toBe(
      200,
    );

    const signOut = await post('/v1/auth/signout', { refresh_token: member.token.refresh_token });
    expect(signOut.statusCode).toBe(200);

    const afterSignOut = await post('/v1/auth/refresh-token', { refresh_token: member.token.refresh_token });
    expect(afterSignOut.statusCode).toBe(401);
    expect(afterSignOut.json()).toEqual({ detail: 'Invalid or expired refresh token' });
  });

  it('rejects an expired access token', async () => {
    const shortLived = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: 30 });
    try {
      const member = await signUpMember(shortLived.app);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
      try {
        const me = await shortLived.app.inject({
          url: '/v1/auth/me',
          headers: bearer(member.token.access_token),
        });
        expect(me.statusCode).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await shortLived.close();
    }
  });
});

describe('PATCH /v1/auth/update', () => {
  it('updates names at once, and an e-mail change (with the password) waits for its link', async () => {
    const member = await signUpMember(ctx.app);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/auth/update',
      headers: bearer(member.token.access_token),
      payload: {
        first_name: 'Augusta',
        last_name: 'King',
        email: `New-${member.user.email}`,
        current_password: member.password,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Augusta',
      last_name: 'King',
      email: member.user.email,
      pending_email: `new-${member.user.email}`,
    });
  });

  it('refuses an e-mail another account holds', async () => {
    const first = await signUpMember(ctx.app);
    const second = await signUpMember(ctx.app);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/auth/update',
      headers: bearer(second.token.access_token),
      payload: {
        first_name: 'A',
        last_name: 'B',
        email: first.user.email,
        current_password: second.password,
      },
    });
    expect(response.statusCode).toBe(409);
  });

  it('requires every field', async () => {
    const member = await signUpMember(ctx.app);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/auth/update',
      headers: bearer(member.token.access_token),
      payload: { first_name: 'A', last_name: ' ', email: member.user.email },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].msg).toBe('Please enter your last name');
  });
});

describe('POST /v1/auth/change-password', () => {
  it('answers 401 "Current password is incorrect" for a wrong current password', async () => {
    const member = await signUpMember(ctx.app);
    const response = await post(
      '/v1/auth/change-password',
      { current_password: 'Not-my-password-1', new_password: 'Brand-new-pass-9' },
      bearer(member.token.access_token),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Current password is incorrect' });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const member = await signUpMember(ctx.app);
    const otherDevice = (
      await post('/v1/auth/signin', { email: member.user.email, password: member.password })
    ).json();

    const response = await post(
      '/v1/auth/change-password',
      { current_password: member.password, new_password: 'Brand-new-pass-9' },
      bearer(member.token.access_token),
    );
    expect(response.statusCode).toBe(200);

    expect(
      (await post('/v1/auth/refresh-token', { refresh_token: member.token.refresh_token })).statusCode,
    ).toBe(200);
    expect(
      (await post('/v1/auth/refresh-token', { refresh_token: otherDevice.token.refresh_token })).statusCode,
    ).toBe(401);
    expect(
      (await post('/v1/auth/signin', { email: member.user.email, password: member.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/v1/auth/signin', { email: member.user.email, password: 'Brand-new-pass-9' })).statusCode,
    ).toBe(200);
  });

  it('validates the new password length in the spec wording', async () => {
    const member = await signUpMember(ctx.app);
    const response = await post(
      '/v1/auth/change-password',
      { current_password: member.password, new_password: 'short' },
      bearer(member.token.access_token),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].msg).toBe('Password must be at least 8 characters');
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404', async () => {
    const response = await ctx.app.inject({ url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found' });
  });
});
