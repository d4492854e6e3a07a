import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { TRUSTED_DEVICE_COOKIE } from '../../auth/trusted-devices';
import { bearer, createTestApp, type TestContext } from '../../testing/test-app';

/**
 * Issue 34 item 2: the per-account delay slows guessing, but an attacker's failures must not keep
 * the account's owner out, and nothing may tell the attacker when to guess next.
 */

const PASSWORD = 'Sunset-Walk-42';
const WRONG = 'Wrong-pass-1';
const ACCOUNT_DELAY = /^Too many sign-in attempts for this account/;

let ctx: TestContext;
beforeAll(async () => {
  // The limits as shipped: 10 per address and e-mail, 30 failures per address, per 15 minutes.
  ctx = await createTestApp({ SIGNIN_RATE_LIMIT: 10, SIGNIN_ADDRESS_RATE_LIMIT: 30 });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

let counter = 0;
const unique = () => `${process.pid}-${Date.now()}-${(counter += 1)}`;
const tokenFrom = (link: string) => new URL(link).searchParams.get('token') ?? '';

function signIn(email: string, password: string, remoteAddress: string, device?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/signin',
    payload: { email, password },
    remoteAddress,
    cookies: device ? { [TRUSTED_DEVICE_COOKIE]: device } : {},
  });
}

const deviceCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === TRUSTED_DEVICE_COOKIE);

/** An owner who signed in once on their own device, and the cookie that device keeps. */
async function ownerWithDevice(ownerAddress: string) {
  const email = `owner-${unique()}@example.com`;
  const signUp = await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/signup',
    payload: { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD },
    remoteAddress: `10.77.${counter % 250}.1`,
  });
  expect(signUp.statusCode, signUp.body).toBe(201);
  const first = await signIn(email, PASSWORD, ownerAddress);
  expect(first.statusCode).toBe(200);
  const cookie = deviceCookieOf(first);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/auth' });
  return { email, device: cookie!.value };
}

/** Failures that put the account under the longest delay (a minute), on a clock the test moves. */
async function holdAccountDelay(email: string, clock: { now: number }) {
  const waits = [0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60];
  for (const [i, wait] of waits.entries()) {
    clock.now += wait * 1000;
    vi.setSystemTime(clock.now);
    expect((await signIn(email, WRONG, `10.78.${i % 4}.1`)).statusCode).toBe(401);
  }
}

describe('an attacker holding the per-account delay', () => {
  it('replays the attack (24 requests from 4 addresses in 280 s): the owner’s device gets in 14 times of 14', async () => {
    const owner = await ownerWithDevice('10.79.0.1');
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    // The attacker guesses the moment each delay ends (1, 2, 4… s, then once a minute), and probes between.
    const guesses = [0, 0.1, 0.2, 0.3, 0.4, 1.4, 3.4, 7.4, 15.4, 31.4, 63.4, 123.4, 183.4, 243.4];
    const probes = [2, 4, 5, 8, 9, 10, 12, 13, 14, 16];
    const owners = Array.from({ length: 14 }, (_, i) => 20 * (i + 1));
    const events = [
      ...[...guesses, ...probes].map((at) => ({ at, who: 'attacker' as const })),
      ...owners.map((at) => ({ at, who: 'owner' as const })),
    ].sort((a, b) => a.at - b.at);
    expect(events.filter((event) => event.who === 'attacker')).toHaveLength(24);

    const ownerStatuses: number[] = [];
    const attackerAnswers: LightMyRequestResponse[] = [];
    for (const event of events) {
      vi.setSystemTime(start + event.at * 1000);
      if (event.who === 'owner') {
        ownerStatuses.push((await signIn(owner.email, PASSWORD, '10.79.0.1', owner.device)).statusCode);
      } else {
        attackerAnswers.push(await signIn(owner.email, WRONG, `10.80.${attackerAnswers.length % 4}.1`));
      }
    }
    expect(ownerStatuses).toEqual(Array.from({ length: 14 }, () => 200));
    for (const answer of attackerAnswers) {
      expect([401, 429]).toContain(answer.statusCode);
      expect(answer.headers['retry-after']).toBeUndefined();
    }
  });

  it('a password reset clears the delay, so the owner gets in from a new device at once', async () => {
    const owner = await ownerWithDevice('10.81.0.1');
    vi.useFakeTimers({ toFake: ['Date'] });
    const clock = { now: Date.now() };
    await holdAccountDelay(owner.email, clock);
    const refused = await signIn(owner.email, PASSWORD, '10.81.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(ACCOUNT_DELAY);

    const resetMail = ctx.mail.next(owner.email);
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      payload: { email: owner.email },
      remoteAddress: '10.81.0.2',
    });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { token: tokenFrom((await resetMail).link), new_password: 'Fresh-start-77' },
      remoteAddress: '10.81.0.2',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(owner.email, 'Fresh-start-77', '10.81.0.3')).statusCode).toBe(200);
  });

  it('says when to come back only for per-address limits, never for the account’s delay', async () => {
    const owner = await ownerWithDevice('10.82.0.1');
    for (let i = 0; i < 5; i += 1) await signIn(owner.email, WRONG, `10.82.1.${i}`);
    const delayed = await signIn(owner.email, WRONG, '10.82.1.9');
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json().detail).toMatch(ACCOUNT_DELAY);
    expect(delayed.headers['retry-after']).toBeUndefined();

    // Ten attempts per address and e-mail: the eleventh from one address is told how long to wait.
    const email = `nobody-${unique()}@example.com`;
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 11; i += 1) last = await signIn(email, WRONG, '10.82.2.1');
    expect(last?.statusCode).toBe(429);
    expect(last?.json().detail).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets simultaneous correct sign-ins all succeed, with or without a device cookie', async () => {
    const owner = await ownerWithDevice('10.83.0.1');
    const fresh = await Promise.all(
      Array.from({ length: 4 }, (_, i) => signIn(owner.email, PASSWORD, `10.83.1.${i}`)),
    );
    expect(fresh.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);

    vi.useFakeTimers({ toFake: ['Date'] });
    await holdAccountDelay(owner.email, { now: Date.now() });
    const trusted = await Promise.all(
      Array.from({ length: 3 }, () => signIn(owner.email, PASSWORD, '10.83.0.1', owner.device)),
    );
    expect(trusted.map((response) => response.statusCode)).toEqual([200, 200, 200]);
  });
});

describe('what a device cookie is worth', () => {
  it('exempts only its own account, only with the password it saw, and not after ten wrong passwords', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const clock = { now: Date.now() };
    const owner = await ownerWithDevice('10.84.0.1');
    const other = await ownerWithDevice('10.84.0.2');
    await holdAccountDelay(owner.email, clock);

    expect((await signIn(owner.email, PASSWORD, '10.84.0.1', other.device)).statusCode).toBe(429);
    expect((await signIn(owner.email, PASSWORD, '10.84.0.1', `${owner.device}x`)).statusCode).toBe(429);

    // Someone holding the owner's device cookie may try ten wrong passwords, then waits like anyone.
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(owner.email, WRONG, `10.84.1.${i}`, owner.device)).statusCode).toBe(401);
    }
    expect((await signIn(owner.email, PASSWORD, '10.84.1.20', owner.device)).statusCode).toBe(429);

    // A new password ends the trust in every device that knew the old one.
    clock.now += 3600_000;
    vi.setSystemTime(clock.now);
    const session = await signIn(other.email, PASSWORD, '10.84.0.2', other.device);
    expect(session.statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/change-password',
      headers: bearer(session.json().token.access_token),
      payload: { current_password: PASSWORD, new_password: 'Another-pass-88' },
      remoteAddress: '10.84.0.2',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await holdAccountDelay(other.email, clock);
    expect((await signIn(other.email, 'Another-pass-88', '10.84.0.2', other.device)).statusCode).toBe(429);
  });
});
