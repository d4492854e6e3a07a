import { KIND_CATALOG } from '../kinds/catalog';
import { familyOf, type KindId } from '../kinds/kind-ids';
import { hasKind, roomForAnother, type Composition } from './composition';
import { DAY_PART_FILLERS, LOCAL_DINNER, MOOD_FILLERS } from './fillers';
import { dayPartOf } from './natural-times';
import { isAllowed } from './selection';
import { kindOpening, openThrough } from './stop-hours';
import { candidateOf, isMeal, mealOf, type Candidate, type Timed } from './stop-candidate';
import { firstStart, lastEnd, type Timeline } from './timeline';
import type { Frame } from './time-window';
import { fiveMinutes } from './five-minutes';

/** The longest wait between two stops that needs no explaining. */
export const LONGEST_WAIT = 45;
/** How much longer than planned a stop may last to shorten the wait after it. */
const LINGER = 1.5;

/** A long wait before a fixed-time stop gets something to do, chosen for that time of day. */
export function fillGaps(composition: Composition, timeline: Timeline): void {
  const { candidates } = composition;
  const planned = new Map(candidates.map((candidate) => [candidate, candidate.minutes]));
  for (let guard = 0; guard < 6; guard += 1) {
    const { timed } = timeline;
    const gapAt = timed.findIndex(
      (stop, index) =>
        index > 0 &&
        stop.start - ((timed[index - 1] as Timed).end + stop.travel) > LONGEST_WAIT &&
        !inRest(timeline.frame, (timed[index - 1] as Timed).end, stop.start),
    );
    if (gapAt < 0) break;
    const gapStart = (timed[gapAt - 1] as Timed).end + 10;
    const gap = (timed[gapAt] as Timed).start - 10 - gapStart;
    const mealAhead = timed.slice(gapAt).some((stop) => isMeal(stop.kind));
    const filler = roomForAnother(composition) ? gapFiller(composition, gapStart, gap, mealAhead) : null;
    if (filler) {
      const minutes = Math.min(KIND_CATALOG[filler].minutes, fiveMinutes(gap));
      const added: Candidate = { kind: filler, placeName: null, requested: false, atSunset: false, minutes };
      candidates.splice(gapAt, 0, added);
      planned.set(added, minutes);
    } else if (!bringMealForward(composition, timeline, gapAt)) {
      // Nothing fits: linger longer at the stop before, by half its planned stay at most. Past that the
      // wait stays and the plan says what to do with it: a gallery stretched to three hours to reach
      // dinner is no stop, it is a gap.
      const lingering = candidates[gapAt - 1] as Candidate;
      const room = Math.round((planned.get(lingering) ?? lingering.minutes) * LINGER) - lingering.minutes;
      if (room <= 0) break;
      lingering.minutes += fiveMinutes(Math.min(gap, room), Math.floor);
    }
    timeline.reschedule();
  }
}

/** How far a meal may move before the local hour to meet the stop before it: dinner at 19:15, not 20:00. */
const MEAL_FORWARD = 60;

/**
 * A meal waiting for the local hour after a stop nothing fills the wait before is had earlier, by an
 * hour at most, rather than the stop before stretched or the couple left standing. Not a time the
 * person said: "dinner at nine" is at nine.
 */
function bringMealForward({ request, candidates }: Composition, timeline: Timeline, gapAt: number): boolean {
  const meal = timeline.timed[gapAt] as Timed;
  const before = timeline.timed[gapAt - 1] as Timed;
  const candidate = candidates[gapAt] as Candidate;
  const said = request.time.mealStart !== undefined && request.time.mealStart !== null;
  if (said || !isMeal(candidate.kind) || candidate.atSunset || (candidate.earlier ?? 0) >= MEAL_FORWARD)
    return false;
  if (timeline.anchorOf(candidate) !== meal.start) return false;
  const wait = meal.start - (before.end + meal.travel);
  const forward = Math.min(MEAL_FORWARD - (candidate.earlier ?? 0), wait - 15);
  if (forward < 15) return false;
  candidate.earlier = (candidate.earlier ?? 0) + forward;
  return true;
}

/** A wait across the afternoon the person left free is that free time, not a gap to fill. */
export function inRest(frame: Frame, from: number, to: number): boolean {
  return Boolean(frame.rest && from < frame.rest[1] && to > frame.rest[0]);
}

/**
 * Something for the time of day that fits in the gap; a wait across the dinner hour becomes dinner.
 * Nothing sweet before a meal still to come, lunch as much as dinner (`mealAhead`).
 */
function gapFiller(
  { request, grounded, candidates, random, exclusions }: Composition,
  gapStart: number,
  gap: number,
  mealAhead: boolean,
): KindId | undefined {
  const gapEnd = gapStart + gap;
  const pool = [
    ...request.moods.flatMap((mood) => MOOD_FILLERS[mood]),
    ...DAY_PART_FILLERS[dayPartOf(gapStart)],
  ].flat();
  const dinnerInGap =
    !candidates.some((candidate) => isMeal(candidate.kind)) &&
    grounded.meals.dinner >= gapStart - 30 &&
    grounded.meals.dinner + 60 <= gapEnd;
  // Dessert waits for dinner.
  const dinnerLater =
    mealAhead ||
    dinnerInGap ||
    candidates.some((candidate) => isMeal(candidate.kind) && mealOf(candidate) !== 'lunch');
  const localDinners = (LOCAL_DINNER[grounded.country ?? 'US'] ?? []).filter((kind) =>
    isAllowed(kind, exclusions),
  );
  if (dinnerInGap) pool.unshift(...random.shuffleCopy([...localDinners, 'bistro' as KindId]));
  return random
    .shuffleCopy([...new Set(pool)])
    .sort((a, b) => Number(dinnerInGap && isMeal(b)) - Number(dinnerInGap && isMeal(a)))
    .find((kind) => {
      if (hasKind(candidates, kind) || !isAllowed(kind, exclusions) || (isMeal(kind) && !dinnerInGap))
        return false;
      if (candidates.some((candidate) => familyOf(candidate.kind) === familyOf(kind))) return false;
      if (familyOf(kind) === 'sweet' && dinnerLater) return false;
      const info = KIND_CATALOG[kind];
      return (
        openThrough(kindOpening(grounded, kind), gapStart, Math.min(gap, info.minutes)) &&
        info.minutes * 0.6 <= gap
      );
    });
}

const COMPANIONS: KindId[] = [
  'dessert',
  'gelato',
  'riverside_walk',
  'old_town_walk',
  'cafe',
  'viewpoint',
  'bookshop',
];

/** A lone stop shares a long enough window with a short second one rather than filling it alone. */
export function addCompanion(composition: Composition, timeline: Timeline): void {
  const { candidates, random, exclusions, grounded } = composition;
  const { latestEnd, maxLength } = timeline.frame;
  const limit = Math.min(latestEnd, firstStart(timeline) + maxLength);
  if (candidates.length >= 2 || limit - firstStart(timeline) < 100 || !roomForAnother(composition)) return;
  const only = candidates[0] as Candidate;
  only.minutes = fiveMinutes(
    Math.max(
      KIND_CATALOG[only.kind].minutes * 0.75,
      Math.min(only.minutes, limit - firstStart(timeline) - 45),
    ),
    Math.floor,
  );
  timeline.reschedule();
  const room = limit - lastEnd(timeline, limit) - 10;
  const extra = random
    .shuffleCopy(COMPANIONS)
    .find(
      (kind) =>
        isAllowed(kind, exclusions) &&
        !hasKind(candidates, kind) &&
        openThrough(kindOpening(grounded, kind), lastEnd(timeline), room),
    );
  if (extra)
    candidates.push(
      candidateOf({
        kind: extra,
        placeName: null,
        requested: false,
        minutes: Math.min(KIND_CATALOG[extra].minutes, Math.max(20, fiveMinutes(room, Math.floor))),
      }),
    );
  timeline.reschedule();
}

/**
 * A plan with room for a third stop gets one at its end, when fitting the window left two: at least
 * three stops unless the window is under 2½ hours or the person asked for fewer. A plan short of the
 * stops the person counted ("four stops") gets them the same way, while they fit.
 */
export function topUp(composition: Composition, timeline: Timeline, fits: () => boolean): void {
  const { candidates } = composition;
  const { length } = timeline.frame;
  const fewest = composition.request.stopCount?.fewest ?? 0;
  while (candidates.length < fewest && roomForAnother(composition)) {
    if (!addAtEnd(composition, timeline, fits)) break;
  }
  // Two things asked for by name may be the whole date ("dinner and a film"): only an open-ended plan grows.
  // (unless they leave most of the window empty).
  const used = lastEnd(timeline) - firstStart(timeline);
  const twoAsked = candidates.filter((c) => c.requested).length > 1;
  if (candidates.length !== 2 || length < 150 || (twoAsked && used >= length * 0.6)) return;
  if (roomForAnother(composition)) addAtEnd(composition, timeline, fits);
}

/** One more short stop after the last, of a family the plan lacks, kept only if the plan still `fits`. */
function addAtEnd(composition: Composition, timeline: Timeline, fits: () => boolean): boolean {
  const { candidates, random, exclusions, grounded } = composition;
  // Nothing unasked-for starts after midnight.
  const room = Math.min(timeline.frame.latestEnd, 1425) - lastEnd(timeline) - 15;
  if (room < 30) return false;
  const extra = random
    .shuffleCopy(COMPANIONS)
    .find(
      (kind) =>
        isAllowed(kind, exclusions) &&
        !candidates.some((candidate) => familyOf(candidate.kind) === familyOf(kind)) &&
        openThrough(kindOpening(grounded, kind), lastEnd(timeline) + 10, Math.min(room, 45)),
    );
  if (!extra) return false;
  const added = candidateOf({
    kind: extra,
    placeName: null,
    requested: false,
    minutes: Math.min(KIND_CATALOG[extra].minutes, fiveMinutes(room, Math.floor)),
  });
  candidates.push(added);
  timeline.reschedule();
  if (fits()) return true;
  candidates.splice(candidates.indexOf(added), 1);
  timeline.reschedule();
  return false;
}
