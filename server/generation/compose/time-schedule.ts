import { KIND_CATALOG } from '../kinds/catalog';
import type { Grounded } from '../ground/grounded';
import type { Area } from '../world/gazetteer-types';
import { nextOpening } from '../world/opening-hours';
import { openingOf } from './stop-hours';
import { areaSaid, assignAreas, legBetween, type Leg } from './areas';
import type { Composition } from './composition';
import { dayTripOf, keepTownTogether } from './day-trip';
import { Random } from './random';
import type { Candidate, Timed } from './stop-candidate';
import type { AnchorOf } from './time-order';
import type { Frame } from './time-window';
import { fiveMinutes } from './five-minutes';

const UNKNOWN_ROUTE: Leg = { minutes: 20, mode: 'transit' };

/** Places a list of stops in time: where each one is, how one gets there, when it starts and ends. */
export type Schedule = (list: Candidate[]) => Timed[];

/** When each stop happens: after the one before and the way there, at its fixed time, once open. */
export function scheduler(composition: Composition, frame: Frame, anchorOf: AnchorOf): Schedule {
  const { request, grounded, seed } = composition;
  const named = namedAreaOf(composition);
  const late = frame.windowStart >= 1320;
  const stepFree = request.constraints.includes('step_free');
  const car = Boolean(request.car);
  const trip = dayTripOf(composition);
  return (list) => {
    if (trip) keepTownTogether(list, trip);
    const areas = assignAreas(
      list.map((candidate) => candidate.kind),
      grounded.areas,
      named,
      new Random(seed + ':areas'),
      list.map((candidate) => candidate.fixedArea ?? candidate.saidArea ?? null),
      list.map((candidate) => !candidate.requested),
    );
    const legRandom = new Random(seed + ':legs');
    // A known place is where it is; a kind of place is somewhere in its neighbourhood.
    const spots = list.map((candidate, index) => {
      const area = candidate.unknownArea ? null : (areas[index] ?? null);
      const at = candidate.position;
      if (at) return { name: candidate.placeName ?? area?.name ?? '', tags: area?.tags ?? [], ...at };
      // On a day trip from a city without neighbourhoods, its stops are at its centre: the ride is timed.
      return area ?? (trip && !candidate.unknownArea ? trip.home : null);
    });
    const legs: Leg[] = list.map((candidate, index) => {
      if (index === 0) return { minutes: 0, mode: 'walk' as const };
      // Where a named place is, we do not know: time for a ride across town, and "check the route".
      if (candidate.unknownArea || list[index - 1]?.unknownArea) return UNKNOWN_ROUTE;
      return legBetween(spots[index - 1] ?? null, spots[index] ?? null, { late, stepFree, car }, legRandom);
    });
    const start = startOf(composition, frame, anchorOf, list, legs);
    return placeInTime(grounded, frame, anchorOf, list, legs, areas, start);
  };
}

/** The neighbourhood the person named, curated or not. */
export function namedAreaOf({ request, grounded }: Pick<Composition, 'request' | 'grounded'>): Area | null {
  const namedArea = request.namedPlaces.find((place) => place.isArea);
  return namedArea ? areaSaid(grounded, namedArea.name) : null;
}

/** When the first stop starts. */
function startOf(
  { request, grounded }: Composition,
  frame: Frame,
  anchorOf: AnchorOf,
  list: Candidate[],
  legs: Leg[],
): number {
  let start = frame.windowStart;
  if (frame.hardStart) return start;
  // Start so the first fixed-time stop lands on time, unless the person fixed the start.
  const firstAnchored = list.findIndex((candidate) => anchorOf(candidate) !== null);
  if (firstAnchored >= 0) {
    let before = 0;
    for (let index = 0; index < firstAnchored; index += 1)
      before += (list[index] as Candidate).minutes + (legs[index + 1]?.minutes ?? 0);
    const fromAnchor = (anchorOf(list[firstAnchored] as Candidate) as number) - before;
    start = frame.hardEnd ? Math.min(fromAnchor, frame.windowStart) : fromAnchor;
    start = Math.max(start, firstOpens(grounded, list[0] as Candidate), 420);
    // A morning stays a morning: the first stop starts near the time of day the person asked for.
    if (frame.dayPart && frame.dayPart !== 'all_day' && request.time.dayPart)
      start = Math.min(Math.max(start, frame.windowStart - 60), frame.windowStart + 60);
  }
  // A stop that must happen before the first fixed-time one, but closes early (a pastry shop
  // before a late dinner), pulls the start earlier; the wait that opens up is filled later.
  let probe = start;
  for (const [index, candidate] of list.entries()) {
    if (anchorOf(candidate) !== null) break;
    probe += legs[index]?.minutes ?? 0;
    const [, close] = KIND_CATALOG[candidate.kind].hours;
    const late = probe + Math.round(candidate.minutes * 0.6) - close;
    if (late > 0) {
      start -= late + 15;
      probe -= late + 15;
    }
    probe += candidate.minutes;
  }
  return Math.max(start, 420, frame.earliest ?? 0);
}

/**
 * When the first stop's doors first open on the day: its kind's hour, or the meal's when the person
 * asked for it at a daytime meal ("a steak for lunch" opens at noon, not with the steakhouse's evening).
 */
function firstOpens(grounded: Grounded, first: Candidate): number {
  const catalogOpens = KIND_CATALOG[first.kind].hours[0];
  if (!first.meal) return catalogOpens;
  const opens = openingOf(grounded, first).map(([from]) => from);
  return opens.length ? Math.min(catalogOpens, ...opens) : catalogOpens;
}

function placeInTime(
  grounded: Grounded,
  frame: Frame,
  anchorOf: AnchorOf,
  list: Candidate[],
  legs: Leg[],
  areas: (Area | null)[],
  start: number,
): Timed[] {
  // What must still fit after each stop, so a fixed time never pushes the date past a hard end.
  const after = list.map((_, index) =>
    list
      .slice(index + 1)
      .reduce((sum, next, offset) => sum + next.minutes + (legs[index + 1 + offset]?.minutes ?? 0), 0),
  );
  let clock = start;
  return list.map((candidate, index) => {
    const leg = legs[index] as Leg;
    clock += leg.minutes;
    const anchor = anchorOf(candidate);
    const open = nextOpening(openingOf(grounded, candidate), clock) ?? clock;
    // Something asked for waits for its doors to open (the gap is filled below); a filler waits a little.
    const patience = candidate.requested ? 420 : 90;
    let begin = Math.max(clock, open > clock && open - clock <= patience ? open : clock);
    // Fixed-time stops (meals, the sunset) wait for their time; the gap before them is filled later.
    if (anchor !== null && anchor > begin) begin = anchor;
    // A plan is read by the clock: 18:25, not 18:26 (a minute or two is no promise about the doors), but
    // never before the walk there ends. A time the person said stays to the minute.
    const said = begin === anchor || (index === 0 && frame.hardStart && begin === start);
    if (!said)
      begin = index > 0 && fiveMinutes(begin) < clock ? fiveMinutes(begin, Math.ceil) : fiveMinutes(begin);
    // The afternoon the person left free stays free: what comes after the morning waits for the evening.
    if (frame.rest && begin >= frame.rest[0] && begin < frame.rest[1] && candidate.dayPart !== 'morning')
      begin = frame.rest[1];
    if (frame.hardEnd && begin + candidate.minutes + (after[index] ?? 0) > frame.windowEnd)
      begin = Math.max(clock, frame.windowEnd - candidate.minutes - (after[index] ?? 0));
    const timed: Timed = {
      ...candidate,
      start: begin,
      end: begin + candidate.minutes,
      travel: leg.minutes,
      mode: leg.mode,
      routeUnknown: index > 0 && Boolean(candidate.unknownArea || list[index - 1]?.unknownArea),
      area: areas[index] ?? null,
    };
    clock = timed.end;
    return timed;
  });
}
