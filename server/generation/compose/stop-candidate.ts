import { KIND_CATALOG } from '../kinds/catalog';
import { familyOf, type Family, type KindId } from '../kinds/kind-ids';
import type { Area } from '../world/gazetteer-types';
import type { KindTag } from '../kinds/kind-info';
import type { DaytimeMeal, Span, WantedKind, WishDayPart } from '../request';
import { fold } from '../understand/text';
import type { TripPart } from './day-trip';
import { PLAIN_DRINKS } from './selection';

/** A stop while the composer is still deciding on it: why it is there, before when it happens. */
export interface Candidate {
  kind: KindId;
  placeName: string | null;
  requested: boolean;
  atSunset: boolean;
  /** Asked to be at sunset ("a walk at sunset"). */
  wantsSunset?: boolean;
  /** Where the stop is when it is a known place. */
  fixedArea?: Area;
  /** The neighbourhood the person said it is had in ("tapas in Triana"): its place is chosen there. */
  saidArea?: Area;
  /** A catalog landmark chosen by the planner. */
  landmark?: boolean;
  /** What the place chosen is priced as: a pizzeria chosen for "dinner" costs what a pizzeria does. */
  priceKind?: KindId;
  /** A named place the catalog does not know: its neighbourhood is not claimed. */
  unknownArea?: boolean;
  /** A town outside the city (a day trip): where it is is known, but it is in no neighbourhood of the city. */
  outOfTown?: boolean;
  /** On a day trip: in the city before leaving, in the town, or back in the city. */
  tripPart?: TripPart;
  /** Where the person mentioned it, to keep their order ("dinner, then flamenco"). */
  mention?: number;
  /** The person's own words for it (see DraftStop.wish). */
  wish?: string;
  /** The wish names what is eaten or drunk (see DraftStop.dish). */
  dish?: boolean;
  /** No lexicon knew the wish: its kind is our guess at a host, so another host is no news to the person. */
  guessedHost?: boolean;
  /** The daytime meal the person said this dish is (see WantedKind.meal). */
  meal?: DaytimeMeal;
  /** The part of the day the person said for it (see WantedKind.dayPart). */
  dayPart?: WishDayPart;
  /** Where exactly it is, when it is a known place (a landmark); its area's centre is only near it. */
  position?: { lat: number; lon: number };
  /** Its own opening hours (OpenStreetMap syntax) when it is a known place; else its kind's. */
  openingHours?: string;
  /** A named place kept where it is although its known hours say closed: said in a finding. */
  keptClosed?: boolean;
  minutes: number;
  /** Minutes a meal at the local hour is brought forward, to close a wait before it nothing fills. */
  earlier?: number;
  /** Its stay before the window made every stay shorter: given back when a stop goes and frees room. */
  fullMinutes?: number;
}

/**
 * Where a dish of a family is had once places for it have closed: a main dish at a restaurant, a
 * sweet at a café, a drink at a bar; there it keeps the person's words. A thing to eat at a café is a
 * snack ("frites" beside a walk): after the café's hours, a stand or a kitchen still serves it.
 */
const DISH_HOSTS: Partial<Record<Family, readonly KindId[]>> = {
  meal: ['restaurant'],
  street_food: ['restaurant'],
  sweet: ['cafe'],
  coffee: ['cafe', 'street_food', 'restaurant'],
  drinks: ['bar'],
  tasting: ['bar'],
};

/** The places that would serve the dish of a stop of this kind, when it is a dish. */
export const dishHostsOf = (candidate: Candidate): readonly KindId[] =>
  (candidate.dish && DISH_HOSTS[familyOf(candidate.kind)]) || [];

/**
 * Whether the person's words stay with a stop whose kind is swapped for `instead`: a dish does, to a
 * place that serves it ("ceviche" at a restaurant once cevicherías have shut), and a drink to any
 * place for drinks ("unas cañas" at a bar once the pub has shut); an activity or a meal does not
 * ("kayaking" is not had at a bouldering gym, nor "brunch" at a café at eight).
 */
export const carriesWish = (candidate: Candidate, instead: KindId) =>
  dishHostsOf(candidate).includes(instead) ||
  drinksStillDrinks(candidate, instead) ||
  (Boolean(candidate.dish) && servesTheSame(candidate.kind, instead));

/** What a kitchen serves, as its tags say it: a barbecue and a churrascaria both grill meat. */
const SERVED_TAGS = new Set<KindTag>(['meat']);

/** Another kind of the same family that serves the same thing. */
export function servesTheSame(kind: KindId, other: KindId): boolean {
  if (other === kind || familyOf(other) !== familyOf(kind)) return false;
  const served = KIND_CATALOG[kind].tags.filter((tag) => SERVED_TAGS.has(tag));
  return served.some((tag) => KIND_CATALOG[other].tags.includes(tag));
}

/** Drinks asked for at a plain bar are had at any place for drinks; a beer garden is chosen for itself. */
const drinksStillDrinks = (candidate: Candidate, instead: KindId) =>
  PLAIN_DRINKS.has(candidate.kind) && familyOf(instead) === 'drinks';

/**
 * Whether a swap that keeps the person's words is worth telling them: not when the kind was only our
 * guess at a host ("frites" beside a walk), nor for drinks had at another bar.
 */
export const swapIsNews = (candidate: Candidate, instead: KindId) =>
  !candidate.guessedHost && !drinksStillDrinks(candidate, instead) && !servesTheSame(candidate.kind, instead);

/** A stop that no longer holds what the person asked for no longer says it in their words. */
export function withoutWish(candidate: Candidate) {
  delete candidate.wish;
  delete candidate.dish;
}

/** How one gets to a stop; by car only when the person said they have one. */
export type TravelMode = 'walk' | 'transit' | 'taxi' | 'car';

/** A candidate placed in time: when it starts and ends, and how one gets there. */
export interface Timed extends Candidate {
  start: number;
  end: number;
  travel: number;
  mode: TravelMode;
  /** The way here cannot be known: this stop or the one before has no known position. */
  routeUnknown: boolean;
  area: Area | null;
}

export type NewCandidate = Omit<Candidate, 'minutes' | 'atSunset'> & { atSunset?: boolean; minutes?: number };

/** A candidate with the kind's usual length of stay unless another is given. */
export const candidateOf = (candidate: NewCandidate): Candidate => ({
  atSunset: false,
  minutes: KIND_CATALOG[candidate.kind].minutes,
  ...candidate,
});

/** The meal a stop is timed as: the one the person said for it, else its kind's. */
export const mealOf = (stop: { kind: KindId; meal?: DaytimeMeal }) =>
  stop.meal ?? KIND_CATALOG[stop.kind].meal;

/**
 * The brunch or lunch a day is told from: the first thing the person asked for, when it is one
 * ("almoço de sardinhas, um passeio … e à noite fado"). Such a day opens with it.
 */
export function openingMealOf(candidates: readonly Candidate[]): Candidate | undefined {
  const first = candidates
    .filter((candidate) => candidate.requested && candidate.mention !== undefined)
    .sort((a, b) => (a.mention ?? 0) - (b.mention ?? 0))[0];
  return first && ['brunch', 'lunch'].includes(mealOf(first) ?? '') ? first : undefined;
}

export const isMeal = (kind: KindId) => Boolean(KIND_CATALOG[kind].meal) || familyOf(kind) === 'street_food';

/** Stops that cost nothing, for a budget that cannot pay for another. */
export const FREE_FILLERS: KindId[] = [
  'old_town_walk',
  'park',
  'viewpoint',
  'street_art',
  'riverside_walk',
  'walk',
];

/** The same stop in another list (after a reschedule the objects differ). */
export const sameStop = (a: Candidate, b: Candidate) => a.kind === b.kind && a.placeName === b.placeName;

export function findLastIndex<T>(items: T[], predicate: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index -= 1) if (predicate(items[index] as T)) return index;
  return -1;
}

/** One stop can hold several things asked for: their words are listed in the order written. */
export function addWish(candidate: Candidate, words: string): void {
  const held = candidate.wish ?? '';
  if (fold(held).includes(fold(words))) return;
  candidate.wish = held ? `${held}, ${words}` : words;
}

/** The words the person asked for a candidate with, when it came from a wanted kind. */
export const saidSpanOf = (candidate: Candidate, wanted: readonly WantedKind[]): Span | undefined =>
  wanted.find((entry) => entry.kind === candidate.kind && entry.span.start === candidate.mention)?.span;
