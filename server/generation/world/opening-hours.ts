/**
 * Whether a place is open, read from OpenStreetMap `opening_hours` values with the `opening_hours`
 * library, on the plan's own date. Times are minutes after that date's local midnight; the small
 * hours of the next day are above 1440. Sunrise and sunset are the plan's own (world/sun.ts), put into
 * the value before the library reads it, so a place open "until sunset" closes when this sun sets.
 */
import OpeningHours from 'opening_hours';

export type Interval = [from: number, to: number];

/** How far into the next day a plan may run (06:00). */
const HORIZON = 1800;
const cache = new Map<string, Interval[]>();

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(Math.round(minutes) % 60).padStart(2, '0')}`;

/** The day's sunrise and sunset, minutes after local midnight; a six o'clock sunset when it is not known. */
export function daylight(sunset: number | null): [rise: number, set: number] {
  const set = sunset ?? 1080;
  // Sunrise is not computed; days are about symmetric around 12:30 local time.
  return [Math.max(300, Math.min(540, 1500 - set)), set];
}

/** The value with the day's sunrise and sunset written as clock times. */
function withSun(value: string, sunset: number | null): string {
  const [rise, set] = daylight(sunset);
  return value.replace(
    /\(?\b(sunset|sunrise)(?:([+-])(\d\d):(\d\d))?\)?/g,
    (_, event: string, sign?: string, hours?: string, minutes?: string) => {
      const offset = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
      return clock((event === 'sunset' ? set : rise) + offset);
    },
  );
}

/** When a place with these hours is open on a local date (yyyy-mm-dd), up to 06:00 the next day. */
export function openIntervals(value: string, date: string, sunset: number | null = null): Interval[] {
  const spec = withSun(value, sunset);
  const key = `${spec}|${date}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // The library reads Dates in the process's zone; built from the wall clock, that zone never matters.
  const midnight = new Date(year, month - 1, day, 0, 0);
  const until = new Date(year, month - 1, day, 0, HORIZON);
  let intervals: Interval[];
  try {
    intervals = new OpeningHours(spec)
      .getOpenIntervals(midnight, until)
      .map(([from, to]) => [minutesAfter(midnight, from), minutesAfter(midnight, to)] as Interval);
  } catch {
    // A value the library cannot read says nothing: treat the place as open.
    intervals = [[0, HORIZON]];
  }
  cache.set(key, intervals);
  return intervals;
}

const minutesAfter = (midnight: Date, at: Date) => Math.round((at.getTime() - midnight.getTime()) / 60_000);

/**
 * Open for a visit arriving at `start` and staying `minutes`: arriving at most five minutes before
 * the doors open, and at least half the stay (at most 45 minutes) before they close.
 */
export function openForVisit(intervals: Interval[], start: number, minutes: number): boolean {
  const margin = Math.min(45, Math.round(minutes * 0.5));
  return intervals.some(([from, to]) => start >= from - 5 && start <= to - margin);
}

/** When the doors next open at or after `from`; `from` itself when open then; null when not today. */
export function nextOpening(intervals: Interval[], from: number): number | null {
  let next: number | null = null;
  for (const [open, close] of intervals) {
    if (from >= open && from < close) return from;
    if (open > from && (next === null || open < next)) next = open;
  }
  return next;
}

/** Whether the library reads a value at all (for tests of the hours tables). */
export function isValidOpeningHours(value: string): boolean {
  try {
    new OpeningHours(withSun(value, 1080));
    return true;
  } catch {
    return false;
  }
}
