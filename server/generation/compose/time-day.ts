import type { Finding } from '../draft';
import type { Grounded } from '../ground/grounded';
import type { DateWhen, DayPart } from '../request';
import { addDaysISO, localDateISO, localMinutes } from '../world/local-time';
import { sunsetMinutes } from '../world/sun';
import { dayPartFrame } from './time-window';

/** How long from now until a first stop can begin: getting ready and getting there. */
const LEAD = 30;
/** Before this hour a night out that began yesterday is what "tonight" would mean; it is over. */
const SMALL_HOURS_END = 5 * 60;
/** Less than this left of a part of today the person said, and the plan moves to tomorrow. */
const SHORTEST_LEFT = 60;
/** Parts of the day that run on into the night, and so are never over before midnight. */
const RUNS_LATE: DayPart[] = ['evening', 'night', 'all_day'];

/**
 * The plan's day against the planner's "now". A plan for today never has a stop at an hour already
 * past: a day the person said ("tonight", "today") starts from now; a plan with no day said that
 * would start in the past is made for tomorrow instead. When the part of today the person said is
 * over, or "tonight" is said after midnight, the plan says which day it is for.
 */
export type DayDecision =
  | { kind: 'as_is'; finding?: Finding }
  | { kind: 'from_now'; notBefore: number }
  | { kind: 'tomorrow'; grounded: Grounded; finding?: Finding };

export function decideDay(grounded: Grounded, firstStart: number | null, now: Date | undefined): DayDecision {
  if (!now || !grounded.timezone || firstStart === null) return { kind: 'as_is' };
  if (grounded.date !== localDateISO(now, grounded.timezone)) return { kind: 'as_is' };
  const minutes = localMinutes(now, grounded.timezone);
  const notBefore = Math.ceil((minutes + LEAD) / 15) * 15;
  const { when, time } = grounded.request;
  const tonight = time.dayPart === 'evening' || time.dayPart === 'night';
  if (firstStart >= notBefore) {
    return saidToday(when) && tonight && minutes < SMALL_HOURS_END
      ? { kind: 'as_is', finding: { type: 'day_moved', date: grounded.date, reason: 'after_midnight' } }
      : { kind: 'as_is' };
  }
  const tomorrow = groundedOn(grounded, addDaysISO(grounded.date, 1));
  if (when.date === null && when.weekday === null) return { kind: 'tomorrow', grounded: tomorrow };
  if (saidToday(when) && partOver(grounded, notBefore))
    return {
      kind: 'tomorrow',
      grounded: tomorrow,
      finding: { type: 'day_moved', date: tomorrow.date, reason: 'day_over' },
    };
  return { kind: 'from_now', notBefore };
}

/** "Today", "tonight", "heute": a day said as today by a word, not by a date or a weekday's name. */
function saidToday(when: DateWhen): boolean {
  return when.date !== null && when.weekday === null && !/\d/.test(when.span?.text ?? '');
}

/** The part of the day said ("this morning", "lunch today") leaves too little of itself after now. */
function partOver(grounded: Grounded, notBefore: number): boolean {
  const { dayPart, end } = grounded.request.time;
  if (end !== null) return end - notBefore < SHORTEST_LEFT;
  if (dayPart === null || RUNS_LATE.includes(dayPart)) return false;
  return dayPartFrame(dayPart, grounded.meals)[1] - notBefore < SHORTEST_LEFT;
}

/** The same request on another day: its date and its sunset. */
export function groundedOn(grounded: Grounded, date: string): Grounded {
  const city = grounded.request.place.city;
  const sunset =
    city && grounded.timezone ? sunsetMinutes(city.lat, city.lon, date, grounded.timezone) : grounded.sunset;
  return { ...grounded, date, sunset };
}
