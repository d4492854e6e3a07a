import type { CityRef, DateRequest, NamedPlace, Span } from '../request';
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

/** Travel without the towns whose words name one of the city's own landmarks. */
export function withoutCityLandmarks(
  travel: Pick<DateRequest, 'car' | 'outOfTown'>,
  named: readonly NamedPlace[],
  isLandmark: (name: string) => boolean,
): Pick<DateRequest, 'car' | 'outOfTown'> {
  const landmarks = named.filter((place) => !place.isArea && isLandmark(place.name));
  const outOfTown = (travel.outOfTown ?? []).filter(
    (town) =>
      !landmarks.some((place) => place.span.start < town.span.end && town.span.start < place.span.end),
  );
  return { ...(travel.car ? { car: true } : {}), ...(outOfTown.length ? { outOfTown } : {}) };
}
