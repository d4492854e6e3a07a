/**
 * Checks that every plan works on the day, whatever its description asked: stops open when they are
 * placed, travel that can be done in the time given, the asked-for part of the day, meals in a
 * natural order, no long waits, the right date and no hour already past, a stated budget used
 * but not exceeded, and a day trip's town seen in one go, by daylight, with lunch there. They run on every corpus plan, with no expectation written for them.
 */
import { localCost } from '../server/generation/compose/costs';
import { withinADay } from '../server/generation/compose/day-trip';
import { dayPartFrame } from '../server/generation/compose/time-window';
import { KIND_CATALOG } from '../server/generation/kinds/catalog';
import { familyOf } from '../server/generation/kinds/kind-ids';
import { hoursOf } from '../server/generation/kinds/opening-hours';
import type { DraftStop } from '../server/generation/draft';
import type { PlanResult } from '../server/generation/pipeline';
import type { DayPart } from '../server/generation/request';
import { distanceKm } from '../server/generation/world/distance';
import { landmarksIn } from '../server/generation/world/landmarks/all-landmarks';
import { landmarkOpeningHours } from '../server/generation/world/landmarks/landmark-hours';
import { localDateISO, localMinutes, weekdayOf } from '../server/generation/world/local-time';
import { openForVisit, openIntervals } from '../server/generation/world/opening-hours';
import type { Landmark } from '../server/generation/world/landmark-types';

export const LOGISTICS_CHECK_KINDS = [
  'hours',
  'travel',
  'dayPart',
  'mealOrder',
  'gaps',
  'date',
  'budgetBand',
  'dayTrip',
] as const;
export type LogisticsCheckKind = (typeof LOGISTICS_CHECK_KINDS)[number];

export interface LogisticsOutcome {
  kind: LogisticsCheckKind;
  pass: boolean;
  detail: string;
}

const outcome = (kind: LogisticsCheckKind, pass: boolean, detail: string): LogisticsOutcome => ({
  kind,
  pass,
  detail,
});

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The parts of the day as a person means them, with half an hour of give either side. */
const frameOf = (dayPart: DayPart | null, meals: { lunch: number }) =>
  dayPart && dayPart !== 'all_day' ? dayPartFrame(dayPart, meals) : undefined;
const GIVE = 30;
const LONGEST_WAIT = 45;

export function logisticsChecks(result: PlanResult, now: Date): LogisticsOutcome[] {
  return [
    ...hoursChecks(result),
    ...travelChecks(result),
    ...dayPartChecks(result),
    ...mealOrderChecks(result),
    ...gapChecks(result),
    ...dateChecks(result, now),
    ...budgetBandChecks(result),
    ...dayTripChecks(result),
  ];
}

function landmarkOf(result: PlanResult, stop: DraftStop): Landmark | undefined {
  const { curatedName, country } = result.grounded;
  if (!stop.placeName || !curatedName || !country) return undefined;
  return landmarksIn(curatedName, country).find((landmark) => landmark.name === stop.placeName);
}

/** Every stop the planner chose is open while it is placed, on the plan's date. */
function hoursChecks(result: PlanResult): LogisticsOutcome[] {
  const { date, sunset } = result.grounded;
  return result.draft.stops
    .filter((stop) => !stop.placeName || stop.landmark)
    .map((stop) => {
      const landmark = landmarkOf(result, stop);
      const value = landmark ? landmarkOpeningHours(landmark) : hoursOf(stop.kind, stop.meal);
      const open = openForVisit(openIntervals(value, date, sunset), stop.start, stop.end - stop.start);
      return outcome(
        'hours',
        open,
        `${stop.placeName ?? stop.kind} at ${clock(stop.start)} on ${date}: ${value}`,
      );
    });
}

/** Where a stop is, when the plan says: a town out of the city, its landmark, else its neighbourhood. */
function positionOf(result: PlanResult, stop: DraftStop): { lat: number; lon: number } | null {
  if (stop.position) return stop.position;
  const landmark = landmarkOf(result, stop);
  if (landmark) return landmark;
  const area = result.grounded.areas.find((candidate) => candidate.name === stop.area);
  return area ?? null;
}

/** A walk is at most about 2 km at a walking pace; a ride takes at least what the distance needs. */
function travelChecks(result: PlanResult): LogisticsOutcome[] {
  const stops = result.draft.stops;
  return stops.slice(1).flatMap((stop, index) => {
    const from = positionOf(result, stops[index] as DraftStop);
    const to = positionOf(result, stop);
    if (!from || !to) return [];
    const km = distanceKm(from, to);
    const leg = `${clock(stop.start)} ${stop.mode} ${stop.travelMinutes} min for ${km.toFixed(1)} km`;
    if (stop.mode === 'walk') return [outcome('travel', km <= 2.5 && stop.travelMinutes >= km * 10, leg)];
    return [outcome('travel', stop.travelMinutes >= km * 1.2 && stop.travelMinutes <= 20 + km * 6, leg)];
  });
}

/** Words for the sun going down name a moment, not a part of the day to frame the plan. */
const SUN_WORDS = /sun|sol|soleil|sonne|coucher|atardec|tramonto|golden|dusk|crep/i;

/**
 * A said part of the day (without clock times) frames the plan: it starts and ends inside it, give or
 * take half an hour, except where a meal the person asked for falls outside it ("afternoon … and
 * dinner" ends after dinner).
 */
function dayPartChecks(result: PlanResult): LogisticsOutcome[] {
  const time = result.request.time;
  const frame = frameOf(time.dayPart, result.grounded.meals);
  const stops = result.draft.stops;
  const first = stops[0];
  const last = stops.at(-1);
  if (!frame || time.start !== null || time.end !== null || !first || !last) return [];
  if (time.spans.length && time.spans.every((span) => SUN_WORDS.test(span.text))) return [];
  // What the person asked for at its own time (a meal, the sunset) may take the plan past its frame.
  const askedMeals = stops.filter(
    (stop) => stop.requested && (KIND_CATALOG[stop.kind].meal || stop.atSunset),
  );
  const mealBefore = askedMeals.some((stop) => stop.start < frame[0] - GIVE);
  const mealAfter = askedMeals.some((stop) => stop.end > frame[1] + GIVE);
  const span = `${time.dayPart} plan ${clock(first.start)}–${clock(last.end)}`;
  return [
    outcome('dayPart', mealBefore || first.start >= frame[0] - GIVE, span),
    outcome('dayPart', mealAfter || last.end <= frame[1] + GIVE, span),
  ];
}

const isDinner = (stop: DraftStop) => {
  const meal = KIND_CATALOG[stop.kind].meal;
  return meal === 'dinner' || ((meal === 'any' || familyOf(stop.kind) === 'meal') && stop.start >= 17 * 60);
};

/** No dessert the person did not ask for before dinner. */
function mealOrderChecks(result: PlanResult): LogisticsOutcome[] {
  const stops = result.draft.stops;
  const dinner = stops.findIndex(isDinner);
  if (dinner < 0) return [];
  const early = stops
    .slice(0, dinner)
    .filter((stop) => familyOf(stop.kind) === 'sweet' && !stop.requested)
    .map((stop) => stop.kind);
  return [outcome('mealOrder', early.length === 0, `before dinner: ${early.join(', ') || 'nothing sweet'}`)];
}

/** Nothing overlaps and no wait between stops is longer than 45 minutes. */
function gapChecks(result: PlanResult): LogisticsOutcome[] {
  const stops = result.draft.stops;
  const waits = stops
    .slice(1)
    .map((stop, index) => stop.start - (stops[index] as DraftStop).end - stop.travelMinutes);
  const worst = waits.length ? Math.max(...waits) : 0;
  const overlap = waits.some((wait) => wait < 0);
  return [outcome('gaps', !overlap && worst <= LONGEST_WAIT, `waits ${waits.join(', ')} min`)];
}

/** The stated day is the plan's day, and no stop of a plan for today is at an hour already past. */
function dateChecks(result: PlanResult, now: Date): LogisticsOutcome[] {
  const { when } = result.request;
  const { date, timezone } = result.grounded;
  const out: LogisticsOutcome[] = [];
  if (when.date) out.push(outcome('date', date === when.date, `planned for ${date}, said ${when.date}`));
  if (when.weekday !== null)
    out.push(
      outcome('date', weekdayOf(date) === when.weekday, `planned for ${date}, said weekday ${when.weekday}`),
    );
  const first = result.draft.stops[0];
  if (timezone && first && date === localDateISO(now, timezone)) {
    const minutes = localMinutes(now, timezone);
    out.push(
      outcome('date', first.start >= minutes, `today at ${clock(minutes)}, first stop ${clock(first.start)}`),
    );
  }
  return out;
}

/** A stated budget is used (60 % or more of it) and never exceeded, unless the plan says it is too low. */
function budgetBandChecks(result: PlanResult): LogisticsOutcome[] {
  const budget = result.grounded.budgetTotalLocal;
  if (budget === null || result.request.budget.money?.bound === 'min') return [];
  const high = result.draft.stops.reduce((sum, stop) => sum + stop.cost[1], 0) * result.request.people;
  const saidTooLow = result.draft.findings.some((finding) => finding.type === 'budget_too_low');
  // Every stop already at its top standing: more of the budget could only go on stops nobody asked for.
  const allTop = result.draft.stops.every(
    (stop) => stop.cost[1] >= localCost(stop.kind, 'luxury', result.grounded)[1],
  );
  const used = high >= budget * 0.6 || allTop;
  const pass = saidTooLow || (high <= budget * 1.001 && used);
  return [
    outcome(
      'budgetBand',
      pass,
      `high end ${Math.round(high)} of ${Math.round(budget)} ${result.grounded.currency}`,
    ),
  ];
}

/** A stop of a day trip's town: within a few kilometres of where the town is. */
const TOWN_KM = 3;

/**
 * A day trip works on the day: the town's stops come together (out once, back once), its sights end
 * by sunset (give or take half an hour), and lunch is not eaten in the city before the ride out.
 * Never "lunch in Florence, Siena after dark, back for gelato".
 */
function dayTripChecks(result: PlanResult): LogisticsOutcome[] {
  const town = result.request.outOfTown?.[0];
  const city = result.request.place.city;
  const stops = result.draft.stops;
  if (!town || !city || !withinADay(city, town, result.request.car)) return [];
  const inTown = stops.map((stop) => Boolean(stop.position) && distanceKm(stop.position!, town) <= TOWN_KM);
  const first = inTown.indexOf(true);
  const last = inTown.lastIndexOf(true);
  if (first < 0) return [];
  const where = stops.map(
    (stop, index) => `${clock(stop.start)} ${stop.kind}${inTown[index] ? ' (town)' : ''}`,
  );
  const { sunset, meals } = result.grounded;
  const dark = stops.filter(
    (stop, index) =>
      inTown[index] &&
      sunset !== null &&
      !stop.atSunset &&
      !KIND_CATALOG[stop.kind].meal &&
      stop.end > sunset + GIVE,
  );
  const lunchBefore = stops
    .slice(0, first)
    .some((stop) => KIND_CATALOG[stop.kind].meal && Math.abs(stop.start - meals.lunch) <= 90);
  return [
    outcome('dayTrip', inTown.slice(first, last + 1).every(Boolean), `town apart: ${where.join(', ')}`),
    outcome('dayTrip', !dark.length, `after dark in town: ${where.join(', ')}`),
    outcome('dayTrip', !lunchBefore, `lunch in the city, then the town: ${where.join(', ')}`),
  ];
}
