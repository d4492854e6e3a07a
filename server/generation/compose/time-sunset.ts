import { KIND_CATALOG } from '../kinds/catalog';
import type { Composition } from './composition';
import { isAllowed } from './selection';
import type { Timed } from './stop-candidate';
import type { Frame } from './time-window';

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
    // A golden hour nobody asked for is a bonus inside the frame, never a reason to stretch it.
    if (
      sunsetFits &&
      sunset !== null &&
      sunset + 30 <= frame.latestEnd &&
      !candidates.some((other) => other.atSunset)
    )
      candidate.atSunset = true;
  }
  return sunsetFits;
}

/** Shrinking and moving may have pulled a golden-hour stop away from the sun. */
export const stillAtSunset = (stop: Timed, sunset: number | null) =>
  stop.atSunset && sunset !== null && Math.abs(stop.start + stop.minutes / 2 - sunset) <= 60;

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
