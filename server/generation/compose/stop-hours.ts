import type { Grounded } from '../ground/grounded';
import { hoursOf } from '../kinds/opening-hours';
import type { KindId } from '../kinds/kind-ids';
import { openForVisit, openIntervals, type Interval } from '../world/opening-hours';
import type { Candidate } from './stop-candidate';

/**
 * Kinds that are there for the view: open all night, but a planner that adds one unasked gives the
 * couple a dark lookout. Asked for, they keep their hours ("the city lights from a viewpoint").
 */
const VIEW_KINDS = new Set<KindId>(['viewpoint', 'sunset_spot', 'beach', 'lake']);
const FILLER_VIEW_HOURS = 'sunrise-(sunset+00:30)';

/**
 * When a stop is open on the plan's date: its landmark's own hours, else its kind's typical hours (at
 * the meal the person asked it for), in daylight for a view nobody asked for.
 */
export function openingOf(
  grounded: Grounded,
  stop: Pick<Candidate, 'kind' | 'openingHours' | 'meal'> & { requested?: boolean },
): Interval[] {
  const filler = stop.requested === false && VIEW_KINDS.has(stop.kind) && grounded.sunset !== null;
  const hours = stop.openingHours ?? (filler ? FILLER_VIEW_HOURS : hoursOf(stop.kind, stop.meal));
  return openIntervals(hours, grounded.date, grounded.sunset);
}

/** When a kind is open for a stop the planner adds. */
export const kindOpening = (grounded: Grounded, kind: KindId): Interval[] =>
  openingOf(grounded, { kind, requested: false });

/** Open for the whole of a stay from `start` (or until it has been open `minutes`). */
export function openThrough(intervals: Interval[], start: number, minutes: number): boolean {
  return intervals.some(([from, to]) => from <= start && to >= start + minutes);
}

/** Open at some point between `from` and `to` for at least half an hour. */
export function openWithin(intervals: Interval[], from: number, to: number): boolean {
  return intervals.some(([open, close]) => open < to && close > from + 30);
}

export { openForVisit };
