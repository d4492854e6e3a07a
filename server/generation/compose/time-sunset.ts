import { KIND_CATALOG } from '../kinds/catalog';
import type { Composition } from './composition';
import { isAllowed } from './selection';
import { isMeal, type Candidate, type Timed } from './stop-candidate';
import type { Frame } from './time-window';
import type { Timeline } from './timeline';
import { fiveMinutes } from './five-minutes';

/**
 * Sunset: what asked for it is placed around the real local sunset, or the plan says plainly why
 * not. Returns whether the window reaches the sunset (stretching a loose window to reach it).
 */
export function timeSunset(
  { grounded, candidates, findings, exclusions }: Composition,
  frame: Frame,
): boolean {
  const sunset = grounded.sunset;
  // Asked-for golden hour stretches a loose window to reach it ("ceviche at noon and the sunset").
  if (frame.wantsSunset && sunset !== null && !frame.hardEnd && sunset + 30 > frame.windowEnd)
    frame.windowEnd = sunset + 60;
  // The part of the day the person said yields to the sunset they asked for.
  if (frame.wantsSunset && sunset !== null && !frame.hardEnd)
    frame.latestEnd = Math.max(frame.latestEnd, sunset + 60);
  // And at its start: a winter "evening … at sunset" in Paris (sun down at 17:04) begins before 17:00.
  if (frame.wantsSunset && sunset !== null && !frame.hardStart && frame.earliest !== null)
    frame.earliest = Math.min(frame.earliest, sunset - SUNSET_LEAD);
  const sunsetFits =
    sunset !== null &&
    sunset - 40 >= frame.windowStart - (frame.hardStart ? 0 : 90) &&
    sunset + 10 <= frame.windowEnd;
  for (const candidate of candidates) {
    if (candidate.wantsSunset) {
      if (sunsetFits) candidate.atSunset = true;
      else if (sunset !== null) findings.push({ type: 'sunset_outside', sunset });
      continue;
    }
    if (!KIND_CATALOG[candidate.kind].tags.includes('sunset')) continue;
    if (candidate.kind === 'sunset_spot' && !sunsetFits) {
      if (sunset !== null) findings.push({ type: 'sunset_outside', sunset });
      candidate.kind = isAllowed('viewpoint', exclusions) ? 'viewpoint' : candidate.kind;
      continue;
    }
    // A golden hour nobody asked for is a bonus inside the frame, never a reason to stretch it: an
    // evening said from five has no room for a sunset at four, and a boat tour asked for after the
    // Fischbrötchen is not moved before them for it. Where the sunset was asked for ("a sailboat at
    // sunset"), the stop that suits it best takes it.
    if (
      sunsetFits &&
      sunset !== null &&
      (frame.wantsSunset || (sunset - 40 >= frame.windowStart && !saidAfterFood(candidate, candidates))) &&
      sunset + 30 <= frame.latestEnd &&
      !candidates.some((other) => other.atSunset)
    )
      candidate.atSunset = true;
  }
  return sunsetFits;
}

/**
 * "Bunny chow, and then a walk on the beach": a stop the person put after food keeps that place, and
 * a golden hour they did not ask for does not pull it before the meal.
 */
const saidAfterFood = (candidate: Candidate, candidates: readonly Candidate[]) =>
  candidate.mention !== undefined &&
  candidates.some(
    (other) =>
      other.mention !== undefined && other.mention < (candidate.mention as number) && isMeal(other.kind),
  );

/** How long before the sun goes an asked-for sunset may open the date. */
const SUNSET_LEAD = 30;

/** How long before the sun goes a golden-hour stop must begin, and how long before it may end. */
const ARRIVE_BEFORE = 5;
const LEAVE_AFTER = -20;

/**
 * Shrinking and moving may have pulled a golden-hour stop away from the sun. One that begins after
 * the sun has set watches nothing: it must be there before the sun goes and still be there near it.
 */
export const stillAtSunset = (stop: Timed, sunset: number | null) =>
  stop.atSunset &&
  sunset !== null &&
  stop.start <= sunset - ARRIVE_BEFORE &&
  stop.end >= sunset + LEAVE_AFTER;

/** A stay before the sunset gives up time down to half its kind's usual length, never under this. */
const SHORTEST_STAY = 30;

/**
 * A golden-hour stop pushed past the sunset by the stays before it ("a hike, then the sunset")
 * takes its time back from them, longest first, so it begins before the sun goes.
 */
export function catchTheSunset(
  { grounded, candidates }: Composition,
  timeline: Timeline,
  stillFits: () => boolean,
): void {
  const sunset = grounded.sunset;
  const stays = candidates.map((candidate) => candidate.minutes);
  // Each cut can move the start of the day too (it is set from the sunset), so look again after it.
  for (let guard = 0; guard < 4 && sunset !== null; guard += 1) {
    const host = timeline.timed.findIndex((stop) => stop.atSunset);
    const hosting = timeline.timed[host];
    if (!hosting || hosting.start <= sunset - ARRIVE_BEFORE) break;
    let late = hosting.start - (sunset - Math.round(hosting.minutes * 0.6));
    let cutAny = false;
    for (const stay of candidates.slice(0, host).sort((a, b) => b.minutes - a.minutes)) {
      const shortest = Math.max(SHORTEST_STAY, fiveMinutes(KIND_CATALOG[stay.kind].minutes / 2, Math.ceil));
      const cut = Math.max(
        0,
        stay.minutes - Math.max(shortest, fiveMinutes(stay.minutes - late, Math.floor)),
      );
      stay.minutes -= cut;
      late -= cut;
      cutAny ||= cut > 0;
    }
    if (!cutAny) break;
    timeline.reschedule();
  }
  // Cuts that moved another stop to an hour it is closed, or past the end, are given back.
  if (stillFits()) return;
  candidates.forEach((candidate, index) => (candidate.minutes = stays[index] ?? candidate.minutes));
  timeline.reschedule();
}

/** A "sunset spot" that is not at sunset is just a viewpoint: nothing claims a sunset it misses. */
export function settleSunsetSpots({ grounded, findings }: Composition, timed: Timed[]): void {
  const sunset = grounded.sunset;
  for (const stop of timed) {
    if (stop.kind === 'sunset_spot' && !stillAtSunset(stop, sunset)) {
      stop.kind = 'viewpoint';
      if (sunset !== null && !findings.some((finding) => finding.type === 'sunset_outside'))
        findings.push({ type: 'sunset_outside', sunset });
    }
  }
}
