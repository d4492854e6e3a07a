import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../testing/test-database';
import {
  AccountDelayed,
  createSignInThrottle,
  delayAfter,
  type SignInThrottleRule,
} from './sign-in-throttle';

const rule: SignInThrottleRule = {
  freeFailures: 5,
  windowSeconds: 900,
  maxDelaySeconds: 60,
  detail: 'Wait, please.',
};

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

let accountCounter = 0;
const newAccount = () => `account-${(accountCounter += 1)}@example.com`;

/** A throttle on a clock the test moves by hand. */
function throttleAt(start = Date.UTC(2030, 0, 1)) {
  const clock = { now: start };
  const throttle = createSignInThrottle(database.db, rule, () => clock.now);
  return { throttle, clock };
}

/** Seconds the throttle asks to wait, or 0 when it lets the attempt through. */
async function waitAsked(admit: Promise<void>): Promise<number> {
  try {
    await admit;
    return 0;
  } catch (error) {
    if (!(error instanceof AccountDelayed)) throw error;
    expect(error.statusCode).toBe(429);
    expect(error.detail).toBe(rule.detail);
    // The wait is never told: it would tell an attacker when to guess again to keep the owner out.
    expect(error.headers).toEqual({});
    return error.waitSeconds;
  }
}

describe('delayAfter', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [6, 2],
    [7, 4],
    [10, 32],
    [11, 60],
    [500, 60],
  ])('after %i failures asks for %i s', (failures, seconds) => {
    expect(delayAfter(failures, rule)).toBe(seconds);
  });
});

describe('createSignInThrottle', () => {
  it('lets five failures through, then doubles the wait after each one up to a minute', async () => {
    const { throttle, clock } = throttleAt();
    const account = newAccount();
    for (let i = 0; i < 5; i += 1) expect(await waitAsked(throttle.admit(account))).toBe(0);

    const waits: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const wait = await waitAsked(throttle.admit(account));
      waits.push(wait);
      clock.now += wait * 1000 - 1;
      expect(await waitAsked(throttle.admit(account))).toBe(1);
      clock.now += 1;
      expect(await waitAsked(throttle.admit(account))).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('forgets failures older than the window', async () => {
    const { throttle, clock } = throttleAt();
    const account = newAccount();
    for (let i = 0; i < 5; i += 1) await throttle.admit(account);
    expect(await waitAsked(throttle.admit(account))).toBe(1);
    clock.now += rule.windowSeconds * 1000 + 1;
    for (let i = 0; i < 5; i += 1) expect(await waitAsked(throttle.admit(account))).toBe(0);
  });

  it('starts over after a success', async () => {
    const { throttle } = throttleAt();
    const account = newAccount();
    for (let i = 0; i < 5; i += 1) await throttle.admit(account);
    expect(await waitAsked(throttle.admit(account))).toBe(1);
    await throttle.succeeded(account);
    for (let i = 0; i < 5; i += 1) expect(await waitAsked(throttle.admit(account))).toBe(0);
  });

  it('keeps each account to itself', async () => {
    const { throttle } = throttleAt();
    const slowed = newAccount();
    for (let i = 0; i < 5; i += 1) await throttle.admit(slowed);
    expect(await waitAsked(throttle.admit(slowed))).toBe(1);
    expect(await waitAsked(throttle.admit(newAccount()))).toBe(0);
  });

  it('admits simultaneous attempts one after the other while the account owes no wait', async () => {
    const { throttle } = throttleAt();
    await Promise.all(Array.from({ length: 12 }, () => throttle.admit(newAccount())));
    const account = newAccount();
    const waits = await Promise.all(Array.from({ length: 4 }, () => waitAsked(throttle.admit(account))));
    expect(waits).toEqual([0, 0, 0, 0]);
  });

  it('admits exactly one of many parallel attempts once the wait is over', async () => {
    const { throttle, clock } = throttleAt();
    // Open every pooled connection first, so the attempts below truly run side by side on PostgreSQL.
    await Promise.all(Array.from({ length: 12 }, () => throttle.admit(newAccount())));
    const admitted: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const account = newAccount();
      for (let i = 0; i < 5; i += 1) await throttle.admit(account);
      clock.now += 1000;
      const waits = await Promise.all(Array.from({ length: 12 }, () => waitAsked(throttle.admit(account))));
      admitted.push(waits.filter((wait) => wait === 0).length);
    }
    expect(admitted).toEqual([1, 1, 1, 1, 1]);
  });
});
