import type { KindId } from '../kinds/kind-ids';
import { KIND_NAMES } from '../kinds/names/all-names';
import type { Constraint, DateRequest } from '../request';
import { fold, withoutArticle } from '../understand/text';
import type { Area } from '../world/gazetteer-types';
import type { Landmark } from '../world/landmark-types';
import { distinctiveName, namesOf } from '../world/landmarks/landmark-names';
import { distanceKm } from '../world/distance';
import type { Random } from './random';
import { exclusionsOf, isAllowed } from './selection';

/** Which catalog landmarks can stand for a kind of stop ("a museum" → the Musée d'Orsay). */
const FITS: Partial<Record<KindId, KindId[]>> = {
  museum: ['museum', 'history_museum', 'art_gallery', 'science_museum'],
  art_gallery: ['art_gallery', 'museum'],
  exhibition: ['art_gallery', 'museum'],
  history_museum: ['history_museum', 'museum'],
  science_museum: ['science_museum'],
  historic_site: ['historic_site', 'castle', 'church', 'temple'],
  castle: ['castle'],
  church: ['church'],
  temple: ['temple'],
  architecture_tour: ['old_town_walk', 'historic_site'],
  street_art: ['street_art'],
  library: ['library'],
  bookshop: ['bookshop'],
  walk: ['old_town_walk', 'riverside_walk', 'waterfront', 'park', 'walk'],
  old_town_walk: ['old_town_walk'],
  riverside_walk: ['riverside_walk', 'waterfront'],
  waterfront: ['waterfront', 'riverside_walk'],
  park: ['park', 'garden'],
  garden: ['garden', 'botanical_garden', 'park'],
  botanical_garden: ['botanical_garden', 'garden'],
  picnic: ['park', 'garden'],
  viewpoint: ['viewpoint', 'sunset_spot', 'observation_deck'],
  sunset_spot: ['sunset_spot', 'viewpoint'],
  observation_deck: ['observation_deck'],
  beach: ['beach'],
  lake: ['lake'],
  market: ['market', 'farmers_market', 'flea_market'],
  farmers_market: ['farmers_market', 'market'],
  flea_market: ['flea_market', 'market'],
  theatre: ['theatre'],
  opera: ['opera'],
  classical_music: ['classical_music', 'opera'],
  zoo: ['zoo'],
  aquarium: ['aquarium'],
  ferris_wheel: ['ferris_wheel'],
  cable_car: ['cable_car'],
  thermal_baths: ['thermal_baths'],
  flamenco: ['flamenco'],
  cabaret: ['cabaret'],
};

/** Kinds whose places face the sky: where a golden-hour stop can be. */
export const SUNSET_KINDS: KindId[] = [
  'viewpoint',
  'sunset_spot',
  'observation_deck',
  'beach',
  'riverside_walk',
  'waterfront',
];

export const landmarkKindsFor = (kind: KindId): KindId[] => FITS[kind] ?? [];

/** What a request rules out for every landmark of its plan, whatever the stop. */
export interface LandmarkRules {
  constraints: Constraint[];
  /** Kinds the person ruled out: a landmark of that kind never stands in for another stop. */
  allowed: (kind: KindId) => boolean;
  /** Words of what was ruled out: no "Van Gogh Museum" for someone who said no museums. */
  avoidWords: string[];
}

export function landmarkRulesOf(request: DateRequest): LandmarkRules {
  const exclusions = exclusionsOf(request);
  const avoidWords = request.excludedKinds
    .flatMap(({ kind }) => [KIND_NAMES[request.language][kind].thing, KIND_NAMES.en[kind].thing])
    .map((thing) => withoutArticle(fold(thing)))
    .filter((word) => word.length >= 4)
    .map((word) => word.replace(/s$/, ''));
  return {
    constraints: request.constraints,
    allowed: (kind) => isAllowed(kind, exclusions),
    avoidWords,
  };
}

/** From 20:30 a stop is after dark, whatever the season: outdoor landmarks then need to be lit for it. */
export const isAfterDark = (start: number) => start >= 1230;

/** What one stop needs of a landmark. */
export interface LandmarkFitNeeds extends LandmarkRules {
  atSunset: boolean;
  /** Late in the evening: only places open or best after dark. */
  afterDark: boolean;
  /** Names already in the plan: one landmark is never two stops. */
  used: ReadonlySet<string>;
  /** Whether the landmark is open for the stop's visit on the plan's day (by its own hours). */
  openForStop?: (landmark: Landmark) => boolean;
}

export interface LandmarkNeeds extends LandmarkFitNeeds {
  /** A tight budget: free places first. */
  thrifty: boolean;
}

/** Whether a landmark may stand for a kind of stop, by the request's rules and the stop's hour. */
export function landmarkFits(landmark: Landmark, kind: KindId, needs: LandmarkFitNeeds): boolean {
  if (!landmarkKindsFor(kind).includes(landmark.kind)) return false;
  if (needs.used.has(landmark.name) || !needs.allowed(landmark.kind)) return false;
  if (needs.openForStop && !needs.openForStop(landmark)) return false;
  const name = fold(landmark.name);
  if (needs.avoidWords.some((word) => name.includes(word))) return false;
  if (needs.constraints.includes('indoor') && !landmark.tags.includes('indoor')) return false;
  if (needs.constraints.includes('step_free') && !landmark.tags.includes('step_free')) return false;
  if (
    needs.afterDark &&
    landmark.tags.includes('outdoor') &&
    !landmark.tags.includes('night') &&
    !needs.atSunset
  )
    return false;
  // A golden-hour stop goes somewhere known for it, or stays a kind of place.
  return !needs.atSunset || landmark.tags.includes('sunset') || SUNSET_KINDS.includes(landmark.kind);
}

/**
 * A real landmark for a kind of stop, honouring the constraints, near where the rest of the date
 * is; a seeded pick among the closest few so plans vary. Null when none fits.
 */
export function chooseLandmark(
  kind: KindId,
  landmarks: readonly Landmark[],
  near: Area | null,
  needs: LandmarkNeeds,
  random: Random,
): Landmark | null {
  const kinds = landmarkKindsFor(kind);
  const fitting = landmarks.filter((landmark) => landmarkFits(landmark, kind, needs));
  if (!fitting.length) return null;
  const score = (landmark: Landmark) => {
    let value = kinds.indexOf(landmark.kind) * 0.6;
    if (near && near.lat !== 0) value += distanceKm(near, landmark);
    if (needs.atSunset && landmark.tags.includes('sunset')) value -= 3;
    if (needs.thrifty && landmark.tags.includes('free')) value -= 2;
    if (landmark.tags.includes('iconic')) value -= 0.8;
    if (near && landmark.area && fold(landmark.area) === fold(near.name.replace(/^the /i, ''))) value -= 1.5;
    return value;
  };
  const ranked = [...fitting].sort((a, b) => score(a) - score(b));
  return random.pick(ranked.slice(0, Math.min(3, ranked.length)));
}

/** A named place the person asked for, when the catalog knows it ("Tate Modern", "the Colosseum" → its kind and area). */
export function findLandmarkByName(name: string, landmarks: readonly Landmark[]): Landmark | null {
  const wantedCore = distinctiveName(name);
  return (
    landmarkNamedExactly(name, landmarks) ??
    landmarks.find(
      (landmark) =>
        wantedCore.length >= 5 && namesOf(landmark).some((known) => distinctiveName(known) === wantedCore),
    ) ??
    null
  );
}

/** A landmark by one of its own names, article aside: "Central Park", not "Belém" for the Torre de Belém. */
export function landmarkNamedExactly(name: string, landmarks: readonly Landmark[]): Landmark | undefined {
  const wanted = withoutArticle(fold(name));
  return landmarks.find((landmark) =>
    namesOf(landmark).some((known) => withoutArticle(fold(known)) === wanted),
  );
}

export function areaOfLandmark(landmark: Landmark, areas: Area[]): Area {
  const known = landmark.area
    ? areas.find(
        (area) => fold(area.name.replace(/^the /i, '')) === fold(landmark.area!.replace(/^the /i, '')),
      )
    : undefined;
  return known ?? { name: landmark.area ?? landmark.name, tags: [], lat: landmark.lat, lon: landmark.lon };
}
