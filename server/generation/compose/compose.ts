import type { Draft, DraftStop, Finding } from '../draft';
import type { Grounded } from '../ground/grounded';
import { chooseFillers } from './choose-fillers';
import { forgetLandmark, landmarkChooser } from './choose-landmarks';
import { chooseSunsetHost } from './choose-sunset-host';
import { chooseWishes } from './choose-wishes';
import { startComposition, type Composition } from './composition';
import { priceStops, pricesOf } from './price-stops';
import { closedStops, fitWindow, overEnd } from './time-fit';
import { addCompanion, fillGaps, inRest, LONGEST_WAIT, topUp } from './time-gaps';
import { orderStops } from './time-order';
import { catchTheSunset, settleSunsetSpots, stillAtSunset, timeSunset } from './time-sunset';
import { decideDay } from './time-day';
import {
  chooseDayTrip,
  dayTripFrame,
  dayTripOf,
  fillTheReturn,
  orderDayTrip,
  townInDaylight,
} from './day-trip';
import { timeWindow } from './time-window';
import type { Candidate, Timed } from './stop-candidate';
import { timelineOf, type Timeline } from './timeline';

export interface ComposeOptions {
  variant?: number;
  /** The planner's "now": a plan for today never places a stop at an hour already past. */
  now?: Date;
}

/**
 * Chooses and times the stops for a grounded request; what cannot be honoured becomes a finding.
 * Stages: choose what goes in → set the window and the day → order → place in time → price.
 */
export function compose(grounded: Grounded, options: ComposeOptions = {}): Draft {
  const draft = composeOn(grounded, options.variant ?? 0, null);
  const day = decideDay(grounded, draft.stops[0]?.start ?? null, options.now);
  if (day.kind === 'tomorrow')
    return saying(composeOn(day.grounded, options.variant ?? 0, null), day.finding);
  if (day.kind === 'from_now') return composeOn(grounded, options.variant ?? 0, day.notBefore);
  return saying(draft, day.finding);
}

/** A moved day is the first thing the plan says: every other stop depends on it. */
function saying(draft: Draft, finding: Finding | undefined): Draft {
  return finding ? { ...draft, findings: [finding, ...draft.findings] } : draft;
}

function composeOn(grounded: Grounded, variant: number, notBefore: number | null): Draft {
  const composition = startComposition(grounded, variant);
  chooseWishes(composition);
  chooseSunsetHost(composition);
  const trip = dayTripOf(composition);
  const said = timeWindow(composition, notBefore);
  const frame = trip ? dayTripFrame(said, grounded) : said;
  const sunsetFits = timeSunset(composition, frame);
  if (trip) chooseDayTrip(composition, trip, frame);
  else chooseFillers(composition, frame, sunsetFits);
  const timeline = timelineOf(composition, frame);
  orderStops(composition, timeline.anchorOf);
  if (trip) orderDayTrip(composition, trip);
  timeline.reschedule();
  if (trip) {
    townInDaylight(composition, timeline);
    fillTheReturn(composition, timeline, trip);
  }
  fillGaps(composition, timeline);
  addCompanion(composition, timeline);
  const chooseLandmarks = landmarkChooser(composition, timeline);
  if (composition.cityLandmarks.length) chooseLandmarks();
  fitWindow(composition, timeline);
  topUp(
    composition,
    timeline,
    () => !overEnd(timeline) && !closedStops(timeline, composition.grounded).length,
  );
  const closedBefore = closedStops(timeline, composition.grounded).length;
  const wasOver = overEnd(timeline);
  catchTheSunset(
    composition,
    timeline,
    () =>
      closedStops(timeline, composition.grounded).length <= closedBefore && (wasOver || !overEnd(timeline)),
  );
  const pricing = priceStops(composition, timeline);
  if (composition.cityLandmarks.length) landmarksAfterMoves(composition, timeline, chooseLandmarks);
  const prices = pricesOf(composition, timeline, pricing);
  settleSunsetSpots(composition, timeline.timed);
  return draftOf(composition, timeline, prices);
}

/**
 * Stops moved to another hour, swapped for another kind or made free were never offered a landmark
 * at their new hour; they get one now, unless its place breaks the window or an opening hour.
 */
function landmarksAfterMoves(
  composition: Composition,
  timeline: Timeline,
  chooseLandmarks: () => Candidate[],
): void {
  const wasOver = overEnd(timeline);
  const wereClosed = closedStops(timeline, composition.grounded).length;
  const given = chooseLandmarks();
  if (
    given.length &&
    ((overEnd(timeline) && !wasOver) || closedStops(timeline, composition.grounded).length > wereClosed)
  ) {
    for (const candidate of given) forgetLandmark(candidate);
    timeline.reschedule();
  }
}

function draftOf(composition: Composition, timeline: Timeline, prices: [number, number][]): Draft {
  const { request, grounded, findings, seed } = composition;
  const stops: DraftStop[] = timeline.timed.map((stop, index) => ({
    kind: stop.kind,
    placeName: stop.placeName,
    landmark: Boolean(stop.landmark),
    // A stop out in the town is in it by name ("a pizzeria, Siena"); a named place there says its own name.
    area: stop.unknownArea || (stop.outOfTown && stop.placeName) ? null : (stop.area?.name ?? null),
    ...(stop.outOfTown && stop.position ? { position: stop.position } : {}),
    start: stop.start,
    end: stop.end,
    travelMinutes: stop.travel,
    mode: stop.mode,
    cost: prices[index] as [number, number],
    atSunset: stillAtSunset(stop, grounded.sunset),
    requested: stop.requested,
    ...(stop.wish ? { wish: stop.wish } : {}),
    ...(stop.wish && stop.dish ? { dish: true } : {}),
    ...(stop.routeUnknown ? { routeUnknown: true } : {}),
    ...(stop.meal ? { meal: stop.meal } : {}),
  }));
  const freeTime = freeTimeOf(timeline);
  return {
    request,
    grounded,
    language: request.language,
    stops,
    findings,
    seed,
    ...(freeTime ? { freeTime } : {}),
  };
}

/** The wait across the afternoon the person left free, when the plan has one. */
function freeTimeOf({ timed, frame }: Timeline): Draft['freeTime'] {
  const after = timed.findIndex(
    (stop, index) =>
      index > 0 &&
      stop.start - stop.travel - (timed[index - 1] as Timed).end > LONGEST_WAIT &&
      inRest(frame, (timed[index - 1] as Timed).end, stop.start),
  );
  const stop = timed[after];
  const before = timed[after - 1];
  return stop && before ? { start: before.end, end: stop.start - stop.travel } : undefined;
}
