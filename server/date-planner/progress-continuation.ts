import type { StoredProgressEvent } from './progress-events';

/** The plan details every progress event repeats, as far as they are known yet. */
export interface ProgressSnapshot {
  title: string | null;
  theme: string | null;
  images: string[] | null;
  stepCount: number | null;
}

/**
 * Carries on from what a plan's streams were already told. A generation that runs again (after a
 * crash or a database outage) starts its engine from scratch, but its stream must not: percentages
 * never drop below the highest one shown, and a caption already shown is not shown twice.
 */
export function continueProgress(told: StoredProgressEvent[]) {
  const last = told.at(-1)?.payload;
  const captions = new Set(told.map(({ payload }) => payload.step_description));
  let percentage = Math.max(0, ...told.map(({ payload }) => payload.progress_percentage));
  const snapshot: ProgressSnapshot = {
    title: last?.date_title ?? null,
    theme: last?.date_theme_description ?? null,
    images: last?.images ?? null,
    stepCount: last?.number_of_steps ?? null,
  };
  return {
    snapshot,
    /** The highest percentage so far, for the event that ends the generation. */
    percentage: () => percentage,
    /**
     * Takes in one engine step and says whether it is news worth an event. 100 belongs to the
     * completed event alone.
     */
    advance(caption: string, enginePercentage: number): boolean {
      percentage = Math.max(percentage, Math.min(99, Math.round(enginePercentage)));
      if (captions.has(caption)) return false;
      captions.add(caption);
      return true;
    },
  };
}
