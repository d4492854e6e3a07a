import { impliedLevel } from '../ground/ground';
import { KIND_CATALOG } from '../kinds/catalog';
import type { BudgetLevel } from '../request';
import type { Composition } from './composition';
import { localCost } from './costs';
import { isAllowed } from './selection';
import { FREE_FILLERS, sameStop, type Timed } from './stop-candidate';
import type { Timeline } from './timeline';

type Cost = [number, number];

/** How each stop is priced: the standing of each stop, or ranges already fitted to the budget. */
export interface Pricing {
  levels: BudgetLevel[];
  /** Ranges planned at the cheap end so the whole fits the budget; null when the levels' prices do. */
  clamped: Cost[] | null;
}

/** Per person in the local currency, for each stop at its standing. */
export const costsOf = ({ grounded }: Composition, timed: Timed[], levels: BudgetLevel[]): Cost[] =>
  timed.map((stop, index) => localCost(stop.kind, levels[index] as BudgetLevel, grounded));

/** The final price of each stop. */
export const pricesOf = (composition: Composition, timeline: Timeline, pricing: Pricing): Cost[] =>
  pricing.clamped ?? costsOf(composition, timeline.timed, pricing.levels);

/**
 * Money: the budget in the person's own terms, converted to local prices. Unasked-for paid stops go
 * first, then every stop is planned at the cheap end; only then is the budget called too low.
 */
export function priceStops(composition: Composition, timeline: Timeline): Pricing {
  const { grounded, request } = composition;
  const level = impliedLevel(grounded);
  const pricing: Pricing = { levels: timeline.timed.map(() => level), clamped: null };
  const budget = grounded.budgetTotalLocal;
  const totalOf = (list: Cost[], side: 0 | 1) =>
    list.reduce((sum, cost) => sum + cost[side], 0) * request.people;
  const costs = () => costsOf(composition, timeline.timed, pricing.levels);
  if (budget === null || totalOf(costs(), 1) <= budget) return pricing;
  pricing.levels = timeline.timed.map((stop) => (stop.requested ? level : 'budget'));
  if (totalOf(costs(), 1) > budget) pricing.levels = timeline.timed.map(() => 'budget');
  for (let guard = 0; guard < 6 && totalOf(costs(), 1) > budget; guard += 1) {
    if (!dropPriciestFiller(composition, timeline, costs())) break;
    pricing.levels = timeline.timed.map(() => 'budget');
  }
  const perStop = costs();
  const lows = totalOf(perStop, 0);
  if (totalOf(perStop, 1) > budget && lows <= budget) {
    // Plan at the cheap end of each range: the highs shrink together until the whole fits.
    const spare = budget / request.people - lows / request.people;
    const spread = perStop.reduce((sum, [low, high]) => sum + (high - low), 0) || 1;
    pricing.clamped = perStop.map(([low, high]) => [
      low,
      Math.max(low, Math.floor(low + ((high - low) * spare) / spread)),
    ]);
  } else if (totalOf(perStop, 1) > budget) {
    composition.findings.push({ type: 'budget_too_low', total: lows });
  }
  return pricing;
}

/** The priciest unasked-for stop becomes a free one, or goes; false when none can. */
function dropPriciestFiller(composition: Composition, timeline: Timeline, perStop: Cost[]): boolean {
  const { candidates, exclusions } = composition;
  const { timed } = timeline;
  let priciest = -1;
  timed.forEach((stop, index) => {
    if (stop.requested || FREE_FILLERS.includes(stop.kind)) return;
    if (priciest < 0 || (perStop[index]?.[1] ?? 0) > (perStop[priciest]?.[1] ?? 0)) priciest = index;
  });
  if (priciest < 0 || (perStop[priciest]?.[1] ?? 0) === 0) return false;
  const replaced = timed[priciest] as Timed;
  const index = candidates.findIndex((candidate) => sameStop(candidate, replaced));
  const free = FREE_FILLERS.find(
    (kind) => isAllowed(kind, exclusions) && !timed.some((stop) => stop.kind === kind),
  );
  if (free && candidates.length <= 3) {
    candidates[index] = {
      kind: free,
      placeName: null,
      requested: false,
      atSunset: replaced.atSunset && KIND_CATALOG[free].tags.includes('sunset'),
      minutes: Math.min(KIND_CATALOG[free].minutes, replaced.minutes),
    };
  } else if (candidates.length > 2) {
    candidates.splice(index, 1);
  } else return false;
  timeline.reschedule();
  return true;
}
