import { describe, expect, it } from 'vitest';
import { isKindId } from '../../kinds/kind-ids';
import { CURATED_CITIES } from '../gazetteer';
import type { LandmarkTag } from '../landmark-types';
import { LANDMARKS_EUROPE } from './europe';

const CITIES = [
  'Paris',
  'London',
  'Rome',
  'Barcelona',
  'Madrid',
  'Seville',
  'Lisbon',
  'Porto',
  'Amsterdam',
  'Berlin',
  'Munich',
  'Vienna',
  'Prague',
  'Budapest',
  'Kraków',
  'Warsaw',
  'Copenhagen',
  'Stockholm',
  'Dublin',
  'Edinburgh',
  'Florence',
  'Venice',
  'Milan',
  'Naples',
  'Athens',
  'Istanbul',
  'Zurich',
  'Brussels',
  'Lyon',
  'Marseille',
  'Nice',
];
const BIGGEST = ['Paris', 'London', 'Rome', 'Barcelona', 'Berlin'];
const TAGS: LandmarkTag[] = ['indoor', 'outdoor', 'free', 'step_free', 'sunset', 'night', 'iconic'];

const kmBetween = (lat1: number, lon1: number, lat2: number, lon2: number): number => {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

const inCity = (city: string) => LANDMARKS_EUROPE.filter((l) => l.city === city);

describe('LANDMARKS_EUROPE', () => {
  it('covers only its cities, each with at least 12 landmarks and 18 to 25 for the biggest', () => {
    expect(new Set(LANDMARKS_EUROPE.map((l) => l.city))).toEqual(new Set(CITIES));
    for (const city of CITIES) expect(inCity(city).length, city).toBeGreaterThanOrEqual(12);
    for (const city of BIGGEST) {
      expect(inCity(city).length, city).toBeGreaterThanOrEqual(18);
      expect(inCity(city).length, city).toBeLessThanOrEqual(25);
    }
  });

  it('names each landmark once within its city', () => {
    for (const city of CITIES) {
      const names = inCity(city).map((l) => l.name);
      expect(
        names.filter((name, i) => names.indexOf(name) !== i),
        city,
      ).toEqual([]);
    }
  });

  it('uses the gazetteer name and country of its city', () => {
    for (const l of LANDMARKS_EUROPE) {
      const city = CURATED_CITIES.find((c) => c.name === l.city);
      expect(city, l.city).toBeDefined();
      expect(l.country, l.name).toBe(city?.country);
    }
  });

  it('uses valid kinds and tags, with one of indoor or outdoor', () => {
    for (const l of LANDMARKS_EUROPE) {
      expect(isKindId(l.kind), `${l.name}: ${l.kind}`).toBe(true);
      expect(
        l.tags.filter((tag) => !TAGS.includes(tag)),
        l.name,
      ).toEqual([]);
      expect(new Set(l.tags).size, l.name).toBe(l.tags.length);
      expect(l.tags.includes('indoor') || l.tags.includes('outdoor'), l.name).toBe(true);
    }
  });

  it('places every landmark within 25 km of its city, at 4 decimals at most', () => {
    for (const l of LANDMARKS_EUROPE) {
      const city = CURATED_CITIES.find((c) => c.name === l.city);
      if (!city) throw new Error(`no gazetteer city ${l.city}`);
      expect(kmBetween(city.lat, city.lon, l.lat, l.lon), l.name).toBeLessThanOrEqual(25);
      expect(Number(l.lat.toFixed(4)), l.name).toBe(l.lat);
      expect(Number(l.lon.toFixed(4)), l.name).toBe(l.lon);
    }
  });

  it('gives each city a spread of kinds, with museums, green space and a view', () => {
    const museums = new Set(['museum', 'art_gallery', 'history_museum', 'science_museum']);
    const green = new Set(['park', 'garden', 'botanical_garden']);
    const views = new Set(['viewpoint', 'observation_deck', 'sunset_spot', 'ferris_wheel']);
    for (const city of CITIES) {
      const kinds = inCity(city).map((l): string => l.kind);
      expect(new Set(kinds).size, city).toBeGreaterThanOrEqual(4);
      expect(kinds.filter((k) => museums.has(k)).length, city).toBeGreaterThanOrEqual(2);
      expect(kinds.filter((k) => green.has(k)).length, city).toBeGreaterThanOrEqual(2);
      expect(
        kinds.some((k) => views.has(k)),
        city,
      ).toBe(true);
    }
  });

  it('marks between one and three landmarks of each city as iconic', () => {
    for (const city of CITIES) {
      const iconic = inCity(city).filter((l) => l.tags.includes('iconic')).length;
      expect(iconic, city).toBeGreaterThanOrEqual(1);
      expect(iconic, city).toBeLessThanOrEqual(3);
    }
  });
});
