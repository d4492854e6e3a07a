/**
 * The catalog's landmarks by the words a description names them with, so a date at "the Colosseum" or
 * "Sacré-Coeur" is placed in the landmark's city even when no city is named.
 */
import { withoutArticle } from './text';
import { citiesNamed, nameKey } from '../world/cities';
import type { Landmark } from '../world/landmark-types';
import { LANDMARKS } from '../world/landmarks/all-landmarks';
import { distinctiveName, namesOf } from '../world/landmarks/landmark-names';

/** A name shared with a city this large means the city ("Belém" is the Brazilian city, not the Torre de Belém). */
const CITY_NAME_POPULATION = 100_000;
/** A name without its generic words stands for the landmark only when it is this long ("Eiffel", "Louvre"). */
const MIN_CORE_LETTERS = 6;

/** A landmark and the name of it a key was made from ("trevi fountain" → "Trevi Fountain"). */
export interface LandmarkName {
  landmark: Landmark;
  name: string;
}

let index: Map<string, LandmarkName> | null = null;

function build(): Map<string, LandmarkName> {
  const found = new Map<string, LandmarkName[]>();
  const add = (key: string, named: LandmarkName) => {
    if (!key || (citiesNamed(key)[0]?.population ?? 0) >= CITY_NAME_POPULATION) return;
    const list = found.get(key) ?? [];
    if (!list.some((other) => other.landmark === named.landmark)) list.push(named);
    found.set(key, list);
  };
  for (const landmark of LANDMARKS) {
    for (const name of namesOf(landmark)) {
      const key = withoutArticle(nameKey(name));
      add(key, { landmark, name });
      // "arthurs seat", "st giles cathedral": the apostrophe of a name is often left out when typed.
      if (/['’]/.test(key)) add(key.replace(/['’]/g, ''), { landmark, name });
      const core = nameKey(distinctiveName(name));
      if (core.replace(/[^\p{L}]/gu, '').length >= MIN_CORE_LETTERS)
        add(core, { landmark, name: landmark.name });
    }
  }
  // A name two cities' landmarks share ("Pantheon", "Chinatown") places neither.
  const keys = new Map<string, LandmarkName>();
  for (const [key, named] of found) {
    const cities = new Set(named.map(({ landmark }) => `${landmark.country}:${landmark.city}`));
    if (cities.size === 1) keys.set(key, named[0] as LandmarkName);
  }
  return keys;
}

/** The landmark a span of a description names (by its name key, see nameKey), if the catalog knows one. */
export function landmarkNamed(key: string): LandmarkName | undefined {
  index ??= build();
  return index.get(withoutArticle(key));
}
