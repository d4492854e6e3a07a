import type { Grounded } from '../ground/grounded';
import { KIND_CATALOG } from '../kinds/catalog';
import { familyOf } from '../kinds/kind-ids';
import type { DayPart } from '../request';
import type { Composition } from './composition';
import { dayPartOf, defaultStart, FAMILY_TIME, mealAnchor } from './natural-times';
import { mealOf, openingMealOf, type Candidate } from './stop-candidate';
import { KIND_OPENING_HOURS } from '../kinds/opening-hours';
import { fiveMinutes } from './five-minutes';
import { shortestStayOf } from './stay-length';

/** When the date may happen: the window the stops are placed in and how far it may stretch. */
export interface Frame {
  dayPart: DayPart | null;
  /** How long the date should last. */
  length: number;
  windowStart: number;
  windowEnd: number;
  /** The latest a date may end without a stated end. */
  latestEnd: number;
  maxLength: number;
  /** The person fixed the start or the end with a time. */
  hardStart: boolean;
  hardEnd: boolean;
  wantsSunset: boolean;
  /** The start of the part of the day the person said ("in the morning"): nothing starts before it. */
  earliest: number | null;
  /**
   * The afternoon the person left out between the morning and the evening they asked for ("the
   * Vatican in the morning, then carbonara for dinner"): their own time, which no stop fills.
   */
  rest?: [start: number, end: number];
}

/** The parts of the day as people mean them; a part the person said is the plan's frame. */
export const DAY_PART_FRAMES: Record<DayPart, [start: number, end: number]> = {
  morning: [480, 720],
  lunchtime: [690, 870],
  afternoon: [720, 1080],
  evening: [1020, 1380],
  night: [1260, 1560],
  all_day: [480, 1440],
};

/** Without a stated end the date may run on past the nominal length, but not past a sensible hour. */
const LATEST: Record<DayPart, number> = {
  morning: 780,
  lunchtime: 900,
  afternoon: 1290,
  evening: 1530,
  night: 1620,
  all_day: 1530,
};

/**
 * A part of the day's frame where the plan is: lunchtime is an hour and a half either side of the
 * local lunch (11:30–14:30 where lunch is at one, 12:30–15:30 in Madrid).
 */
export function dayPartFrame(dayPart: DayPart, meals: { lunch: number }): [start: number, end: number] {
  return dayPart === 'lunchtime' ? [meals.lunch - 90, meals.lunch + 90] : DAY_PART_FRAMES[dayPart];
}

/** Sets the window from the words for time, or from what was asked for when there are none. */
export function timeWindow(composition: Composition, notBefore: number | null = null): Frame {
  const { request, grounded, candidates, findings } = composition;
  const time = request.time;
  const wantsSunset = candidates.some(
    (candidate) => candidate.kind === 'sunset_spot' || candidate.wantsSunset,
  );
  let dayPart = dayPartFor(composition, wantsSunset);
  let length = time.lengthMinutes ?? (dayPart === 'all_day' ? 600 : dayPart === 'lunchtime' ? 150 : 240);
  let windowStart = time.start ?? (time.end !== null ? time.end - length : defaultStart(dayPart, grounded));
  // A sunset date starts a little before the sun goes down, unless the person said when.
  if (time.start === null && time.end === null && wantsSunset && grounded.sunset !== null) {
    windowStart = Math.min(windowStart, fiveMinutes(grounded.sunset - 60, Math.floor));
  }
  if (time.start === null && time.end === null) {
    const start = daylightStart(composition, windowStart);
    length += windowStart - start;
    windowStart = start;
  }
  const opening = saidFromItsMeal(composition, dayPart, windowStart, windowStart + length);
  if (opening !== null) {
    length -= opening - windowStart;
    windowStart = opening;
  }
  const said = saidDayPart(composition, dayPart);
  if (said) windowStart = Math.max(windowStart, said[0]);
  // Later today: what is left of the day, from now on, however the person framed it.
  if (notBefore !== null && windowStart < notBefore) {
    windowStart = notBefore;
    if (time.end !== null && time.end - notBefore < 45) findings.push({ type: 'short_window' });
  }
  length = withinSaidPart(time, grounded.meals, windowStart, length);
  const windowEnd = time.end ?? windowStart + length;
  const saidLatest = said ? saidEnd(dayPart, said, grounded.meals) : null;
  let latestEnd =
    time.end ??
    Math.max(
      saidLatest ?? (time.dayPart ? LATEST[time.dayPart] : LATEST.evening),
      ...askedEnds(composition, windowStart, windowEnd, saidLatest),
    );
  const maxLength =
    time.lengthMinutes ??
    (time.end !== null && time.start !== null ? time.end - time.start : dayPart === 'all_day' ? 780 : 480);
  if (time.start !== null && time.end !== null) length = time.end - time.start;
  // Late tonight, what is left is the night: it runs on past the evening, as late as a night out does.
  if (notBefore !== null && time.end === null && latestEnd - windowStart < 150) {
    latestEnd = Math.max(latestEnd, Math.min(LATEST.night, windowStart + 180));
    dayPart = 'night';
  }
  if (time.hard && windowEnd - windowStart < 45) findings.push({ type: 'short_window' });
  return {
    dayPart,
    length,
    windowStart,
    windowEnd,
    latestEnd,
    maxLength,
    hardStart: time.start !== null || notBefore !== null,
    hardEnd: time.end !== null,
    wantsSunset,
    earliest: notBefore !== null ? Math.max(notBefore, said?.[0] ?? 0) : said ? said[0] : null,
    ...restBetweenParts(composition, windowStart, wantsSunset),
  };
}

/** The shortest a said part of the day is made when it starts late in that part. */
const SHORTEST_FRAMED_LENGTH = 150;

/**
 * A part of the day said without a length or an end ends with that part (give or take half an hour):
 * a morning from ten is about two hours, not four that fillers then pad into the afternoon. What the
 * person asked for at its own hour (lunch after a morning) may still run past it.
 */
function withinSaidPart(
  time: Composition['request']['time'],
  meals: Grounded['meals'],
  windowStart: number,
  length: number,
): number {
  // Lunchtime's length is already its own (two and a half hours around lunch), all day is the day.
  if (time.lengthMinutes !== null || time.end !== null || !time.dayPart) return length;
  if (time.dayPart === 'all_day' || time.dayPart === 'lunchtime') return length;
  const frameEnd = dayPartFrame(time.dayPart, meals)[1] + 30;
  return Math.min(length, Math.max(SHORTEST_FRAMED_LENGTH, frameEnd - windowStart));
}

/**
 * "Almoço de sardinhas, um passeio ao longo do Tejo e à noite fado": a whole day the person tells from
 * its lunch (or brunch) starts at that meal, not at ten, and is that much shorter (time-order.ts puts
 * nothing before the meal). The meal's hour, or null where the day is not told so.
 */
function saidFromItsMeal(
  { request, grounded, candidates }: Composition,
  dayPart: DayPart | null,
  windowStart: number,
  windowEnd: number,
): number | null {
  if (dayPart !== 'all_day' || request.time.start !== null || request.time.end !== null) return null;
  const first = openingMealOf(candidates);
  if (!first) return null;
  const anchor = mealAnchor(first, grounded, windowStart, windowEnd);
  return anchor !== null && anchor > windowStart ? anchor : null;
}

/** The shortest afternoon worth leaving free; less is only a wait between stops. */
const SHORTEST_REST = 120;
/** When the evening a person asked for begins: the hour before the local dinner, at five at the earliest. */
const EVENING_FROM = 1020;
/** How long before the sunset an evening that asked for it begins: time to get there and settle in. */
const SUNSET_LEAD = 75;

/**
 * Wishes said for the morning and for the evening, none for the afternoon and no clock time: the
 * afternoon between, from after a late lunch to the evening, is the couple's own.
 */
function restBetweenParts(
  { request, grounded, candidates }: Composition,
  windowStart: number,
  wantsSunset: boolean,
): { rest: [number, number] } | Record<string, never> {
  const { time } = request;
  if (time.start !== null || time.end !== null) return {};
  if ((time.saidParts ?? []).some((said) => said.part === 'afternoon' || said.part === 'lunchtime'))
    return {};
  const parts = new Set(
    candidates.filter((candidate) => candidate.requested).map((candidate) => candidate.dayPart),
  );
  if (!parts.has('morning') || !(parts.has('evening') || parts.has('night')) || parts.has('afternoon'))
    return {};
  const start = Math.max(windowStart + 180, grounded.meals.lunch + 90);
  const evening = Math.max(EVENING_FROM, grounded.meals.dinner - 150);
  // A sunset asked for opens the evening: in November it sets before five in much of Europe.
  const end =
    wantsSunset && grounded.sunset !== null ? Math.min(evening, grounded.sunset - SUNSET_LEAD) : evening;
  return end - start >= SHORTEST_REST ? { rest: [start, end] } : {};
}

/**
 * The frame of the part of the day the person said, without clock times: "in the morning", "this
 * evening". Words for the sunset name a moment, not a part of the day, and so frame nothing.
 */
function saidDayPart({ request, grounded }: Composition, dayPart: DayPart | null): [number, number] | null {
  const time = request.time;
  if (!dayPart || dayPart !== time.dayPart || dayPart === 'all_day') return null;
  if (time.start !== null || time.end !== null) return null;
  const sunsetWords = request.wanted.filter((wish) => wish.kind === 'sunset_spot').map((wish) => wish.span);
  const onlySunset =
    time.spans.length > 0 &&
    time.spans.every((span) => sunsetWords.some((words) => span.start < words.end && words.start < span.end));
  return onlySunset ? null : dayPartFrame(dayPart, grounded.meals);
}

/**
 * Only a time of day the person said bounds the end; what they asked for may stretch it. A meal at
 * its hour: a dish of no set hour ("ceviche", "a pizza") is eaten inside the frame, and stretches an
 * afternoon to dinner only if it is dinner. A wish that opens too late to fit in the frame (a fado
 * house in "the afternoon", a restaurant's chilaquiles at the end of a morning) takes the frame with it.
 */
function askedEnds(
  { candidates, grounded }: Composition,
  windowStart: number,
  windowEnd: number,
  saidLatest: number | null,
): number[] {
  const asked = candidates.filter((candidate) => candidate.requested);
  const meals = asked
    .filter((candidate) => mealOf(candidate))
    .map(
      (candidate) =>
        (mealAnchor(candidate, grounded, windowStart, windowEnd) ?? 0) +
        KIND_CATALOG[candidate.kind].minutes +
        30,
    );
  const opens = (candidate: Candidate) => KIND_CATALOG[candidate.kind].hours[0];
  const afterDinner = saidAfterDinner(asked, grounded, windowStart, windowEnd).filter(
    (end) => saidLatest === null || end > saidLatest + FRAME_GIVE,
  );
  const later = asked.flatMap((candidate) => {
    if (saidLatest === null) return [];
    // Closed all through the frame: the frame moves to it, and what follows it comes after.
    if (opens(candidate) >= saidLatest) return [opens(candidate) + candidate.minutes + 30];
    // What opens too late to finish inside the frame (a late kitchen, a dance floor at ten) runs
    // over it, kept as short as stays are ever made (see shrinkStays in time-fit.ts).
    const shortest = shortestStay(candidate);
    return opens(candidate) + shortest > saidLatest ? [opens(candidate) + shortest] : [];
  });
  return [...meals, ...later, ...afterDinner];
}

/** A stay kept as short as stays are ever made (shrinkStays in time-fit.ts). */
const shortestStay = (candidate: Candidate) => Math.min(candidate.minutes, shortestStayOf(candidate.kind));

/** What a frame gives before it is stretched: half an hour, as the logistics check allows. */
const FRAME_GIVE = 30;
/** Minutes from one stop to the next, for a frame's reckoning before any route is known. */
const BETWEEN_STOPS = 15;

/**
 * "Empanadas, un paseo por San Telmo y tango a la noche" in Buenos Aires, where dinner is at half past
 * nine: what the person said after their dinner follows it, in their order, however late the local
 * dinner puts it. Where it cannot end within half an hour of the frame, the frame runs on to the end
 * of it (the first tip says so), not past it.
 */
function saidAfterDinner(
  asked: Candidate[],
  grounded: Composition['grounded'],
  windowStart: number,
  windowEnd: number,
): number[] {
  const dinner = asked.find(
    (candidate) =>
      mealOf(candidate) && mealAnchor(candidate, grounded, windowStart, windowEnd) === grounded.meals.dinner,
  );
  if (!dinner) return [];
  const after = asked.filter(
    (candidate) => candidate !== dinner && (candidate.mention ?? -1) > (dinner.mention ?? Infinity),
  );
  if (!after.length) return [];
  // At their shortest stays: only what cannot fit even so stretches the frame.
  const minutes = after.reduce(
    (sum, candidate) => sum + BETWEEN_STOPS + shortestStay(candidate),
    shortestStay(dinner),
  );
  return [grounded.meals.dinner + minutes];
}

/**
 * The latest a said part of the day may end. A morning runs on to lunch (12:00–12:30, by the local
 * lunch hour): people mean "the morning" as the time before lunch, not a shift that ends at noon.
 */
export function saidEnd(dayPart: DayPart | null, said: [number, number], meals: { lunch: number }): number {
  if (dayPart !== 'morning') return said[1];
  return Math.min(MORNING_RUNS_TO, Math.max(said[1], meals.lunch - 30));
}
const MORNING_RUNS_TO = 750;

/** The part of the day: said, or read from a stated time, a sunset, or the earliest thing asked for. */
function dayPartFor({ request, grounded, candidates }: Composition, wantsSunset: boolean): DayPart | null {
  const time = request.time;
  let dayPart: DayPart | null = time.dayPart;
  // "Lunch, then a sunset walk": the sunset ends the day, it does not make the whole date an evening.
  const daytimeMeal = candidates.some((candidate) =>
    ['breakfast', 'brunch', 'lunch'].includes(mealOf(candidate) ?? ''),
  );
  if (dayPart === 'evening' && wantsSunset && daytimeMeal && time.start === null && time.end === null)
    dayPart = null;
  if (!dayPart && time.start !== null) dayPart = dayPartOf(time.start);
  // A town out of the city is a day out: there and back takes the day.
  if (!dayPart && (request.outOfTown?.length || request.place.setOutFrom)) dayPart = 'all_day';
  if (!dayPart && wantsSunset && !daytimeMeal) dayPart = 'evening';
  if (!dayPart && candidates.length) dayPart = dayPartOfWishes(candidates, grounded);
  return dayPart;
}

/** A named dinner makes it an evening; otherwise the earliest thing asked for sets the time of day. */
function dayPartOfWishes(candidates: Candidate[], grounded: Grounded): DayPart | null {
  const meals = candidates.map(mealOf).filter(Boolean);
  const earliest = Math.min(
    ...candidates.map(
      (candidate) => mealAnchor(candidate, grounded, 0, 1440) ?? FAMILY_TIME[familyOf(candidate.kind)],
    ),
  );
  if (meals.includes('dinner')) return null;
  if (meals.includes('lunch') && earliest >= 600) return 'afternoon';
  if (earliest >= 960 && candidates.some(needsDaylight)) return 'afternoon';
  return earliest < 690 ? 'morning' : earliest < 960 ? 'afternoon' : null;
}

/**
 * "Tacos and then Chapultepec": with no time said, a date with a place whose hours follow the sun (a
 * park, a hike, a picnic) is had by day, not in an evening that would find it shut. A museum that
 * closes at six keeps its own hours; it does not make the date a daytime one.
 */
function needsDaylight(candidate: Candidate): boolean {
  return /sunset/.test(candidate.openingHours ?? KIND_OPENING_HOURS[candidate.kind]);
}
/**
 * "A park and a viewpoint, then dinner", "tacos, then Chapultepec": what closes at dusk is had before
 * it, and the date starts early enough for it and for what the person said before it.
 */
function daylightStart({ candidates, grounded }: Composition, windowStart: number): number {
  if (grounded.sunset === null) return windowStart;
  const last = Math.max(
    ...candidates.map((candidate) =>
      candidate.requested && needsDaylight(candidate) ? (candidate.mention ?? 0) : -1,
    ),
  );
  if (last < 0) return windowStart;
  const minutes = candidates
    .filter((candidate) => candidate.requested && (candidate.mention ?? 0) <= last)
    .reduce((sum, candidate) => sum + candidate.minutes + DAYLIGHT_TRAVEL, 0);
  return Math.min(windowStart, Math.floor((grounded.sunset - minutes) / 15) * 15);
}

/** The way to each stop had in daylight, counted before sunset too. */
const DAYLIGHT_TRAVEL = 15;
