import { KIND_CATALOG } from '../kinds/catalog';
import { FAMILIES, familyOf, type Family, type KindId } from '../kinds/kind-ids';
import { LOCAL_DINNER } from './fillers';
import { forgetLandmark } from './choose-landmarks';
import { hasKind, type Composition } from './composition';
import type { Grounded } from '../ground/grounded';
import { GENERIC_MEALS, isAllowed } from './selection';
import { kindOpening, openForVisit, openingOf, openThrough } from './stop-hours';
import {
  carriesWish,
  dishHostsOf,
  servesTheSame,
  findLastIndex,
  isMeal,
  sameStop,
  swapIsNews,
  withoutWish,
  type Candidate,
  type Timed,
} from './stop-candidate';
import { firstStart, lastEnd, type Timeline } from './timeline';
import { fiveMinutes } from './five-minutes';
import { MOST_SHRUNK_SHARE, SHRUNK_SHARE, shortestStayOf } from './stay-length';

/** The date ends later than it may, or lasts longer. */
export function overEnd({ timed, frame }: Timeline): boolean {
  const end = timed.at(-1)?.end ?? 0;
  return end > frame.latestEnd || end - (timed[0]?.start ?? end) > frame.maxLength;
}

// Hikes, bike rides, picnics and gardens happen in daylight: after dusk they count as closed.
// (Boats, viewpoints and city walks are lovely after dark.)
const DAYLIGHT_FAMILIES: Family[] = ['active', 'picnic'];
const DAYLIGHT_KINDS: KindId[] = ['garden', 'botanical_garden'];

function inTheDark(stop: Timed, sunset: number | null): boolean {
  return (
    sunset !== null &&
    !stop.atSunset &&
    (DAYLIGHT_FAMILIES.includes(familyOf(stop.kind)) || DAYLIGHT_KINDS.includes(stop.kind)) &&
    !KIND_CATALOG[stop.kind].tags.includes('indoor') &&
    stop.start + stop.minutes > sunset + 30
  );
}

/**
 * Stops placed while closed: arriving before opening, or later than half an hour before closing. A
 * place the person named is trusted on its hours: we do not know them better than they do.
 */
export function closedStops({ timed }: Timeline, grounded: Grounded): Timed[] {
  return timed.filter((stop) => {
    if (stop.keptClosed) return false;
    if (stop.placeName && !stop.landmark && !stop.openingHours) return false;
    if (inTheDark(stop, grounded.sunset)) return true;
    return !openForVisit(openingOf(grounded, stop), stop.start, stop.minutes);
  });
}

/** Tries a stop at each other point of the day (all but `skip`) and keeps the first where `fits`. */
function placeElsewhere(
  { candidates }: Composition,
  timeline: Timeline,
  moving: Candidate,
  skip: number,
  fits: () => boolean,
): boolean {
  for (let position = 0; position <= candidates.length; position += 1) {
    if (position === skip) continue;
    candidates.splice(position, 0, moving);
    timeline.reschedule();
    if (fits()) return true;
    candidates.splice(position, 1);
  }
  return false;
}

/**
 * A kitchen the person asked for by a dish or cuisine of their own words stays, its hours to be
 * checked, rather than become another cuisine that loses their words: typical hours are a guess, and
 * "a good steak" is no kebab. A generic meal ("dinner") may become any kitchen.
 */
function keptForItsWords(closed: Timed, swap: KindId | undefined): boolean {
  if (!closed.wish || familyOf(closed.kind) !== 'meal' || GENERIC_MEALS.includes(closed.kind)) return false;
  return !swap || !carriesWish(closed, swap);
}

/**
 * Moves the candidate at `index` to another point of the day where it is open and the date still
 * fits, or, with `overFillers`, where it overruns by stops nobody asked for, which are cut next.
 */
function moveWhereOpen(
  composition: Composition,
  timeline: Timeline,
  index: number,
  overFillers = false,
): boolean {
  const { candidates } = composition;
  const moving = candidates.splice(index, 1)[0] as Candidate;
  const placed = placeElsewhere(
    composition,
    timeline,
    moving,
    index,
    () =>
      (!overEnd(timeline) || (overFillers && candidates.some((candidate) => !candidate.requested))) &&
      !closedStops(timeline, composition.grounded).some((stop) => sameStop(stop, moving)),
  );
  if (!placed) {
    candidates.splice(index, 0, moving);
    timeline.reschedule();
  }
  return placed;
}

type Step = 'continue' | 'stop';

/**
 * Makes the date fit its window with every stop open: a closed stop moves, is swapped for an open
 * kind of its family, or goes; then stays shrink (to 70%), then unasked-for stops go, then asked-for
 * ones, each said plainly.
 */
export function fitWindow(composition: Composition, timeline: Timeline): void {
  for (
    let guard = 0;
    guard < 24 && (overEnd(timeline) || closedStops(timeline, composition.grounded).length);
    guard += 1
  ) {
    const closed = closedStops(timeline, composition.grounded)[0];
    const step = closed ? reopen(composition, timeline, closed) : shorten(composition, timeline);
    if (step === 'stop') break;
  }
}

function reopen(composition: Composition, timeline: Timeline, closed: Timed): Step {
  const { candidates, findings } = composition;
  const index = candidates.findIndex((candidate) => sameStop(candidate, closed));
  const named = Boolean(closed.placeName && !closed.landmark);
  if (closed.requested && index >= 0 && roomBefore(composition, timeline, index, closed)) {
    timeline.reschedule();
    return 'continue';
  }
  if (closed.requested && index >= 0 && (!closed.placeName || named || closed.landmark)) {
    // First try the stop at another point of the day where it is open.
    const moving = candidates[index] as Candidate;
    const placed = moveWhereOpen(composition, timeline, index);
    if (placed && saidAfterWhatFollows(candidates, moving))
      findings.push({
        type: 'moved_for_hours',
        kind: moving.kind,
        closes: closingOf(composition, moving),
        ...wishOf(moving),
      });
    // A place the person named stays where it fits best, unless it is closed all that day: then a
    // place of its kind takes its part, and the plan says why.
    if (!placed && named) {
      if (openingOf(composition.grounded, moving).some(([from, to]) => to > 480 && from < 1440))
        moving.keptClosed = true;
      else {
        findings.push({
          type: 'named_dropped',
          name: moving.placeName as string,
          reason: 'closed_in_window',
        });
        forgetLandmark(moving);
      }
    }
    timeline.reschedule();
    if (placed || named) return 'continue';
  }
  // A landmark chosen for the stop may keep shorter hours than its kind: another place of the kind may be open.
  if (closed.landmark && index >= 0) {
    forgetLandmark(candidates[index] as Candidate);
    timeline.reschedule();
    return 'continue';
  }
  if (!closed.requested) {
    candidates.splice(index, 1);
    timeline.reschedule();
    return 'continue';
  }
  const swap = openSwap(composition, closed, timeline.frame);
  if (keptForItsWords(closed, swap) && index >= 0) {
    // "Ein gutes Steak" after a milonga in Buenos Aires: a steakhouse late, hours to check, not a döner.
    (candidates[index] as Candidate).keptClosed = true;
    return 'continue';
  }
  if (closed.landmark && index >= 0) forgetLandmark(candidates[index] as Candidate);
  if (swap && (!closed.placeName || closed.landmark)) {
    const swapped = candidates[index] as Candidate;
    if (carriesWish(swapped, swap)) {
      if (swapIsNews(swapped, swap))
        findings.push({
          type: 'served_elsewhere',
          kind: closed.kind,
          instead: swap,
          closes: closingOf(composition, closed),
          ...wishOf(closed),
        });
    } else {
      findings.push({
        type: 'kind_replaced',
        kind: closed.kind,
        instead: swap,
        reason: 'closed_in_window',
        ...wishOf(closed),
      });
      withoutWish(swapped);
    }
    swapped.kind = swap;
    // A place that serves the dish may be open only at another hour of the date ("frites" at a stand):
    // it moves there, and a stop nobody asked for goes sooner than it.
    timeline.reschedule();
    if (closedStops(timeline, composition.grounded).some((stop) => sameStop(stop, swapped)))
      moveWhereOpen(composition, timeline, index, true);
  } else if (closed.placeName) {
    // A named place stays: the person asked for it by name; keep it and trust them on hours.
    return 'stop';
  } else {
    findings.push({ type: 'kind_dropped', kind: closed.kind, reason: 'closed_in_window', ...wishOf(closed) });
    candidates.splice(index, 1);
  }
  timeline.reschedule();
  return 'continue';
}

/**
 * "Hike Lion's Head, then breakfast": a meal asked for that starts too late to fit before its kitchen
 * closes is brought forward by shortening the stays before it that keep no fixed time, to no less
 * than each one's shortest, before it is moved or swapped.
 */
function roomBefore(composition: Composition, timeline: Timeline, index: number, closed: Timed): boolean {
  // A meal's hours are the kitchen's; a walk or a picnic waits for daylight, which moving suits better.
  if (!isMeal(closed.kind)) return false;
  const stay = Math.min(closed.end - closed.start, shortestStayOf(closed.kind));
  // The last opening that began by then and is long enough for the stay.
  const interval = openingOf(composition.grounded, closed)
    .filter(([from, to]) => from <= closed.start && to - stay >= from)
    .at(-1);
  if (!interval) return false;
  let need = closed.start - (interval[1] - stay);
  if (need <= 0) return false;
  const before = composition.candidates.slice(0, index);
  if (before.some((candidate) => timeline.anchorOf(candidate) !== null)) return false;
  const room = (candidate: Candidate) => Math.max(0, candidate.minutes - shortestStayOf(candidate.kind));
  if (before.reduce((sum, candidate) => sum + room(candidate), 0) < need) return false;
  for (const candidate of [...before].reverse()) {
    const cut = fiveMinutes(Math.min(room(candidate), need), Math.ceil);
    candidate.fullMinutes ??= candidate.minutes;
    candidate.minutes -= Math.min(cut, room(candidate));
    need -= cut;
    if (need <= 0) break;
  }
  return true;
}

/**
 * A kind of the same family that is open for an hour from when the closed stop was placed, in
 * daylight if it needs it, and not one already swapped out: a bike ride and a paddle in the dark
 * would otherwise take each other's place until the guard ran out. A dish goes first to a place
 * that serves it, which keeps it: "a good steak" at a restaurant rather than a kebab shop. Such a
 * place need only be open for an hour somewhere in the date: the stop then moves to that hour, as any
 * stop asked for does ("frites" at 10:30 PM, after the cafés and stands have shut, is had earlier).
 */
function openSwap(
  { candidates, exclusions, grounded, findings }: Composition,
  closed: Timed,
  frame: Timeline['frame'],
): KindId | undefined {
  const tried = new Set(
    findings.flatMap((finding) =>
      finding.type === 'kind_replaced' || finding.type === 'served_elsewhere' ? [finding.kind] : [],
    ),
  );
  const hosts = dishHostsOf(closed);
  const openAnHour = (kind: KindId) => {
    const opening = kindOpening(grounded, kind);
    if (openThrough(opening, closed.start, 60)) return true;
    return (
      hosts.includes(kind) &&
      opening.some(([from, to]) => Math.min(to, frame.latestEnd) - Math.max(from, frame.windowStart) >= 60)
    );
  };
  const fits = (kind: KindId) =>
    kind !== closed.kind &&
    !tried.has(kind) &&
    isAllowed(kind, exclusions) &&
    !hasKind(candidates, kind) &&
    openAnHour(kind) &&
    !inTheDark({ ...closed, kind }, grounded.sunset);
  // The catalog's own alternative first: a beer garden shut for the winter becomes a pub.
  const alternative = KIND_CATALOG[closed.kind].indoorAlternative;
  return [
    ...akinKinds(closed.kind, grounded.country),
    ...hosts,
    ...(alternative ? [alternative] : []),
    ...FAMILIES[familyOf(closed.kind)],
  ].find(fits);
}

/**
 * Kinds that serve what this one serves, the country's own first: "churrasco" shut at nine is a
 * churrascaria in Porto Alegre, not "a restaurant".
 */
function akinKinds(kind: KindId, country: string | null): KindId[] {
  const local = new Set(LOCAL_DINNER[country ?? ''] ?? []);
  return FAMILIES[familyOf(kind)]
    .filter((other) => servesTheSame(kind, other))
    .sort((a, b) => Number(local.has(b)) - Number(local.has(a)));
}

function shorten(composition: Composition, timeline: Timeline): Step {
  const { candidates } = composition;
  const { frame } = timeline;
  if (shrinkStays(candidates, timeline)) {
    timeline.reschedule();
    return overEnd(timeline) ? 'continue' : 'stop';
  }
  const dropIndex = findLastIndex(candidates, (candidate) => !candidate.requested);
  if (dropIndex >= 0 && candidates.length > 1) {
    candidates.splice(dropIndex, 1);
  } else if (candidates.length > 1 && startEarlier(timeline)) {
    // Every stop left was asked for, and the part of the day said has room before the first: it starts earlier.
  } else if (candidates.length > 1 && shrinkStays(candidates, timeline, { partly: true })) {
    // Every stop left was asked for: all of them a little shorter before one of them goes.
  } else if (candidates.length > 1) {
    // Before giving up an asked-for stop, try it earlier in the day: a castle before lunch fits
    // a morning that ends at two where the castle after lunch does not.
    const last = candidates.pop() as Candidate;
    const fits = () => !overEnd(timeline) && !closedStops(timeline, composition.grounded).length;
    if (placeElsewhere(composition, timeline, last, candidates.length, fits)) return 'stop';
    composition.findings.push(
      last.placeName && !last.landmark
        ? { type: 'named_dropped', name: last.placeName, reason: 'no_room' }
        : { type: 'kind_dropped', kind: last.kind, reason: 'no_room', ...wishOf(last) },
    );
    // The room it leaves is the others' again: a lunch cut to 38 minutes to fit two stops in an hour
    // and a half keeps its whole stay once it is the only one.
    for (const candidate of candidates) candidate.minutes = candidate.fullMinutes ?? candidate.minutes;
  } else {
    const only = candidates[0] as Candidate;
    only.minutes = Math.max(
      20,
      fiveMinutes(
        Math.min(frame.maxLength, frame.latestEnd - firstStart(timeline, frame.windowStart)),
        Math.floor,
      ),
    );
    timeline.reschedule();
    return 'stop';
  }
  timeline.reschedule();
  return 'continue';
}

/**
 * Moves the start of a date with no time said earlier, as far as the overrun and no earlier than the
 * part of the day the person said ("por la tarde" begins at noon, though a Spanish afternoon date
 * usually starts after a late lunch).
 */
function startEarlier(timeline: Timeline): boolean {
  const { frame } = timeline;
  if (frame.hardStart || frame.earliest === null) return false;
  const room = firstStart(timeline) - frame.earliest;
  const overrun = lastEnd(timeline) - frame.latestEnd;
  if (room < 15 || overrun <= 0) return false;
  const [windowStart, end] = [frame.windowStart, lastEnd(timeline)];
  frame.windowStart = firstStart(timeline) - Math.min(room, overrun + 5);
  timeline.reschedule();
  // A stop held to its hour (a lunch, an opening time) keeps the end where it was: nothing gained.
  if (lastEnd(timeline) < end) return true;
  frame.windowStart = windowStart;
  timeline.reschedule();
  return false;
}

/**
 * Shrinks every stay together (never below 70 %) when that alone can end the date in time, or,
 * `partly`, as far as it goes (to half) when it cannot, before an asked-for stop is given up: two
 * short visits are worth more than one long one.
 */
function shrinkStays(candidates: Candidate[], timeline: Timeline, { partly = false } = {}): boolean {
  const { frame } = timeline;
  const share = partly ? MOST_SHRUNK_SHARE : SHRUNK_SHARE;
  const overflow = Math.max(
    lastEnd(timeline) - frame.latestEnd,
    lastEnd(timeline) - firstStart(timeline) - frame.maxLength,
  );
  // The shortest a stay may get, from its kind's usual stay, so shrinking again and again ends.
  const floor = (candidate: Candidate) => shortestStayOf(candidate.kind, share);
  const shrinkable = candidates.reduce(
    (sum, candidate) => sum + Math.max(0, candidate.minutes - floor(candidate)),
    0,
  );
  if (shrinkable <= 1 || (!partly && overflow > shrinkable + 5)) return false;
  const total = candidates.reduce((sum, candidate) => sum + candidate.minutes, 0);
  const ratio = Math.max(share, 1 - overflow / Math.max(1, total));
  for (const candidate of candidates) {
    candidate.fullMinutes ??= candidate.minutes;
    candidate.minutes = Math.max(
      Math.min(candidate.minutes, floor(candidate)),
      Math.floor((candidate.minutes * ratio) / 5) * 5,
    );
  }
  return true;
}

/** The person's own words for a stop, for a finding that says it could not be kept. */
const wishOf = (candidate: Candidate) => (candidate.wish ? { wish: candidate.wish } : {});

/** Whether a stop now comes before one the person said before it: the plan changed their order. */
function saidAfterWhatFollows(candidates: Candidate[], moved: Candidate): boolean {
  const mention = moved.mention;
  if (mention === undefined) return false;
  const after = candidates.slice(candidates.indexOf(moved) + 1);
  return after.some((candidate) => candidate.mention !== undefined && candidate.mention < mention);
}

/** When a stop's place shuts on the plan's day: the end of its last opening. */
const closingOf = ({ grounded }: Composition, stop: Candidate) =>
  Math.max(0, ...openingOf(grounded, stop).map(([, to]) => to));
