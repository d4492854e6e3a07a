import type { Grounded } from '../ground/grounded';
import { hoursOf } from '../kinds/opening-hours';
import type { KindId } from '../kinds/kind-ids';
import { openForVisit, openIntervals, type Interval } from '../world/opening-hours';
import type { Candidate } from './stop-candidate';

/**
 * When a stop is open on the plan's date: its landmark's own hours, else its kind's typical hours (at
 * the meal the person asked it for).
 */
export function openingOf(
  grounded: Grounded,
  stop: Pick<Candidate, 'kind' | 'openingHours' | 'meal'>,
): Interval[] {
  return openIntervals(stop.openingHours ?? hoursOf(stop.kind, stop.meal), grounded.date, grounded.sunset);
}

export const kindOpening = (grounded: Grounded, kind: KindId): Interval[] => openingOf(grounded, { kind });

/** Open for the whole of a stay from `start` (or until it has been open `minutes`). */
export function openThrough(intervals: Interval[], start: number, minutes: number): boolean {
  return intervals.some(([from, to]) => from <= start && to >= start + minutes);
}

/** Open at some point between `from` and `to` for at least half an hour. */
export function openWithin(intervals: Interval[], from: number, to: number): boolean {
  return intervals.some(([open, close]) => open < to && close > from + 30);
}

export { openForVisit };
