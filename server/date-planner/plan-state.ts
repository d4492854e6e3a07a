import type { PlanData } from '@contract/date-plans';
import type { DraftStop } from '../generation/draft';
import type { GeneratedPlan } from '../generation/engine';

/**
 * What the engine knew when it wrote a plan, kept beside the plan so one stop can be swapped,
 * a swap undone and the plan put in a calendar without planning it again.
 */
export interface PlanState {
  /** The variant of the description the plan was made from. */
  variant: number;
  /** "Now" for the planner, so relative days ("Saturday") read the same on every swap. */
  plannedAt: string;
  /** The local day the plan was made for (yyyy-mm-dd). */
  planDate: string;
  timeZone: string | null;
  /** The composed stops, in step order: kinds, places and minutes after local midnight. */
  stops: DraftStop[];
  /** The version before the last swap, for Undo; null when there is nothing to undo. */
  previous: { planData: PlanData; stops: DraftStop[] } | null;
}

/** The state to keep beside a freshly generated plan; null when the engine had no draft. */
export function planStateOf(generated: GeneratedPlan, variant: number): PlanState | null {
  const { draft } = generated;
  if (!draft || draft.stops.length !== generated.plan.steps.length) return null;
  return {
    variant,
    plannedAt: generated.plannedAt.toISOString(),
    planDate: draft.grounded.date,
    timeZone: draft.grounded.timezone,
    stops: draft.stops,
    previous: null,
  };
}

/**
 * The day the plan is for when the person said one ("tomorrow", "Saturday", "on the 14th"), to be the
 * plan's scheduled_for; null when no day was said, so the plan waits for the person to choose one.
 */
export function statedDayOf(generated: GeneratedPlan): string | null {
  const grounded = generated.draft?.grounded;
  if (!grounded) return null;
  const { when } = grounded.request;
  return when.date !== null || when.weekday !== null ? grounded.date : null;
}
