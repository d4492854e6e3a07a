/**
 * Typical opening hours of every kind of stop in OpenStreetMap's `opening_hours` syntax, the same
 * syntax live venues carry, so one library reads both. Most kinds keep the catalog's daily hours: some
 * place of that kind is open every day in a city. Where the week or the season changes what a couple
 * can find, the hours say so: markets are mornings and weekends, gardens close earlier in winter,
 * hikes and picnics happen between sunrise and sunset.
 */
import { KIND_CATALOG } from './catalog';
import { KIND_IDS, type KindId } from './kind-ids';
import type { DaytimeMeal } from '../request';

const pad = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The catalog's [open, close] as every day's hours; a close after midnight runs into the next day. */
export function dailyHours([open, close]: [number, number]): string {
  if (open <= 0 && close >= 1440) return '24/7';
  return `Mo-Su ${pad(open)}-${pad(close)}`;
}

/** Hours that change with the weekday or the season (northern-hemisphere months are the default). */
const SPECIFIC: Partial<Record<KindId, string>> = {
  market: 'Mo-Sa 08:00-14:00; Su 09:00-14:00',
  farmers_market: 'Tu,Th 08:00-13:00; Sa,Su 08:00-14:00',
  flea_market: 'Sa,Su 08:00-15:00; Mo-Fr 09:00-14:00',
  christmas_market: 'Nov 20-Dec 31 11:00-22:00',
  night_market: 'Mo-Su 18:00-24:00',
  garden: 'Apr-Sep 08:00-20:00; Oct-Mar 08:00-17:30',
  botanical_garden: 'Apr-Sep 09:00-19:00; Oct-Mar 09:00-17:00',
  zoo: 'Apr-Sep 09:00-18:00; Oct-Mar 09:00-16:30',
  // Beer gardens close for the winter; the beer halls beside them stay open.
  beer_garden: 'Apr-Oct 11:00-22:00',
  hike: 'sunrise-sunset',
  park: 'sunrise-(sunset+00:30)',
  picnic: 'sunrise-(sunset+00:30)',
  bike_ride: 'sunrise-(sunset+00:30)',
  kayaking: 'Mo-Su 09:00-sunset',
  winery: 'Mo-Sa 10:00-18:00; Su 11:00-17:00',
  nightclub: 'Mo-Su 23:00-05:00',
};

export const KIND_OPENING_HOURS: Record<KindId, string> = Object.fromEntries(
  KIND_IDS.map((kind) => [kind, SPECIFIC[kind] ?? dailyHours(KIND_CATALOG[kind].hours)]),
) as Record<KindId, string>;

/** When a daytime meal is served, wherever the kitchen's own hours are the evening's. */
const MEAL_HOURS: Record<DaytimeMeal, string> = {
  breakfast: 'Mo-Su 07:30-11:00',
  brunch: 'Mo-Su 10:00-15:00',
  lunch: 'Mo-Su 12:00-15:30',
};

/**
 * A kind's hours, and a food's at the daytime meal the person asked it for: "a steak for lunch",
 * "un asado para el almuerzo" are served at lunch, though steakhouses are typed as dinner places.
 */
export function hoursOf(kind: KindId, meal?: DaytimeMeal): string {
  const own = KIND_OPENING_HOURS[kind];
  const served = KIND_CATALOG[kind].meal;
  if (!meal || served === meal || served === 'any' || !KIND_CATALOG[kind].tags.includes('food')) return own;
  return `${own}, ${MEAL_HOURS[meal]}`;
}
