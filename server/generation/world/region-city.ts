/**
 * The city a date goes to when the person names only a region ("a weekend in Tuscany", "somewhere in
 * the Algarve"): the largest city the planner knows well there (its neighbourhoods and landmarks make
 * the better plan), else the region's seat.
 */
import type { CityRef } from '../request';
import { citiesNamed, nameKey } from './cities';
import { curatedCityRef } from './country-city';
import { CURATED_CITIES } from './gazetteer';
import { regionAdmin1, type Region } from './regions';

export function cityForRegion(region: Region): CityRef | undefined {
  const admin1 = regionAdmin1(region);
  if (admin1 === null) return undefined;
  const known = CURATED_CITIES.filter((curated) => curated.country === region.country)
    .map(curatedCityRef)
    .filter((city): city is CityRef => city?.admin1 === admin1)
    .sort((a, b) => b.population - a.population);
  // The United States' seats are their postal codes, not towns: there only a curated city will do.
  const seat = citiesNamed(nameKey(region.seat)).find(
    (city) => city.country === region.country && city.admin1 === admin1,
  );
  return known[0] ?? seat;
}
