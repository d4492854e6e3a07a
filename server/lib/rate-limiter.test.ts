import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../testing/test-database';
import { HttpError } from './http-error';
import { createRateLimiter, type RateLimiter, type RateLimitRule } from './rate-limiter';

const rule: RateLimitRule = { limit: 3, windowSeconds: 3600, detail: 'Slow down.' };

let database: DatabaseHandle;
let limiter: RateLimiter;
beforeAll(async () => {
  database = await createTestDatabase();
  limiter = createRateLimiter(database.db);
});
afterAll(() => database.close());

let keyCounter = 0;
const newKey = () => `test-key-${(keyCounter += 1)}`;

/** The 429 a hit answers, or null when it passed. */
async function refusal(key: string): Promise<HttpError | null> {
  try {
    await limiter.hit(key, rule);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('createRateLimiter', () => {
  it('allows the limit, then answers 429 with the detail and the seconds left in the window', async () => {
    const key = newKey();
    for (let i = 0; i < rule.limit; i += 1) expect(await refusal(key)).toBeNull();
    const refused = await refusal(key);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.detail).toBe(rule.detail);
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
  });

  it('counts each key on its own', async () => {
    const key = newKey();
    for (let i = 0; i < rule.limit; i += 1) await refusal(key);
    expect(await refusal(key)).not.toBeNull();
    expect(await refusal(newKey())).toBeNull();
  });

  it('starts over after a reset, and a refund gives one hit back', async () => {
    const key = newKey();
    for (let i = 0; i < rule.limit; i += 1) await refusal(key);
    await limiter.reset(key);
    for (let i = 0; i < rule.limit; i += 1) expect(await refusal(key)).toBeNull();
    await limiter.refund(key, rule);
    expect(await refusal(key)).toBeNull();
    expect(await refusal(key)).not.toBeNull();
  });

  it('lets no more than the limit through when hits arrive together', async () => {
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => refusal(key)));
    expect(results.filter((result) => result === null)).toHaveLength(rule.limit);
  });

  it('says whether a hit is within the limit without answering 429, sharing the count with hit', async () => {
    const key = newKey();
    const answers = [];
    for (let i = 0; i < rule.limit + 2; i += 1) answers.push(await limiter.allows(key, rule));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(await refusal(key)).not.toBeNull();
  });
});
