import { randomUUID } from 'node:crypto';
import { addMonths, addYears } from 'date-fns';
import { and, desc, eq, gt, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { CurrentSubscription } from '@contract/subscriptions';
import type { Database } from '../db/client';
import { payments, subscriptionPlans, subscriptions } from '../db/schema';
import { toSubscriptionPlan, type PlanRow } from './plan-catalog';

type SubscriptionRow = typeof subscriptions.$inferSelect;
export interface LiveSubscription {
  subscription: SubscriptionRow;
  plan: PlanRow;
}

export const toCurrentSubscription = ({ subscription, plan }: LiveSubscription): CurrentSubscription => ({
  subscription_id: subscription.id,
  plan_id: plan.id,
  plan: toSubscriptionPlan(plan),
  status: subscription.status,
  current_period_start: subscription.currentPeriodStart.toISOString(),
  current_period_end: subscription.currentPeriodEnd.toISOString(),
  cancel_at_period_end: subscription.cancelAtPeriodEnd,
});

export const periodEnd = (start: Date, cycle: PlanRow['billingCycle']) =>
  cycle === 'yearly' ? addYears(start, 1) : addMonths(start, 1);

export function createSubscriptionStore(db: Database) {
  return {
    /** The paid period the member is in now, cancelled or not; none once it has ended. */
    async current(userId: string, now = new Date()): Promise<LiveSubscription | undefined> {
      const [row] = await db
        .select({ subscription: subscriptions, plan: subscriptionPlans })
        .from(subscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, ['active', 'cancelled']),
            lte(subscriptions.currentPeriodStart, now),
            gt(subscriptions.currentPeriodEnd, now),
          ),
        )
        .orderBy(desc(subscriptions.currentPeriodEnd))
        .limit(1);
      return row;
    },

    /**
     * Starts the period a successful payment bought, exactly once: the conditional update on
     * `activated_at` lets only one of a racing verify and webhook through.
     */
    async activate(reference: string, now = new Date()): Promise<'activated' | 'already' | 'unknown'> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .update(payments)
          .set({ status: 'success', activatedAt: now })
          .where(and(eq(payments.reference, reference), isNull(payments.activatedAt)))
          .returning();
        if (!payment) {
          const [existing] = await tx
            .select({ reference: payments.reference })
            .from(payments)
            .where(eq(payments.reference, reference));
          return existing ? 'already' : 'unknown';
        }
        const [plan] = await tx
          .select()
          .from(subscriptionPlans)
          .where(eq(subscriptionPlans.id, payment.planId));
        if (!plan) throw new Error(`payment ${reference} names unknown plan ${payment.planId}`);
        // A new paid plan replaces whatever period was running.
        await tx
          .update(subscriptions)
          .set({ status: 'expired', currentPeriodEnd: now })
          .where(and(eq(subscriptions.userId, payment.userId), ne(subscriptions.status, 'expired')));
        await tx.insert(subscriptions).values({
          id: randomUUID(),
          userId: payment.userId,
          planId: plan.id,
          status: 'active',
          currentPeriodStart: now,
          currentPeriodEnd: periodEnd(now, plan.billingCycle),
        });
        return 'activated';
      });
    },

    async cancelAtPeriodEnd(subscriptionId: string): Promise<void> {
      await db
        .update(subscriptions)
        .set({ status: 'cancelled', cancelAtPeriodEnd: true })
        .where(eq(subscriptions.id, subscriptionId));
    },

    /** Closes periods that have ended, so the member is back on the free plan. */
    async expireEnded(now = new Date()): Promise<number> {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'expired' })
        .where(and(ne(subscriptions.status, 'expired'), lte(subscriptions.currentPeriodEnd, now)))
        .returning({ id: subscriptions.id });
      return rows.length;
    },
  };
}

export type SubscriptionStore = ReturnType<typeof createSubscriptionStore>;
