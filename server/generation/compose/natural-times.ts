import type { Grounded } from '../ground/grounded';
import type { Family, KindId } from '../kinds/kind-ids';
import type { DayPart, DaytimeMeal, WishDayPart } from '../request';
import { mealOf } from './stop-candidate';

/** When in the day each family naturally happens, to order stops that have no fixed time. */
export const FAMILY_TIME: Record<Family, number> = {
  coffee: 600,
  active: 630,
  shopping: 660,
  picnic: 780,
  culture: 840,
  class: 900,
  wellness: 900,
  attraction: 900,
  tasting: 960,
  water: 960,
  walk: 1020,
  street_food: 1140,
  meal: 1140,
  stage: 1200,
  screen: 1230,
  play: 1260,
  music: 1290,
  sweet: 1320,
  drinks: 1350,
  stars: 1380,
  dance: 1410,
};

/** Where a date starts when the person gave no time: by the part of the day and local meal times. */
export function defaultStart(dayPart: DayPart | null, grounded: Grounded): number {
  const { meals } = grounded;
  switch (dayPart) {
    case 'morning':
      return Math.max(540, meals.breakfast);
    case 'lunchtime':
      return meals.lunch - 60;
    case 'afternoon':
      return Math.max(840, meals.lunch + 90);
    case 'night':
      return Math.max(1230, meals.dinner);
    case 'all_day':
      return 600;
    default:
      return meals.dinner - 120;
  }
}

export function dayPartOf(minutes: number): DayPart {
  if (minutes < 720) return 'morning';
  if (minutes < 1020) return 'afternoon';
  if (minutes < 1260) return 'evening';
  return 'night';
}

/** A meal's natural start at local meal times; other kinds have none. */
export function mealAnchor(
  stop: { kind: KindId; meal?: DaytimeMeal; dayPart?: WishDayPart },
  grounded: Grounded,
  windowStart: number,
  windowEnd: number,
): number | null {
  const meal = mealOf(stop);
  const { meals } = grounded;
  const said = grounded.request.time.mealStart;
  if (said !== undefined && said !== null && (meal === 'dinner' || meal === 'any' || meal === 'lunch'))
    return said;
  if (meal === 'breakfast') return meals.breakfast;
  if (meal === 'brunch') return 660;
  if (meal === 'lunch') return meals.lunch;
  if (meal === 'dinner') return meals.dinner;
  // "Jantar francesinha": a dish said as dinner is had at dinner time, whatever frame the date has.
  if (meal === 'any' && (stop.dayPart === 'evening' || stop.dayPart === 'night')) return meals.dinner;
  if (meal === 'any') {
    if (meals.dinner >= windowStart - 30 && meals.dinner <= windowEnd - 60) return meals.dinner;
    if (meals.lunch >= windowStart - 30 && meals.lunch <= windowEnd - 60) return meals.lunch;
  }
  return null;
}
