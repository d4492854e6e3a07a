import { fold, withoutArticle } from '../understand/text';
import { KIND_CATALOG } from '../kinds/catalog';
import type { KindId } from '../kinds/kind-ids';
import { distanceKm } from '../world/distance';
import type { Area } from '../world/gazetteer-types';
import type { Grounded } from '../ground/grounded';
import { curatedCity } from '../world/gazetteer';
import { cityAreaNamed } from '../world/city-areas';
import type { Random } from './random';
import type { TravelMode } from './stop-candidate';
import { fiveMinutes } from './five-minutes';

/** One neighbourhood however it is written: "the Old Town" is "Old Town". */
export const sameArea = (a: string, b: string) => withoutArticle(fold(a)) === withoutArticle(fold(b));

/**
 * A neighbourhood the person named: the city's own, one its landmarks stand in, or one known only by
 * name, which suits anything and has no position (the way to it is not timed).
 */
export function areaSaid(grounded: Grounded, name: string): Area {
  const curated =
    grounded.curatedName && grounded.country
      ? curatedCity(grounded.curatedName, grounded.country)
      : undefined;
  return (
    (curated && cityAreaNamed(curated, name)) ?? {
      name,
      tags: ['food', 'nightlife', 'arts', 'historic', 'shopping', 'parks', 'views', 'waterfront'],
      lat: 0,
      lon: 0,
    }
  );
}

/** How many of a kind's area tags a neighbourhood has: 0 when the kind does not belong there. */
export const areaFits = (kind: KindId, area: Area) =>
  KIND_CATALOG[kind].areaTags.filter((tag) => area.tags.includes(tag)).length;

/**
 * A neighbourhood for each stop: the person's named area where it suits, else the area that suits
 * most of the stops, so the date stays walkable; a stop moves only when its kind needs another area.
 */
export function assignAreas(
  kinds: KindId[],
  areas: Area[],
  named: Area | null,
  random: Random,
  fixed: (Area | null)[] = [],
  added: boolean[] = [],
): (Area | null)[] {
  if (!areas.length && !named) return kinds.map((_, index) => fixed[index] ?? null);
  const pool = named ? [named, ...areas] : areas;
  const score = (area: Area) => kinds.reduce((sum, kind) => sum + (areaFits(kind, area) > 0 ? 1 : 0), 0);
  const best = Math.max(...pool.map(score));
  const home = named ?? random.pick(pool.filter((area) => score(area) === best));
  let previous: Area | null = null;
  return kinds.map((kind, index) => {
    let area: Area;
    const pinned = fixed[index];
    if (pinned) area = pinned;
    // The neighbourhood the person named holds every stop it can.
    else if (
      named &&
      !(added[index] && farBack(previous, named)) &&
      (areaFits(kind, named) > 0 ||
        !KIND_CATALOG[kind].areaTags.some(
          (tag) => tag === 'parks' || tag === 'waterfront' || tag === 'views',
        ))
    )
      area = named;
    else if (previous && areaFits(kind, previous) > 0) area = previous;
    else if (areaFits(kind, home) > 0 && !(added[index] && farBack(previous, home))) area = home;
    else if (added[index] && previous && nearestFitting(kind, pool, previous))
      area = nearestFitting(kind, pool, previous) as Area;
    else {
      const top = Math.max(...pool.map((candidate) => areaFits(kind, candidate)));
      area =
        top > 0
          ? random.pick(pool.filter((candidate) => areaFits(kind, candidate) === top))
          : (previous ?? home);
    }
    // A place that suits no kind (a town out of the city) is not where the next stop follows it.
    if (area.tags.length) previous = area;
    return area;
  });
}

/**
 * Back to where the date began is a ride back across town once the date has moved on (sushi in
 * Tsukiji, a walk in Asakusa, then dessert back in Tsukiji): beyond a walk, the next stop is had on.
 */
function farBack(previous: Area | null, home: Area): boolean {
  return Boolean(previous && previous.lat !== 0 && home.lat !== 0 && distanceKm(previous, home) > WALK_KM);
}

/** The area nearest the stop before that suits a kind, when positions are known. */
function nearestFitting(kind: KindId, pool: Area[], previous: Area): Area | undefined {
  if (previous.lat === 0) return undefined;
  return pool
    .filter((area) => area.lat !== 0 && areaFits(kind, area) > 0)
    .sort((a, b) => distanceKm(previous, a) - distanceKm(previous, b))[0];
}

export interface Leg {
  minutes: number;
  mode: TravelMode;
}

/** Walking is the way up to about 2 km; beyond, public transport or a taxi. */
const WALK_KM = 2;
/** Beyond this a stop is a day trip out of town: a regional train, a coach or a car. */
const OUT_OF_TOWN_KM = 12;
/** Driving out of a city, the streets end after about this far. */
const TOWN_KM = 8;

/** A place at 0° 0° is one whose position is not known (a neighbourhood the person named). */
const known = (area: Area) => area.lat !== 0 || area.lon !== 0;

/** Getting from one stop to the next: on foot when close; beyond, by car when the couple have one, else public transport or taxi. */
export function legBetween(
  from: Area | null,
  to: Area | null,
  options: { late: boolean; stepFree: boolean; car?: boolean },
  random: Random,
): Leg {
  if (!from || !to || from.name === to.name) return { minutes: 5 + random.int(0, 2) * 5, mode: 'walk' };
  const km = distanceKm(from, to);
  if (!known(from) || !known(to)) {
    // Somewhere in town, but where is not known: a typical ride across it.
    if (options.car) return { minutes: 20, mode: 'car' };
    if (options.late || options.stepFree) return { minutes: 20, mode: 'taxi' };
    return { minutes: 25, mode: 'transit' };
  }
  if (km <= WALK_KM && !options.stepFree)
    return { minutes: Math.max(5, Math.ceil((km * 14) / 5) * 5), mode: 'walk' };
  if (options.car) return { minutes: drivingMinutes(km), mode: 'car' };
  if (km > OUT_OF_TOWN_KM)
    return { minutes: fiveMinutes(15 + km * 1.3), mode: options.late ? 'taxi' : 'transit' };
  if (options.late || options.stepFree)
    return { minutes: Math.max(10, fiveMinutes(5 + km * 2.2)), mode: 'taxi' };
  return { minutes: Math.max(10, fiveMinutes(8 + km * 3.2)), mode: 'transit' };
}

/**
 * Minutes at the wheel for a straight-line distance: the first 8 km through town at about 25 km/h,
 * then roads at about 85 km/h over a route a quarter longer than the straight line, and ten minutes
 * to park: Lisbon to Sintra (24 km) is 50 minutes, Munich to Salzburg (117 km) two hours ten.
 */
export function drivingMinutes(km: number): number {
  const town = Math.min(km, TOWN_KM) * 1.3;
  const road = Math.max(0, km - TOWN_KM) * 1.25;
  return Math.max(10, fiveMinutes(10 + (town * 60) / 25 + (road * 60) / 85));
}
