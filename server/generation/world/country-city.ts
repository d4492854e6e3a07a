/**
 * The city a date goes to when the person names only a country ("a weekend in Portugal", "un finde
 * en Colombia"): the largest city the planner knows well there (its neighbourhoods and landmarks make
 * the better plan), else the capital.
 */
import type { CityRef } from '../request';
import { capitalOf, citiesNamed, nameKey } from './cities';
import { distanceKm } from './distance';
import { CURATED_CITIES } from './gazetteer';
import type { CuratedCity } from './gazetteer-types';

/** How far from a curated city's centre its GeoNames namesake may lie. */
const CURATED_RADIUS_KM = 40;

const curatedKeyCache = new Map<CuratedCity, Set<string>>();

/** The curated city's own name and aliases, folded. */
export function curatedKeys(curated: CuratedCity): Set<string> {
  let keys = curatedKeyCache.get(curated);
  if (!keys) {
    keys = new Set([nameKey(curated.name), ...curated.aliases.map(nameKey)]);
    curatedKeyCache.set(curated, keys);
  }
  return keys;
}

/** The GeoNames place a curated city is: same name or alias, same country, nearest its centre. */
export function curatedCityRef(curated: CuratedCity): CityRef | undefined {
  for (const key of curatedKeys(curated)) {
    const found = citiesNamed(key).find(
      (city) => city.country === curated.country && distanceKm(curated, city) < CURATED_RADIUS_KM,
    );
    if (found) return found;
  }
  return undefined;
}

/** Whether a GeoNames place is (near) the curated city. */
export const isNearCurated = (curated: CuratedCity, city: CityRef) =>
  curated.country === city.country && distanceKm(curated, city) < CURATED_RADIUS_KM;

export function cityForCountry(country: string): CityRef | undefined {
  const known = CURATED_CITIES.filter((curated) => curated.country === country)
    .map(curatedCityRef)
    .filter((city): city is CityRef => city !== undefined)
    .sort((a, b) => b.population - a.population);
  return known[0] ?? capitalOf(country);
}
