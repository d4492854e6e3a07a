import type { Landmark } from '../landmark-types';
import { LANDMARKS_AMERICAS } from './americas';
import { LANDMARKS_ASIA_AFRICA } from './asia-africa';
import { LANDMARKS_EUROPE } from './europe';
import { fold } from '../../understand/text';

export const LANDMARKS: readonly Landmark[] = [
  ...LANDMARKS_EUROPE,
  ...LANDMARKS_ASIA_AFRICA,
  ...LANDMARKS_AMERICAS,
];

const byCity = new Map<string, Landmark[]>();
for (const landmark of LANDMARKS) {
  const key = `${landmark.country}:${fold(landmark.city)}`;
  byCity.set(key, [...(byCity.get(key) ?? []), landmark]);
}

/** The catalog's landmarks in a curated city (by its gazetteer name and country). */
export function landmarksIn(city: string, country: string): readonly Landmark[] {
  return byCity.get(`${country}:${fold(city)}`) ?? [];
}
