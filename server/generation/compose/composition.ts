import type { Finding } from '../draft';
import type { Grounded } from '../ground/grounded';
import type { KindId } from '../kinds/kind-ids';
import type { DateRequest } from '../request';
import type { Landmark } from '../world/landmark-types';
import { landmarksIn } from '../world/landmarks/all-landmarks';
import { MOST_STOPS } from './fillers';
import { withoutOwnTowns } from './own-towns';
import { Random, seedOf } from './random';
import { exclusionsOf, type Exclusions } from './selection';
import type { Candidate } from './stop-candidate';

/** What every stage of the composer reads and adds to: the request, the stops so far, the findings. */
export interface Composition {
  grounded: Grounded;
  request: DateRequest;
  /** The description and variant, from which every random choice is seeded. */
  seed: string;
  /** Shared by the stages in order, so the same text and variant give the same plan. */
  random: Random;
  exclusions: Exclusions;
  /** What the person asked for by name yields only to hard rules (no alcohol, step-free…), not to "quiet". */
  requestExclusions: Exclusions;
  findings: Finding[];
  candidates: Candidate[];
  cityLandmarks: readonly Landmark[];
}

/** A country or region named alone: the plan says which city it chose. */
function placeFindings(request: DateRequest): Finding[] {
  const { country, region, setOutFrom } = request.place;
  if (country) return [{ type: 'city_for_country', country }];
  if (region) return [{ type: 'city_for_region', region }];
  if (setOutFrom) return [{ type: 'journey', from: setOutFrom.name, rideMinutes: setOutFrom.rideMinutes }];
  return [];
}

export function startComposition(grounded: Grounded, variant: number): Composition {
  const cityLandmarks =
    grounded.curatedName && grounded.country ? landmarksIn(grounded.curatedName, grounded.country) : [];
  const request = withoutOwnTowns(grounded, cityLandmarks);
  const seed = seedOf(request.text, variant);
  return {
    grounded,
    request,
    seed,
    random: new Random(seed),
    exclusions: exclusionsOf(request),
    requestExclusions: exclusionsOf(request, { hardOnly: true }),
    // Where the plan is comes before anything it could not do.
    findings: placeFindings(request),
    candidates: [],
    cityLandmarks,
  };
}

export const hasKind = (candidates: Candidate[], kind: KindId) =>
  candidates.some((candidate) => candidate.kind === kind);

/**
 * The most stops the plan may have: what the person said ("two stops", "just dinner": only what they
 * asked for), else the planner's own limit. What they asked for is never dropped to meet it.
 */
export function mostStops({ request, candidates }: Composition): number {
  const { stopCount } = request;
  const asked = candidates.filter((candidate) => candidate.requested).length;
  if (stopCount?.onlyWished) return Math.max(1, asked);
  return Math.max(asked, Math.min(MOST_STOPS, stopCount?.most ?? MOST_STOPS));
}

/** Room for a stop the planner adds. */
export const roomForAnother = (composition: Composition) =>
  composition.candidates.length < mostStops(composition);
