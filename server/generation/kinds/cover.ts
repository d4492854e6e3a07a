import type { Illustration } from './illustrations';

/** A stop as its plan's cover is chosen from it: its picture in its scene, and what it is to the plan. */
export interface CoverStop {
  picture: Illustration;
  /** Under the evening sky (placed for the sunset, or starting around it). */
  atSunset: boolean;
  /** Asked for by the person, not filler. */
  requested: boolean;
}

/** Meals, drinks and coffee: what a date has between the things it is about. */
const FOOD_AND_DRINK = new Set<Illustration>([
  'bakery',
  'bar',
  'brunch',
  'burger',
  'cafe',
  'curry',
  'dessert',
  'dumplings',
  'fondue',
  'grill',
  'ice-cream',
  'mezze',
  'pizza',
  'ramen',
  'restaurant',
  'seafood',
  'street-food',
  'sushi',
  'tacos',
  'tea',
]);

/** A walk or time outside: more of the date than a meal, less than what it was planned around. */
const OPEN_AIR = new Set<Illustration>([
  'beach',
  'bike',
  'garden',
  'hike',
  'kayak',
  'park',
  'picnic',
  'waterfront',
]);

/** Pictures drawn in daylight on grass or sand: never the face of a plan that has a sunset in it. */
const DAYLIGHT_OPEN_AIR = new Set<Illustration>([...OPEN_AIR].filter((picture) => picture !== 'waterfront'));

const standing = (stop: CoverStop) =>
  (stop.requested ? 4 : 0) + (FOOD_AND_DRINK.has(stop.picture) ? 0 : OPEN_AIR.has(stop.picture) ? 1 : 2);

/**
 * The plan's cover (its card, its share preview): the picture of the stop the date is about, so
 * "coffee then a walk" and "coffee then a museum" do not both show a coffee cup. A sunset the person
 * asked for is the date's moment and its cover, in its evening picture. Otherwise what the person asked
 * for comes before filler, and a thing to do before a walk before a meal; the earlier stop wins a tie,
 * so the same plan always has the same cover. A plan with a sunset in it never shows a sunny meadow.
 */
export function coverPicture(stops: readonly CoverStop[]): Illustration | null {
  const atSunset = stops.filter((stop) => stop.atSunset);
  const askedSunset = atSunset.find((stop) => stop.requested);
  if (askedSunset) return askedSunset.picture;
  const candidates = atSunset.length ? stops.filter((stop) => !DAYLIGHT_OPEN_AIR.has(stop.picture)) : stops;
  let best: CoverStop | null = null;
  for (const stop of candidates) if (!best || standing(stop) > standing(best)) best = stop;
  return best?.picture ?? null;
}
