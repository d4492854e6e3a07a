import type { CuratedCity } from './gazetteer-types';

/** Placeholder until the curated list lands. */
export const CURATED_CITIES: CuratedCity[] = [
  {
    name: 'Paris',
    country: 'FR',
    aliases: ['paris'],
    lat: 48.8566,
    lon: 2.3522,
    areas: [{ name: 'Le Marais', tags: ['historic', 'food'], lat: 48.8575, lon: 2.3625 }],
  },
];
