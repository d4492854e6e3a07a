import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { PlanState } from './plan-state';
import type { PlanData } from '@contract/date-plans';
import type { Database } from '../db/client';
import { datePlans } from '../db/schema';
import { withStorableText } from '../lib/unsafe-text';
import type { Spend } from '../subscriptions/allowance';

export type PlanRow = typeof datePlans.$inferSelect;

const RUNNING = ['generating', 'in_progress'] as const;

export interface NewPlan {
  userId: string | null;
  guestEmail: string | null;
  query: string;
  preferences: Record<string, unknown>;
  spend: Spend;
  /** Another version of a description already planned; 0 or absent for the first. */
  variant?: number;
}

/** The generation queue is the date_plans table itself: a job is a plan that is not finished. */
export function createPlanJobs(db: Database) {
  return {
    async enqueue(plan: NewPlan): Promise<string> {
      const id = randomUUID();
      await db.insert(datePlans).values({
        id,
        userId: plan.userId,
        guestEmail: plan.guestEmail,
        query: plan.query,
        userPreferences: plan.preferences,
        title: 'Your date plan',
        status: 'pending',
        allowanceSource: plan.spend.source,
        allowanceKey: plan.spend.key,
        variant: plan.variant ?? 0,
      });
      return id;
    },

    /**
     * Takes the next pending plan: members' plans before guests', each oldest first, so a flood of
     * guest plans never holds up a member's. `membersOnly` leaves guest plans for later. SKIP LOCKED
     * lets several workers share the queue safely.
     */
    async claimNext({ membersOnly = false } = {}): Promise<PlanRow | undefined> {
      const next = db
        .select({ id: datePlans.id })
        .from(datePlans)
        .where(and(eq(datePlans.status, 'pending'), membersOnly ? isNotNull(datePlans.userId) : undefined))
        .orderBy(sql`${datePlans.userId} is null`, datePlans.createdAt)
        .limit(1)
        .for('update', { skipLocked: true });
      // A scalar subquery runs once; `id IN (subquery … SKIP LOCKED)` may run per row and claim many.
      const rows = await db
        .update(datePlans)
        .set({ status: 'generating', heartbeatAt: new Date(), attempts: sql`${datePlans.attempts} + 1` })
        .where(and(eq(datePlans.id, sql`(${next})`), eq(datePlans.status, 'pending')))
        .returning();
      return rows[0];
    },

    async heartbeat(id: string, status: 'generating' | 'in_progress'): Promise<void> {
      await db.update(datePlans).set({ status, heartbeatAt: new Date() }).where(eq(datePlans.id, id));
    },

    async complete(
      id: string,
      generated: PlanData,
      planState: PlanState | null,
      statedDay: string | null = null,
    ): Promise<void> {
      // Engines write text from a model's answer: a stray NUL must not fail the plan in PostgreSQL.
      const planData = withStorableText(generated);
      await db
        .update(datePlans)
        .set({
          status: 'completed',
          planData,
          planState: withStorableText(planState),
          title: planData.date_title,
          themeDescription: planData.overall_theme_description,
          // A day the person said is the plan's date; without one, a date chosen earlier is kept.
          ...(statedDay ? { scheduledFor: statedDay } : {}),
          generatedAt: new Date(),
          heartbeatAt: null,
          error: null,
        })
        .where(eq(datePlans.id, id));
    },

    async fail(id: string, error: string): Promise<void> {
      await db
        .update(datePlans)
        .set({ status: 'failed', error, heartbeatAt: null })
        .where(eq(datePlans.id, id));
    },

    /**
     * Puts a plan whose run the database interrupted back in the queue at once, rather than after
     * its heartbeat goes stale. The run still counts as an attempt; a plan claimed again since
     * (its attempts moved on) is left to the run that has it.
     */
    async release(id: string, attempts: number): Promise<void> {
      await db
        .update(datePlans)
        .set({ status: 'pending', heartbeatAt: null })
        .where(
          and(
            eq(datePlans.id, id),
            eq(datePlans.attempts, attempts),
            inArray(datePlans.status, [...RUNNING]),
          ),
        );
    },

    /**
     * Puts back in the queue every running plan whose worker stopped sending heartbeats (a crash or
     * a restart), so no plan stays generating forever.
     */
    async requeueStale(olderThan: Date): Promise<number> {
      const rows = await db
        .update(datePlans)
        .set({ status: 'pending', heartbeatAt: null })
        .where(
          and(
            inArray(datePlans.status, [...RUNNING]),
            or(isNull(datePlans.heartbeatAt), lt(datePlans.heartbeatAt, olderThan)),
          ),
        )
        .returning({ id: datePlans.id });
      return rows.length;
    },

    /**
     * Hands a guest's plans to the account that holds the same e-mail. Callers pass only an address
     * the account has proven (verified), since the plans carry the guest's private description.
     */
    async attachGuestPlans(email: string, userId: string): Promise<void> {
      await db
        .update(datePlans)
        .set({ userId })
        .where(and(isNull(datePlans.userId), eq(datePlans.guestEmail, email.toLowerCase())));
    },

    async find(id: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(datePlans).where(eq(datePlans.id, id));
      return row;
    },
  };
}

export type PlanJobs = ReturnType<typeof createPlanJobs>;
