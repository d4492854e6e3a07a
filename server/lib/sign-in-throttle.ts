import { and, eq, gt, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { HttpError } from './http-error';

export interface SignInThrottleRule {
  /** Failed attempts an account may have within the window before each further one must wait. */
  freeFailures: number;
  windowSeconds: number;
  /** The longest wait, so an attacker can slow an account's owner down but never lock them out. */
  maxDelaySeconds: number;
  detail: string;
}

/** What both database drivers answer to a raw query (the shared Database type cannot say so). */
interface LockResult {
  rows: { locked: boolean }[];
}

/** Seconds the next attempt must wait after the last failure: 1, 2, 4… once the free ones are used. */
export function delayAfter(failures: number, rule: SignInThrottleRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(2 ** (failures - rule.freeFailures), rule.maxDelaySeconds);
}

/**
 * Progressive delays per account, wherever the attempts come from. Each admitted attempt is written
 * down as a failure before the password is checked, under a lock on the account's key, so parallel
 * attempts cannot all pass through one opening; a success erases the account's failures. Failures are
 * rows of rate_limit_hits at their own time (a sliding window), so every process shares them.
 */
export function createSignInThrottle(db: Database, rule: SignInThrottleRule, clock: () => number = Date.now) {
  const keyOf = (account: string) => `signin-account:${account}`;

  return {
    /** Lets one attempt for the account through, or answers 429 with how long to wait. */
    async admit(account: string): Promise<void> {
      const key = keyOf(account);
      await db.transaction(async (tx) => {
        // Another attempt for this account is being decided this instant: refuse rather than queue,
        // so a burst cannot hold database connections while it waits.
        const lock = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as locked`,
        )) as unknown as LockResult;
        if (!lock.rows[0]?.locked) throw new HttpError(429, rule.detail, { 'retry-after': '1' });
        const now = clock();
        const [recent] = await tx
          .select({
            failures: sql<number>`coalesce(sum(${rateLimitHits.hits}), 0)::int`,
            last: max(rateLimitHits.windowStart),
          })
          .from(rateLimitHits)
          .where(
            and(
              eq(rateLimitHits.key, key),
              gt(rateLimitHits.windowStart, new Date(now - rule.windowSeconds * 1000)),
            ),
          );
        const delayMs = delayAfter(Number(recent?.failures ?? 0), rule) * 1000;
        const waitMs = delayMs > 0 && recent?.last ? new Date(recent.last).getTime() + delayMs - now : 0;
        if (waitMs > 0) {
          throw new HttpError(429, rule.detail, { 'retry-after': String(Math.ceil(waitMs / 1000)) });
        }
        await tx
          .insert(rateLimitHits)
          .values({ key, windowStart: new Date(now), hits: 1 })
          .onConflictDoUpdate({
            target: [rateLimitHits.key, rateLimitHits.windowStart],
            set: { hits: sql`${rateLimitHits.hits} + 1` },
          });
      });
    },

    async succeeded(account: string): Promise<void> {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, keyOf(account)));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
