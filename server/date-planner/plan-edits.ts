import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { SWAP_MESSAGES, type PlanData, type SwapAlternativesResponse } from '@contract/date-plans';
import type { Database } from '../db/client';
import { datePlans } from '../db/schema';
import { loadPlanner, type Planner } from '../generation/lazy-planner';
import type { KeptDraft } from '../generation/swap/swap-stop';
import { HttpError, notFound } from '../lib/http-error';
import type { RateLimiter } from '../lib/rate-limiter';
import type { PlanState } from './plan-state';

type PlanRow = typeof datePlans.$inferSelect;

/** Looking up alternatives plans nothing new, but it is real work: a member gets 120 a minute. */
const SWAP_RULE = {
  limit: 120,
  windowSeconds: 60,
  detail: 'Too many changes in a short time. Please wait a minute and try again.',
};

const conflict = (detail: string) => new HttpError(409, detail);

/**
 * An alternative's id names the plan version it was offered for: a choice made from a list read
 * before another swap landed is stale (409), whichever of the two requests the database saw first.
 */
const offeredId = (planData: PlanData, optionId: string) =>
  `${createHash('sha256').update(JSON.stringify(planData)).digest('base64url').slice(0, 12)}.${optionId}`;

/** The plan still holds the version an edit read: edits are compare-and-set on the whole plan. */
const unchangedSince = (planData: PlanData) =>
  sql`${datePlans.planData} = ${JSON.stringify(planData)}::jsonb`;

/**
 * The engine state of a plan: the one kept at generation, or for a plan made before plans kept it,
 * the offline planner's draft when planning the description again gives exactly the saved steps.
 */
function stateOf({ planOffline, isRefusal }: Planner, row: PlanRow): PlanState | null {
  if (row.planState) return row.planState;
  if (!row.planData) return null;
  const again = planOffline(row.query, { variant: row.variant, now: row.generatedAt });
  if (isRefusal(again)) return null;
  const same =
    again.plan.steps.length === row.planData.steps.length &&
    again.plan.steps.every((step, index) => step.step_title === row.planData?.steps[index]?.step_title);
  if (!same) return null;
  return {
    variant: row.variant,
    plannedAt: row.generatedAt.toISOString(),
    planDate: again.grounded.date,
    timeZone: again.grounded.timezone,
    stops: again.draft.stops,
    previous: null,
  };
}

/** Changes a member makes to a finished plan: swap one stop, undo the swap, pick the day. */
export function createPlanEdits(db: Database, rateLimiter: RateLimiter) {
  const owned = (userId: string, planId: string) =>
    and(eq(datePlans.userId, userId), eq(datePlans.id, planId));

  async function finished(userId: string, planId: string, notFoundDetail: string) {
    const [row] = await db.select().from(datePlans).where(owned(userId, planId));
    if (!row) throw notFound(notFoundDetail);
    if (row.status !== 'completed' || !row.planData) throw conflict(SWAP_MESSAGES.notReady);
    return { row, planData: row.planData };
  }

  async function optionsFor(userId: string, planId: string, stepIndex: number, notFoundDetail: string) {
    await rateLimiter.hit(`swap:${userId}`, SWAP_RULE);
    const { row, planData } = await finished(userId, planId, notFoundDetail);
    if (stepIndex >= planData.steps.length) throw notFound(notFoundDetail);
    const planner = await loadPlanner();
    const state = stateOf(planner, row);
    if (!state) throw conflict(SWAP_MESSAGES.unavailable);
    const kept: KeptDraft = {
      query: row.query,
      variant: state.variant,
      plannedAt: state.plannedAt,
      stops: state.stops,
    };
    return { row, planData, state, options: planner.swapOptions(kept, planData, stepIndex) };
  }

  return {
    async alternatives(
      userId: string,
      planId: string,
      stepIndex: number,
      notFoundDetail: string,
    ): Promise<SwapAlternativesResponse> {
      const { planData, options } = await optionsFor(userId, planId, stepIndex, notFoundDetail);
      return {
        step_index: stepIndex,
        alternatives: options.map((option) => ({
          alternative_id: offeredId(planData, option.id),
          step: option.step,
          retimed_steps: option.retimedSteps,
        })),
      };
    },

    /** Replaces the step with the chosen alternative and keeps the version before it for Undo. */
    async swap(
      userId: string,
      planId: string,
      stepIndex: number,
      alternativeId: string,
      notFoundDetail: string,
    ): Promise<PlanRow> {
      const { planData, state, options } = await optionsFor(userId, planId, stepIndex, notFoundDetail);
      const chosen = options.find((option) => offeredId(planData, option.id) === alternativeId);
      if (!chosen) throw conflict(SWAP_MESSAGES.stale);
      const planState: PlanState = {
        ...state,
        stops: chosen.stops,
        previous: { planData, stops: state.stops },
      };
      const [updated] = await db
        .update(datePlans)
        .set({ planData: chosen.plan, planState })
        // Only over the version the alternatives were made from: of two swaps at once, one wins.
        .where(and(owned(userId, planId), unchangedSince(planData)))
        .returning();
      if (!updated) throw conflict(SWAP_MESSAGES.stale);
      return updated;
    },

    /** Goes back to the version before the last swap, only from the version it read (else 409). */
    async undo(userId: string, planId: string, notFoundDetail: string): Promise<PlanRow> {
      const { row, planData } = await finished(userId, planId, notFoundDetail);
      const previous = row.planState?.previous;
      if (!row.planState || !previous) throw conflict(SWAP_MESSAGES.nothingToUndo);
      const [updated] = await db
        .update(datePlans)
        .set({
          planData: previous.planData,
          planState: { ...row.planState, stops: previous.stops, previous: null },
        })
        // A swap or another undo that landed since the read wins; undoing over it would lose it.
        .where(and(owned(userId, planId), unchangedSince(planData)))
        .returning();
      if (!updated) throw conflict(SWAP_MESSAGES.changed);
      return updated;
    },

    async schedule(
      userId: string,
      planId: string,
      scheduledFor: string | null,
      notFoundDetail: string,
    ): Promise<PlanRow> {
      const [updated] = await db
        .update(datePlans)
        .set({ scheduledFor })
        .where(owned(userId, planId))
        .returning();
      if (!updated) throw notFound(notFoundDetail);
      return updated;
    },
  };
}

export type PlanEdits = ReturnType<typeof createPlanEdits>;
