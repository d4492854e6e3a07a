import type { Grounded } from '../ground/grounded';
import { addDaysISO, localDateISO, localMinutes } from '../world/local-time';
import { sunsetMinutes } from '../world/sun';

/** How long from now until a first stop can begin: getting ready and getting there. */
const LEAD = 30;

/**
 * The plan's day against the planner's "now". A plan for today never has a stop at an hour already
 * past: a day the person said ("tonight", "today") starts from now; a plan with no day said that
 * would start in the past is made for tomorrow instead.
 */
export type DayDecision =
  { kind: 'as_is' } | { kind: 'from_now'; notBefore: number } | { kind: 'tomorrow'; grounded: Grounded };

export function decideDay(grounded: Grounded, firstStart: number | null, now: Date | undefined): DayDecision {
  if (!now || !grounded.timezone || firstStart === null) return { kind: 'as_is' };
  if (grounded.date !== localDateISO(now, grounded.timezone)) return { kind: 'as_is' };
  const notBefore = Math.ceil((localMinutes(now, grounded.timezone) + LEAD) / 15) * 15;
  if (firstStart >= notBefore) return { kind: 'as_is' };
  const { when } = grounded.request;
  if (when.date !== null || when.weekday !== null) return { kind: 'from_now', notBefore };
  return { kind: 'tomorrow', grounded: groundedOn(grounded, addDaysISO(grounded.date, 1)) };
}

/** The same request on another day: its date and its sunset. */
export function groundedOn(grounded: Grounded, date: string): Grounded {
  const city = grounded.request.place.city;
  const sunset =
    city && grounded.timezone ? sunsetMinutes(city.lat, city.lon, date, grounded.timezone) : grounded.sunset;
  return { ...grounded, date, sunset };
}
