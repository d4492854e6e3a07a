import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { HttpError } from './http-error';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
  detail: string;
}

const windowStartOf = (now: number, rule: Pick<RateLimitRule, 'windowSeconds'>) => {
  const windowMs = rule.windowSeconds * 1000;
  return new Date(Math.floor(now / windowMs) * windowMs);
};

/**
 * Fixed-window counters kept in the database, so every API instance shares them. The upsert counts
 * and reads in one statement, so concurrent requests cannot both slip under the limit.
 */
export function createRateLimiter(db: Database) {
  let lastPurge = 0;

  async function purgeOldWindows(now: number) {
    if (now - lastPurge < 60_000) return;
    lastPurge = now;
    await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - 86_400_000)));
  }

  /** Counts one hit in the current window and returns the window's count so far. */
  async function count(key: string, rule: Pick<RateLimitRule, 'windowSeconds'>, now: number) {
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, windowStart: windowStartOf(now, rule), hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    await purgeOldWindows(now);
    return row?.hits ?? 0;
  }

  return {
    async hit(key: string, rule: RateLimitRule): Promise<void> {
      const now = Date.now();
      if ((await count(key, rule, now)) > rule.limit) {
        const windowEnd = windowStartOf(now, rule).getTime() + rule.windowSeconds * 1000;
        throw new HttpError(429, rule.detail, { 'retry-after': String(Math.ceil((windowEnd - now) / 1000)) });
      }
    },

    /** Counts the hit like `hit`, but says whether it is within the limit instead of answering 429. */
    async allows(key: string, rule: Omit<RateLimitRule, 'detail'>): Promise<boolean> {
      return (await count(key, rule, Date.now())) <= rule.limit;
    },

    /**
     * Takes back one hit of the current window, for an attempt that turned out harmless (a correct
     * password): counting first and refunding after keeps parallel attempts from slipping through.
     */
    async refund(key: string, rule: Pick<RateLimitRule, 'windowSeconds'>): Promise<void> {
      await db
        .update(rateLimitHits)
        .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
        .where(
          and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStartOf(Date.now(), rule))),
        );
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
