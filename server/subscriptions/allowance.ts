import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dailyFreeGenerations, generationUsage } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { FREE_PLAN_ID, FREE_PLAN_NAME } from '@contract/subscriptions';
import type { PlanCatalog } from './plan-catalog';
import type { SubscriptionStore } from './subscription-store';

export type Requester = { kind: 'member'; userId: string } | { kind: 'guest'; email: string };

export interface Spend {
  source: 'daily_free' | 'period';
  /** What to give back on a refund: the daily subject and day, or the usage row's period. */
  key: string;
}

export const MEMBER_ALLOWANCE_EXHAUSTED =
  "You've used all the date plans in your subscription for this period. Upgrade your plan to create more, or come back tomorrow for your free daily date.";
export const GUEST_ALLOWANCE_EXHAUSTED =
  "You've already created today's free date plan. Sign up to create more, or come back tomorrow.";

const utcDay = (now: Date) => now.toISOString().slice(0, 10);
const subjectOf = (requester: Requester) =>
  requester.kind === 'member' ? `user:${requester.userId}` : `guest:${requester.email.toLowerCase()}`;

export interface AllowancePeriod {
  planName: string;
  limit: number;
  start: Date;
  end: Date;
}

export interface AllowanceDeps {
  db: Database;
  store: SubscriptionStore;
  catalog: PlanCatalog;
}

/**
 * How many date plans a requester may still create, and the one-statement spends and refunds that
 * keep it honest (decision 003). Built once and handed to whoever spends, refunds or reports it.
 */
export function createAllowance({ db, store, catalog }: AllowanceDeps) {
  /**
   * The member's current allowance period: the paid period they are in, or else the free plan over
   * the calendar month (UTC).
   */
  async function currentPeriod(userId: string, now = new Date()): Promise<AllowancePeriod> {
    const paid = await store.current(userId, now);
    if (paid) {
      return {
        planName: paid.plan.name,
        limit: paid.plan.dateGenerationLimit,
        start: paid.subscription.currentPeriodStart,
        end: paid.subscription.currentPeriodEnd,
      };
    }
    const free = await catalog.find(FREE_PLAN_ID);
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    return { planName: free?.name ?? FREE_PLAN_NAME, limit: free?.dateGenerationLimit ?? 0, start, end };
  }

  return {
    currentPeriod,

    /** What the member has used and has left, for the usage endpoint and the dashboard's New Plan rule. */
    async usage(userId: string, now = new Date()) {
      const period = await currentPeriod(userId, now);
      const [[usage], [daily]] = await Promise.all([
        db
          .select({ used: generationUsage.used })
          .from(generationUsage)
          .where(and(eq(generationUsage.userId, userId), eq(generationUsage.periodStart, period.start))),
        db
          .select({ day: dailyFreeGenerations.day })
          .from(dailyFreeGenerations)
          .where(
            and(
              eq(dailyFreeGenerations.subject, `user:${userId}`),
              eq(dailyFreeGenerations.day, utcDay(now)),
            ),
          ),
      ]);
      return { period, used: usage?.used ?? 0, dailyFreeAvailable: !daily };
    },

    /**
     * Spends one generation: the day's free one first, then the member's period allowance. Each step
     * is a single conditional statement, so concurrent requests can never spend more than there is.
     */
    async spend(requester: Requester, now = new Date()): Promise<Spend> {
      const subject = subjectOf(requester);
      const day = utcDay(now);
      const [daily] = await db
        .insert(dailyFreeGenerations)
        .values({ subject, day })
        .onConflictDoNothing()
        .returning({ day: dailyFreeGenerations.day });
      if (daily) return { source: 'daily_free', key: `${subject}|${day}` };

      if (requester.kind === 'guest') throw new HttpError(402, GUEST_ALLOWANCE_EXHAUSTED);

      const period = await currentPeriod(requester.userId, now);
      if (period.limit > 0) {
        const [usage] = await db
          .insert(generationUsage)
          .values({ userId: requester.userId, periodStart: period.start, used: 1 })
          .onConflictDoUpdate({
            target: [generationUsage.userId, generationUsage.periodStart],
            set: { used: sql`${generationUsage.used} + 1` },
            setWhere: sql`${generationUsage.used} < ${period.limit}`,
          })
          .returning({ used: generationUsage.used });
        if (usage) return { source: 'period', key: `${requester.userId}|${period.start.toISOString()}` };
      }
      throw new HttpError(402, MEMBER_ALLOWANCE_EXHAUSTED);
    },

    /** Gives back what a failed generation spent. */
    async refund(spend: Spend): Promise<void> {
      // Split at the last bar: a guest's e-mail may itself contain one.
      const cut = spend.key.lastIndexOf('|');
      const first = spend.key.slice(0, cut);
      const second = spend.key.slice(cut + 1);
      if (spend.source === 'daily_free') {
        await db
          .delete(dailyFreeGenerations)
          .where(and(eq(dailyFreeGenerations.subject, first), eq(dailyFreeGenerations.day, second)));
        return;
      }
      await db
        .update(generationUsage)
        .set({ used: sql`${generationUsage.used} - 1` })
        .where(
          and(
            eq(generationUsage.userId, first),
            eq(generationUsage.periodStart, new Date(second)),
            gt(generationUsage.used, 0),
          ),
        );
    },
  };
}

export type Allowance = ReturnType<typeof createAllowance>;
