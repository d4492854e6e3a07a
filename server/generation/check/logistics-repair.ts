import type { Draft, DraftStop } from '../draft';
import { highTotal, LONGEST_WAIT, neededLeg, waitBefore, type LogisticsIssue } from './logistics';
import { fiveMinutes } from '../compose/five-minutes';

/** How much of its own stay a stop may grow by to shorten the wait after it. */
const LINGER = 0.5;

/**
 * Mends what the logistics checker found where that does not change what the plan is: a leg gets
 * the mode and minutes its distance needs (later stops move on), a long wait becomes a longer stay
 * at the stop before, an unasked-for dessert before dinner goes, an unasked-for stop placed while
 * closed goes, and a range over the budget is planned at its cheap end.
 */
export function repairLogistics(draft: Draft, issues: LogisticsIssue[]): Draft {
  if (!issues.length) return draft;
  let stops = draft.stops.map((stop) => ({ ...stop }));
  const dropped = new Set(
    issues
      .filter((issue) => (issue.check === 'hours' || issue.check === 'mealOrder') && issue.stop !== null)
      .map((issue) => issue.stop as number)
      .filter((index) => !(stops[index] as DraftStop).requested),
  );
  if (stops.length - dropped.size >= 2) stops = stops.filter((_, index) => !dropped.has(index));
  let repaired: Draft = { ...draft, stops };
  stops.forEach((stop, index) => {
    if (index === 0) return;
    const leg = neededLeg(repaired, index);
    if (leg) {
      const shift = Math.max(0, (stops[index - 1] as DraftStop).end + leg.travelMinutes - stop.start);
      Object.assign(stop, leg);
      for (const later of stops.slice(index)) {
        later.start += shift;
        later.end += shift;
      }
    }
    const wait = waitBefore(stops, index);
    const before = stops[index - 1] as DraftStop;
    // By half its stay at most: a walk stretched to three hours to reach dinner is no stop; the wait
    // that is left is said in the plan's tips instead.
    if (wait > LONGEST_WAIT)
      before.end += fiveMinutes(
        Math.min(wait - LONGEST_WAIT + 15, (before.end - before.start) * LINGER),
        Math.floor,
      );
  });
  repaired = { ...draft, stops };
  return capToBudget(repaired);
}

/** Ranges over a stated budget shrink their upper ends together, never below the lows. */
function capToBudget(draft: Draft): Draft {
  const budget = draft.grounded.budgetTotalLocal;
  const high = highTotal(draft);
  if (budget === null || high <= budget) return draft;
  const lows = draft.stops.reduce((sum, stop) => sum + stop.cost[0], 0) * draft.request.people;
  if (lows > budget) return draft;
  const ratio = (budget - lows) / Math.max(1, high - lows);
  const stops = draft.stops.map((stop) => ({
    ...stop,
    cost: [stop.cost[0], Math.floor(stop.cost[0] + (stop.cost[1] - stop.cost[0]) * ratio)] as [
      number,
      number,
    ],
  }));
  return { ...draft, stops };
}
