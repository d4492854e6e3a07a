import type { CityRef, DateRequest, Span } from '../request';
import { saysCar } from './car';
import { outOfTownPlaces } from './out-of-town';

/** How the couple get around and where outside town they go: set only when the description says so. */
export function travelOf(
  text: string,
  city: CityRef | null,
  citySpan: Span | null,
): Pick<DateRequest, 'car' | 'outOfTown'> {
  const outOfTown = outOfTownPlaces(text, city, citySpan);
  return { ...(saysCar(text) ? { car: true } : {}), ...(outOfTown.length ? { outOfTown } : {}) };
}
