import type { Grounded } from '../ground/grounded';
import { KIND_CATALOG } from '../kinds/catalog';
import type { KindId } from '../kinds/kind-ids';
import type { DateRequest, OutOfTownPlace } from '../request';
import { IN_WORDS } from '../understand/served-where';
import { fold } from '../understand/text';
import { distanceKm } from '../world/distance';
import type { Area } from '../world/gazetteer-types';
import { drivingMinutes } from './areas';
import { hasKind, type Composition } from './composition';
import { kindOpening, openThrough, openWithin } from './stop-hours';
import { LOCAL_DINNER, LOCAL_LUNCH, MOST_STOPS } from './fillers';
import { isAllowed } from './selection';
import { candidateOf, findLastIndex, isMeal, mealOf, type Candidate } from './stop-candidate';
import { DAY_PART_FRAMES, type Frame } from './time-window';
import type { Timeline } from './timeline';
import { fiveMinutes } from './five-minutes';

/**
 * A day out of the city to a town the person named ("from Florence a day in Siena"): a morning stop
 * in the city, the ride out, the town's sights and its lunch in daylight, the ride back, and the
 * evening in the city. Never lunch in the city and the town after dark.
 */
export interface DayTrip {
  town: OutOfTownPlace;
  /** The town as the place its stops are in: the writer says "a trattoria, Siena". */
  area: Area;
  /** Where the city's stops are when the city has no neighbourhoods of its own: its centre. */
  home: Area | null;
}

/** Where a stop of a day trip is: in the city before leaving, in the town, or back in the city. */
export type TripPart = 'before' | 'town' | 'after';

/** Kinds that open only in the evening wait for the return to the city. */
const EVENING_OPENS = 1020;
const MORNING_STOP_MINUTES = 40;
/** A day out may run from an early train to a late dinner back home. */
const DAY_TRIP_LENGTH = 900;
/** Dinner back in the city ends by half past one at the latest. */
const LATEST_RETURN = 1530;

/** The longest ride out that still leaves a day in the town and a ride back (three and a half hours). */
const LONGEST_RIDE = 210;
/** A known place this close to the town is one of the town's (the Pena Palace of Sintra). */
const TOWN_KM = 5;

/**
 * Whether a town can be a day out from the city: farther than a long ride each way it is no day
 * trip but a journey, and the town stays one stop of the plan.
 */
export function withinADay(
  city: { lat: number; lon: number },
  town: { lat: number; lon: number },
  car = false,
) {
  return rideMinutes(city, town, car) <= LONGEST_RIDE;
}

/** The ride from the city to a town, one way: at the wheel, or by train or coach with the way to the station. */
export function rideMinutes(
  city: { lat: number; lon: number },
  town: { lat: number; lon: number },
  car = false,
): number {
  const km = distanceKm(city, town);
  return car ? drivingMinutes(km) : 15 + km * 1.3;
}

export function dayTripOf({ request }: Composition): DayTrip | null {
  const town = request.outOfTown?.[0];
  const city = request.place.city;
  if (!town || (city && !withinADay(city, town, request.car))) return null;
  // No tags: no stop of the city is ever put in the town (or the centre) for suiting it.
  return {
    town,
    area: { name: town.name, tags: [], lat: town.lat, lon: town.lon },
    home: city ? { name: city.name, tags: [], lat: city.lat, lon: city.lon } : null,
  };
}

/** The stop is in the town: its position and its "neighbourhood" are the town's. */
export function moveToTown(candidate: Candidate, trip: DayTrip): void {
  candidate.tripPart = 'town';
  candidate.outOfTown = true;
  candidate.fixedArea = trip.area;
  candidate.position ??= { lat: trip.town.lat, lon: trip.town.lon };
  delete candidate.unknownArea;
  // A meal of no set hour out in the town is its lunch: dinner is back in the city.
  if (isMeal(candidate.kind) && mealOf(candidate) === 'any') candidate.meal = 'lunch';
}

/**
 * What was asked for after the town was named is done there ("Tegernsee, a boat trip and the
 * Bräustüberl"), except dinner, the sunset and what opens only at night: the evening is back in the city. What
 * was asked for before it (orecchiette in Bari, then Polignano) is the city's morning.
 */
function partOf(candidate: Candidate, trip: DayTrip, request: DateRequest): TripPart {
  if (candidate.outOfTown) return 'town';
  const evening =
    mealOf(candidate) === 'dinner' ||
    KIND_CATALOG[candidate.kind].hours[0] >= EVENING_OPENS ||
    candidate.kind === 'sunset_spot' ||
    Boolean(candidate.wantsSunset);
  const afterTown = (candidate.mention ?? 0) > trip.town.span.start;
  if (evening) return 'after';
  if (candidate.position && distanceKm(candidate.position, trip.town) <= TOWN_KM) return 'town';
  // A place of the city's own guide stays in the city, whenever it was said.
  if (candidate.position || candidate.fixedArea) return afterTown ? 'after' : 'before';
  if (candidate.requested && (afterTown || saidInTown(candidate, trip, request))) return 'town';
  // Timed for the sunset in the city: the sunset is seen on the way back, not before leaving.
  return candidate.atSunset ? 'after' : 'before';
}

/** "Ostras no Ribeirão da Ilha", "lunch in Sintra": what is said right before the town, with an "in", is had there. */
function saidInTown(candidate: Candidate, trip: DayTrip, request: DateRequest): boolean {
  const wish = request.wanted.find((entry) => entry.span.start === candidate.mention);
  if (!wish || wish.span.end > trip.town.span.start) return false;
  const [link, ...rest] = fold(request.text.slice(wish.span.end, trip.town.span.start))
    .split(/\s+/)
    .filter(Boolean);
  return Boolean(link && IN_WORDS.has(link) && rest.length <= 1);
}

/** Sorts the wishes into the day's three parts and adds what such a day needs and was not asked for. */
export function chooseDayTrip(composition: Composition, trip: DayTrip, frame: Frame): void {
  const { candidates } = composition;
  for (const candidate of candidates) {
    const part = partOf(candidate, trip, composition.request);
    if (part === 'town') moveToTown(candidate, trip);
    else candidate.tripPart = part;
  }
  if (!candidates.some((candidate) => candidate.tripPart === 'before')) addMorningStop(composition);
  const daytimeMeal = candidates.some(
    (candidate) => isMeal(candidate.kind) && mealOf(candidate) !== 'dinner',
  );
  if (!daytimeMeal) addTownLunch(composition, trip);
  // "Back in Lisbon by six", or a morning out: a dinner back in the city only where the day reaches it.
  const reachesDinner = frame.windowEnd >= composition.grounded.meals.dinner + 60;
  if (reachesDinner && !candidates.some((candidate) => candidate.tripPart === 'after'))
    addDinnerBack(composition);
}

function addMorningStop({ candidates, exclusions }: Composition): void {
  const kind = (['cafe', 'bakery', 'specialty_coffee'] as KindId[]).find((option) =>
    isAllowed(option, exclusions),
  );
  if (kind)
    candidates.push(
      candidateOf({
        kind,
        placeName: null,
        requested: false,
        tripPart: 'before',
        minutes: MORNING_STOP_MINUTES,
      }),
    );
}

/** A meal of the place's own cooking, or one where the couple's diet is the point of the kitchen. */
function mealKind(
  { request, random, exclusions, candidates, grounded }: Composition,
  local: KindId[],
  generic: KindId[],
) {
  if (request.constraints.includes('vegan')) return 'vegan_restaurant';
  if (request.constraints.includes('vegetarian')) return 'vegetarian_restaurant';
  // Pizza in Siena at lunch and pizza again in Florence at dinner is one idea twice.
  const had = new Set(candidates.map((candidate) => candidate.kind));
  return (
    [...random.shuffleCopy(local), ...generic].find(
      // Open that day at all: a beer garden is shut for the winter.
      (kind) =>
        isAllowed(kind, exclusions) && !had.has(kind) && openWithin(kindOpening(grounded, kind), 0, 1440),
    ) ?? null
  );
}

function addTownLunch(composition: Composition, trip: DayTrip): void {
  const country = composition.grounded.country ?? 'US';
  const kind = mealKind(composition, LOCAL_LUNCH[country] ?? [], ['lunch', 'bistro']);
  if (!kind) return;
  const lunch = candidateOf({ kind, placeName: null, requested: false, meal: 'lunch' });
  moveToTown(lunch, trip);
  composition.candidates.push(lunch);
}

function addDinnerBack(composition: Composition): void {
  const country = composition.grounded.country ?? 'US';
  const local = (LOCAL_DINNER[country] ?? []).filter((kind) => KIND_CATALOG[kind].meal !== 'lunch');
  const kind = mealKind(composition, local, ['bistro', 'restaurant', 'dinner']);
  if (kind)
    composition.candidates.push(candidateOf({ kind, placeName: null, requested: false, tripPart: 'after' }));
}

/**
 * A day out takes the day, from an early train to dinner back home, when no part of it was said. A
 * said morning or afternoon is when the day out happens, and only the ride home may run past its end
 * (the plan then says so first); an evening in another town is an evening out, framed as one. Clock
 * times the person gave always hold.
 */
export function dayTripFrame(frame: Frame, { meals, request }: Grounded): Frame {
  const time = request.time;
  if (time.start !== null || time.end !== null || time.lengthMinutes !== null) return frame;
  const said = time.dayPart;
  if (said === 'evening' || said === 'night') return frame;
  const out = { ...frame, latestEnd: LATEST_RETURN, maxLength: DAY_TRIP_LENGTH };
  if (said && said !== 'all_day') {
    const [start, end] = DAY_PART_FRAMES[said];
    return { ...out, windowStart: start, windowEnd: end, earliest: start };
  }
  return {
    ...out,
    dayPart: 'all_day',
    windowStart: DAY_PART_FRAMES.all_day[0] + 120,
    windowEnd: meals.dinner + 120,
    earliest: null,
  };
}

const RANK: Record<TripPart, number> = { before: 0, town: 1, after: 2 };

/**
 * The day's three parts in order, each keeping the order the stops had within it; in the town, its
 * own walk first: the sights are seen on arrival, in daylight, and lunch follows.
 */
export function orderDayTrip({ candidates }: Composition, trip: DayTrip): void {
  const rank = (candidate: Candidate) =>
    RANK[candidate.tripPart ?? 'before'] * 2 + (candidate.placeName === trip.town.name ? 0 : 1);
  const ordered = candidates
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => rank(a.candidate) - rank(b.candidate) || a.index - b.index)
    .map(({ candidate }) => candidate);
  candidates.splice(0, candidates.length, ...ordered);
}

/**
 * A filler placed between two of the town's stops (for a wait) is in the town too; a stop the day
 * already put in the city stays there, wherever a later stage tries it.
 */
export function keepTownTogether(list: Candidate[], trip: DayTrip): void {
  const first = list.findIndex((candidate) => candidate.tripPart === 'town');
  const last = findLastIndex(list, (candidate) => candidate.tripPart === 'town');
  for (const candidate of list.slice(first + 1, last)) if (!candidate.tripPart) moveToTown(candidate, trip);
}

/** The town's sights end by sunset: a stay that would run into the dark is cut short, to 60 % at most. */
export function townInDaylight({ candidates, grounded }: Composition, timeline: Timeline): void {
  const sunset = grounded.sunset;
  if (sunset === null) return;
  const late = timeline.timed.filter(
    (stop) => stop.tripPart === 'town' && !isMeal(stop.kind) && stop.end > sunset,
  );
  for (const stop of late) {
    const candidate = candidates.find((item) => item.kind === stop.kind && item.placeName === stop.placeName);
    if (!candidate) continue;
    candidate.minutes = fiveMinutes(
      Math.max(candidate.minutes * 0.6, candidate.minutes - (stop.end - sunset)),
      Math.floor,
    );
  }
  if (late.length) timeline.reschedule();
}

/** What a town offers for an afternoon before the ride home; what the city offers before dinner. */
const TOWN_AFTERNOON: KindId[] = ['viewpoint', 'museum', 'historic_site', 'cafe', 'pastry'];
const BACK_BEFORE_DINNER: KindId[] = [
  'wine_bar',
  'cocktail_bar',
  'riverside_walk',
  'old_town_walk',
  'bookshop',
];
const SHORTEST_STAY = 40;

/**
 * Back too early for dinner: the couple stay in the town while it is light (a view, a museum, a
 * café) rather than wait in the city, and take a later ride home; a wait still left before dinner
 * is a drink or a walk back in the city, not a longer stay in the dark town.
 */
export function fillTheReturn(composition: Composition, timeline: Timeline, trip: DayTrip): void {
  const sunset = composition.grounded.sunset ?? 1440;
  for (let added = 0; added < 2; added += 1)
    if (!addBeforeReturn(composition, timeline, TOWN_AFTERNOON, (end) => sunset - end, trip)) break;
  addBeforeReturn(composition, timeline, BACK_BEFORE_DINNER, () => Infinity, null);
}

/**
 * A stop in the wait between the town's last stop and the first one back in the city: in the town
 * (`trip`) before the ride home, or in the city after it; `limit` caps its length from where it starts.
 */
function addBeforeReturn(
  composition: Composition,
  timeline: Timeline,
  options: KindId[],
  limit: (start: number) => number,
  trip: DayTrip | null,
): boolean {
  const { candidates, grounded, random, exclusions } = composition;
  if (timeline.timed.length >= MOST_STOPS) return false;
  const last = findLastIndex(timeline.timed, (stop) => stop.tripPart === 'town');
  const town = timeline.timed[last];
  const home = timeline.timed[last + 1];
  if (!town || !home) return false;
  const from = trip ? town.end + 10 : town.end + home.travel;
  const room = Math.min(home.start - town.end - home.travel, limit(from)) - 10;
  if (room < SHORTEST_STAY) return false;
  const kind = random
    .shuffleCopy(options)
    .find(
      (option) =>
        isAllowed(option, exclusions) &&
        !hasKind(candidates, option) &&
        openThrough(kindOpening(grounded, option), from, SHORTEST_STAY),
    );
  if (!kind) return false;
  const stay = candidateOf({
    kind,
    placeName: null,
    requested: false,
    minutes: Math.min(KIND_CATALOG[kind].minutes, room),
  });
  if (trip) moveToTown(stay, trip);
  else stay.tripPart = 'after';
  candidates.splice(last + 1, 0, stay);
  timeline.reschedule();
  return true;
}
