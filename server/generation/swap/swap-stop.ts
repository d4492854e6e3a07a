import type { PlanData, Step } from '@contract/date-plans';
import { checkWording } from '../check/check';
import { seedOf } from '../compose/random';
import type { Draft, DraftStop } from '../draft';
import { ground } from '../ground/ground';
import { isRefusal, understand } from '../understand/understand';
import { writePlan } from '../write/write';
import { stopAlternatives } from './alternatives';

/** What the engine kept of a plan: enough to read the request again and change one stop. */
export interface KeptDraft {
  query: string;
  variant: number;
  plannedAt: string;
  stops: DraftStop[];
}

/** A replacement ready to show and to apply: the new step, and the whole plan with it in place. */
export interface SwapOption {
  id: string;
  step: Step;
  retimedSteps: number;
  plan: PlanData;
  stops: DraftStop[];
}

/** The draft a plan was written from, with the request read again as it was on the day it was planned. */
export function restoreDraft(kept: KeptDraft): Draft | null {
  const now = new Date(kept.plannedAt);
  const request = understand(kept.query, now);
  if (isRefusal(request)) return null;
  return {
    request,
    grounded: ground(request, now),
    language: request.language,
    stops: kept.stops,
    findings: [],
    seed: seedOf(request.text, kept.variant),
  };
}

/**
 * The plan with one stop replaced: only that step is new; later steps change their times and the
 * way there when they had to move; the totals follow. Everything else is kept as the person saw it.
 */
function withReplacement(current: PlanData, written: PlanData, index: number, retimed: number[]): PlanData {
  const steps = current.steps.map((step, position) => {
    const fresh = written.steps[position];
    if (!fresh) return step;
    if (position === index) return { ...fresh, step_index: step.step_index };
    if (position === index + 1 || retimed.includes(position))
      return {
        ...step,
        estimated_travel_time: fresh.estimated_travel_time,
        transport_mode: fresh.transport_mode,
        estimated_duration_at_location: fresh.estimated_duration_at_location,
        end_time: fresh.end_time,
        start_time: fresh.start_time,
      };
    return step;
  });
  return {
    ...current,
    steps,
    total_estimated_date_duration: written.total_estimated_date_duration,
    total_estimated_cost_range: written.total_estimated_cost_range,
    // Chosen from the stops as they now are: a swapped-out stop does not stay on the plan's card.
    ...(written.cover_image_url ? { cover_image_url: written.cover_image_url } : {}),
  };
}

/** Up to three ways to replace one stop of a plan, each checked like a new plan would be. */
export function swapOptions(kept: KeptDraft, current: PlanData, index: number): SwapOption[] {
  const draft = restoreDraft(kept);
  if (!draft || !current.steps[index] || draft.stops.length !== current.steps.length) return [];
  return stopAlternatives(draft, index).flatMap((alternative) => {
    const written = writePlan(alternative.draft);
    const step = written.steps[index] as Step;
    // The new step alone is checked for ruled-out words: the rest of the plan is unchanged.
    const wording = checkWording(alternative.draft, {
      ...written,
      date_title: '',
      overall_theme_description: '',
      alternative_suggestion_summary: '',
      general_date_tips: [],
      steps: [step],
    });
    if (wording.length) return [];
    return [
      {
        id: alternative.id,
        step: { ...step, step_index: (current.steps[index] as Step).step_index },
        retimedSteps: alternative.retimed.length,
        plan: withReplacement(current, written, index, alternative.retimed),
        stops: alternative.draft.stops,
      },
    ];
  });
}
