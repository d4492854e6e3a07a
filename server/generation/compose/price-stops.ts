import { impliedLevel } from '../ground/ground';
import { KIND_CATALOG } from '../kinds/catalog';
import type { BudgetLevel } from '../request';
import type { Composition } from './composition';
import { cheapCeiling } from './cheap-ceiling';
import { localCost } from './costs';
import { isAllowed } from './selection';
import { FREE_FILLERS, isMeal, sameStop, type Timed } from './stop-candidate';
import { kindOpening, openThrough } from './stop-hours';
import type { Timeline } from './timeline';

type Cost = [number, number];

/** How each stop is priced: the standing of each stop, or ranges already fitted to the budget. */
export interface Pricing {
  levels: BudgetLevel[];
  /** Ranges planned at the cheap end so the whole fits the budget; null when the levels' prices do. */
  clamped: Cost[] | null;
  /**
   * A per-person ceiling for a stop taken one standing higher than fits whole: its dearer end is
   * trimmed to what the budget leaves, so €200 for two buys the special dinner, priced €65–100.
   */
  ceilings: (number | null)[];
}

/** Per person in the local currency, for each stop at its standing. */
export const costsOf = ({ grounded }: Composition, timed: Timed[], levels: BudgetLevel[]): Cost[] =>
  timed.map((stop, index) => localCost(stop.priceKind ?? stop.kind, levels[index] as BudgetLevel, grounded));

/** Each stop at its standing, its dearer end trimmed where a ceiling was set. */
const ceiledCostsOf = (composition: Composition, timed: Timed[], pricing: Pricing): Cost[] =>
  costsOf(composition, timed, pricing.levels).map(([low, high], index) => {
    const ceiling = pricing.ceilings[index] ?? null;
    return ceiling === null ? [low, high] : [low, Math.max(low, Math.min(high, ceiling))];
  });

/** The final price of each stop. */
export const pricesOf = (composition: Composition, timeline: Timeline, pricing: Pricing): Cost[] =>
  pricing.clamped ?? ceiledCostsOf(composition, timeline.timed, pricing);

/** The largest menu-like price at or under a value: 97 → 95, 1,234 → 1,230, so a trimmed range never rounds over. */
function priceAtMost(value: number): number {
  if (value < 20) return Math.floor(value);
  if (value < 200) return Math.floor(value / 5) * 5;
  const magnitude = 10 ** Math.floor(Math.log10(value) - 1);
  return Math.floor(value / magnitude) * magnitude;
}

/**
 * Money: the budget in the person's own terms, converted to local prices, or the ceiling "cheap"
 * implies there. Unasked-for paid stops go first, then every stop is planned at the cheap end; only
 * then is a stated budget called too low. Only a stated budget is also used up (useBudget): "cheap"
 * asks for as little as the plan can cost.
 */
export function priceStops(composition: Composition, timeline: Timeline): Pricing {
  const { grounded, request } = composition;
  const level = impliedLevel(grounded);
  const pricing: Pricing = {
    levels: timeline.timed.map(() => level),
    clamped: null,
    ceilings: timeline.timed.map(() => null),
  };
  const stated = grounded.budgetTotalLocal;
  const budget = stated ?? cheapCeiling(grounded);
  const totalOf = (list: Cost[], side: 0 | 1) =>
    list.reduce((sum, cost) => sum + cost[side], 0) * request.people;
  const costs = () => costsOf(composition, timeline.timed, pricing.levels);
  if (budget === null) return pricing;
  if (totalOf(costs(), 1) <= budget) {
    if (stated !== null) useBudget(composition, timeline, pricing, budget);
    return pricing;
  }
  // Over the budget: every stop at the cheap end, then what was asked for moves up again as far as it fits.
  pricing.levels = timeline.timed.map(() => 'budget');
  for (let guard = 0; guard < 6 && totalOf(costs(), 1) > budget; guard += 1) {
    if (!dropPriciestFiller(composition, timeline, costs())) break;
    pricing.levels = timeline.timed.map(() => 'budget');
  }
  if (totalOf(costs(), 1) <= budget) {
    if (stated !== null) useBudget(composition, timeline, pricing, budget);
    return pricing;
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
  } else if (totalOf(perStop, 1) > budget && stated !== null) {
    composition.findings.push({ type: 'budget_too_low', total: lows });
  }
  return pricing;
}

const LEVELS: BudgetLevel[] = ['budget', 'moderate', 'luxury'];
/** How much of a stated budget a plan aims to use when it has room: well inside the 60–100 % band. */
const AIM = 0.75;

/**
 * A stated budget is used, not only capped: stops move up in standing, each as high as fits (what
 * was asked for first, meals before the rest), until the plan's upper bound reaches about three quarters of the budget,
 * never over it. A proposal dinner with €300 is planned at a special restaurant, not a lunch spot.
 */
function useBudget(composition: Composition, timeline: Timeline, pricing: Pricing, budget: number): void {
  const { request } = composition;
  const total = () =>
    ceiledCostsOf(composition, timeline.timed, pricing).reduce((sum, cost) => sum + cost[1], 0) *
    request.people;
  makeRoomForTheSpecialOne(composition, timeline, pricing, budget);
  pricing.ceilings = timeline.timed.map(() => null);
  const rank = (stop: Timed) => (stop.requested ? 0 : 2) + (KIND_CATALOG[stop.kind].meal ? 0 : 1);
  const order = timeline.timed
    .map((stop, index) => ({ stop, index }))
    .sort((a, b) => rank(a.stop) - rank(b.stop) || a.index - b.index);
  for (const { index } of order) {
    if (total() >= budget * AIM) return;
    const current = LEVELS.indexOf(pricing.levels[index] as BudgetLevel);
    // As high as fits: the one special place before several nicer ones.
    for (const level of [...LEVELS].reverse().filter((_, at) => LEVELS.length - 1 - at > current)) {
      const before = pricing.levels[index] as BudgetLevel;
      pricing.levels[index] = level;
      if (total() <= budget) break;
      if (trimToFit(composition, timeline, pricing, index, budget)) break;
      pricing.levels[index] = before;
    }
  }
}

/**
 * A standing whose whole range overflows the budget is still taken when its cheaper end fits and
 * the trimmed range stays a real range: its dearer end becomes what the budget leaves per person.
 */
function trimToFit(
  composition: Composition,
  timeline: Timeline,
  pricing: Pricing,
  index: number,
  budget: number,
): boolean {
  const { people } = composition.request;
  const costs = ceiledCostsOf(composition, timeline.timed, pricing);
  const [low, high] = costs[index] as Cost;
  const others = costs.reduce((sum, cost, at) => (at === index ? sum : sum + cost[1]), 0);
  const ceiling = priceAtMost(budget / people - others);
  // Less than a third of the standing's spread left would be a lower standing under a dearer name.
  if (ceiling < leastTopHigh([low, high])) return false;
  pricing.ceilings[index] = ceiling;
  return true;
}

/**
 * The meal the person asked for at its top standing when the budget covers it alone: unasked-for
 * paid stops give way to free ones (a walk rather than a second bar) until it fits.
 */
function makeRoomForTheSpecialOne(
  composition: Composition,
  timeline: Timeline,
  pricing: Pricing,
  budget: number,
) {
  const { request, grounded } = composition;
  const meal = timeline.timed.find((stop) => stop.requested && KIND_CATALOG[stop.kind].meal);
  if (!meal || leastTopHigh(localCost(meal.kind, 'luxury', grounded)) * request.people > budget) return;
  for (let guard = 0; guard < 3; guard += 1) {
    const index = timeline.timed.findIndex((stop) => sameStop(stop, meal));
    const levels = pricing.levels.map((level, at) => (at === index ? 'luxury' : level));
    const perStop = costsOf(composition, timeline.timed, levels);
    const highs = perStop.reduce((sum, cost, at) => sum + (at === index ? leastTopHigh(cost) : cost[1]), 0);
    if (highs * request.people <= budget) return;
    if (!dropPriciestFiller(composition, timeline, perStop)) return;
    pricing.levels = timeline.timed.map(() => 'budget');
  }
}

/** The lowest dearer end a standing may be trimmed to and still be that standing (see trimToFit). */
const leastTopHigh = ([low, high]: Cost) => low + (high - low) / 3;

/**
 * The priciest unasked-for stop becomes a free one, or goes; false when none can. A meal goes last:
 * an evening keeps its dinner and loses the second bar, however the two are priced.
 */
function dropPriciestFiller(composition: Composition, timeline: Timeline, perStop: Cost[]): boolean {
  const { candidates, exclusions } = composition;
  const { timed } = timeline;
  const weight = (index: number) =>
    (isMeal((timed[index] as Timed).kind) ? 0 : 1e12) + (perStop[index]?.[1] ?? 0);
  let priciest = -1;
  timed.forEach((stop, index) => {
    if (stop.requested || FREE_FILLERS.includes(stop.kind) || (perStop[index]?.[1] ?? 0) === 0) return;
    if (priciest < 0 || weight(index) > weight(priciest)) priciest = index;
  });
  if (priciest < 0 || (perStop[priciest]?.[1] ?? 0) === 0) return false;
  const replaced = timed[priciest] as Timed;
  const index = candidates.findIndex((candidate) => sameStop(candidate, replaced));
  // Free at the hour it takes: a park at dusk is shut, a walk through the old town is not.
  const free = FREE_FILLERS.find(
    (kind) =>
      isAllowed(kind, exclusions) &&
      !timed.some((stop) => stop.kind === kind) &&
      openThrough(
        kindOpening(composition.grounded, kind),
        replaced.start,
        Math.min(KIND_CATALOG[kind].minutes, replaced.minutes),
      ),
  );
  // A free stop keeps the hour filled; dropping the stop would leave a wait in its place. The
  // last stop leaves no wait: the evening simply ends after the one before.
  const last = priciest === timed.length - 1 && candidates.length > 2;
  if (free && !last) {
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
