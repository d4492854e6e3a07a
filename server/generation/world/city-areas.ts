import { KIND_CATALOG } from '../kinds/catalog';
import type { AreaTag } from '../kinds/kind-info';
import { fold, withoutArticle } from '../understand/text';
import type { Area, CuratedCity } from './gazetteer-types';
import { landmarksIn } from './landmarks/all-landmarks';
import { distanceKm } from './distance';

const keyOf = (name: string) => withoutArticle(fold(name));
/** Beyond this from the centre a place is a trip out of town (Muizenberg from Cape Town), not a quarter. */
const QUARTER_KM = 12;
const known = new WeakMap<CuratedCity, Area[]>();

/**
 * Every neighbourhood of a curated city a person may name: its own list, then those its landmarks
 * stand in that the list lacks ("Baixa" in Lisbon, "Monserrat" in Buenos Aires), within reach of the
 * centre. Such a quarter is at the centre of its landmarks and suits what they are; it is no pool of the city's fillers (the
 * curated list is), only a place a person said.
 */
export function cityAreas(city: CuratedCity): Area[] {
  const cached = known.get(city);
  if (cached) return cached;
  const own = new Set(city.areas.map((area) => keyOf(area.name)));
  const quarters = new Map<
    string,
    { name: string; lat: number; lon: number; count: number; tags: Set<AreaTag> }
  >();
  for (const landmark of landmarksIn(city.name, city.country)) {
    if (!landmark.area || own.has(keyOf(landmark.area))) continue;
    const key = keyOf(landmark.area);
    const quarter = quarters.get(key) ?? { name: landmark.area, lat: 0, lon: 0, count: 0, tags: new Set() };
    quarter.lat += landmark.lat;
    quarter.lon += landmark.lon;
    quarter.count += 1;
    for (const tag of KIND_CATALOG[landmark.kind].areaTags) quarter.tags.add(tag);
    quarters.set(key, quarter);
  }
  const derived = [...quarters.values()].map(({ name, lat, lon, count, tags }) => ({
    name,
    tags: [...tags],
    lat: lat / count,
    lon: lon / count,
  }));
  const areas = [...city.areas, ...derived.filter((area) => distanceKm(area, city) <= QUARTER_KM)];
  known.set(city, areas);
  return areas;
}

/** The city's neighbourhood of that name however it is written ("the Marais", "Marais"), if any. */
export function cityAreaNamed(city: CuratedCity, name: string): Area | undefined {
  return cityAreas(city).find((area) => keyOf(area.name) === keyOf(name)) ?? areaOpenedBy(city, name);
}

/**
 * "Palermo" in Buenos Aires: the first word of the city's own neighbourhoods ("Palermo Soho", "Palermo
 * Hollywood") names the first of them, as people say it.
 */
export function areaOpenedBy(city: CuratedCity, name: string): Area | undefined {
  const key = keyOf(name);
  if (key.length < 4) return undefined;
  return city.areas.find((area) => keyOf(area.name).startsWith(`${key} `));
}
