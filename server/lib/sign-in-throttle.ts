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
 * The account must wait before its next attempt. The answer says nothing about how long: a
 * Retry-After here would tell an attacker when to send the next guess to keep the delay going.
 */
export class AccountDelayed extends HttpError {
  constructor(
    detail: string,
    readonly waitSeconds: number,
  ) {
    super(429, detail);
  }
}

/** How often, and how far apart, an attempt asks again while another one for the account is decided. */
const LOCK_TRIES = 40;
const LOCK_RETRY_MS = 25;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Progressive delays per account, wherever the attempts come from. Each admitted attempt is written
 * down as a failure before the password is checked, under a lock on the account's key, so parallel
 * attempts cannot all pass through one opening; a success erases the account's failures. Failures are
 * rows of rate_limit_hits at their own time (a sliding window), so every process shares them.
 */
export function createSignInThrottle(
  db: Database,
  rule: SignInThrottleRule,
  clock: () => number = () => Date.now(),
) {
  const keyOf = (account: string) => `signin-account:${account}`;

  /** Admits the attempt, or says the lock was busy; throws AccountDelayed while the account must wait. */
  const tryAdmit = (key: string) =>
    db.transaction(async (tx) => {
      const lock = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as locked`,
      )) as unknown as LockResult;
      if (!lock.rows[0]?.locked) return false;
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
      if (waitMs > 0) throw new AccountDelayed(rule.detail, Math.ceil(waitMs / 1000));
      await tx
        .insert(rateLimitHits)
        .values({ key, windowStart: new Date(now), hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.windowStart],
          set: { hits: sql`${rateLimitHits.hits} + 1` },
        });
      return true;
    });

  return {
    /**
     * Lets one attempt for the account through, or answers 429 while it must wait. An attempt that
     * finds another one being decided asks again a moment later, holding no database connection
     * meanwhile, so simultaneous sign-ins of the owner all go through while the account owes no wait.
     */
    async admit(account: string): Promise<void> {
      for (let attempt = 0; attempt < LOCK_TRIES; attempt += 1) {
        if (await tryAdmit(keyOf(account))) return;
        await sleep(LOCK_RETRY_MS + Math.random() * LOCK_RETRY_MS);
      }
      throw new AccountDelayed(rule.detail, 1);
    },

    /** Erases the account's failures: after a correct password, or a reset that proved the address. */
    async succeeded(account: string): Promise<void> {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, keyOf(account)));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
