import type { PlanResult } from '../server/generation/pipeline';
import type { Refusal } from '../server/generation/request';

/** Issue 32's bar: offline, in the curated cities, at least half of all steps name a real place. */
export const REAL_PLACE_BAR = 50;

export interface RealPlaceShare {
  plans: number;
  steps: number;
  named: number;
  percent: number;
}

const isPlan = (result: PlanResult | Refusal): result is PlanResult => 'draft' in result;

/**
 * Of the steps of plans in a curated city, how many name a real place: one the person named, a catalog
 * landmark or a long-standing institution, not a kind of place ("a café, Chiado").
 */
export function realPlaceShare(results: readonly (PlanResult | Refusal)[]): RealPlaceShare {
  const curated = results.filter(isPlan).filter((result) => result.grounded.curatedName);
  const stops = curated.flatMap((result) => result.draft.stops);
  const named = stops.filter((stop) => stop.placeName).length;
  return {
    plans: curated.length,
    steps: stops.length,
    named,
    percent: stops.length ? (named / stops.length) * 100 : 100,
  };
}
