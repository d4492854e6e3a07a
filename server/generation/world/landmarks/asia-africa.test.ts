import { describe, expect, it } from 'vitest';
import { isKindId } from '../../kinds/kind-ids';
import { CURATED_CITIES } from '../gazetteer';
import type { LandmarkTag } from '../landmark-types';
import { LANDMARKS_ASIA_AFRICA } from './asia-africa';

const CITIES = [
  'Tokyo',
  'Kyoto',
  'Osaka',
  'Seoul',
  'Bangkok',
  'Singapore',
  'Hong Kong',
  'Mumbai',
  'Delhi',
  'Dubai',
  'Sydney',
  'Melbourne',
  'Auckland',
  'Cape Town',
  'Johannesburg',
  'Lagos',
  'Accra',
  'Nairobi',
  'Marrakesh',
  'Cairo',
];

const TAGS: LandmarkTag[] = ['indoor', 'outdoor', 'free', 'step_free', 'sunset', 'night', 'iconic'];

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
const distanceKm = (lat1: number, lon1: number, lat2: number, lon2: number) => {
  const h =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
};

const inCity = (city: string) => LANDMARKS_ASIA_AFRICA.filter((landmark) => landmark.city === city);

describe('landmarks of Asia, Oceania and Africa', () => {
  it('covers only the curated cities of this part, under their gazetteer name and country', () => {
    for (const landmark of LANDMARKS_ASIA_AFRICA) {
      expect(CITIES, landmark.name).toContain(landmark.city);
      const city = CURATED_CITIES.find((curated) => curated.name === landmark.city);
      expect(city?.country, landmark.name).toBe(landmark.country);
    }
  });

  it.each(CITIES)('gives %s at least 12 landmarks of at least 4 kinds, with one or more iconic', (city) => {
    const landmarks = inCity(city);
    expect(landmarks.length).toBeGreaterThanOrEqual(12);
    expect(new Set(landmarks.map((landmark) => landmark.kind)).size).toBeGreaterThanOrEqual(4);
    expect(landmarks.some((landmark) => landmark.tags.includes('iconic'))).toBe(true);
  });

  it.each(CITIES)('names each landmark of %s once', (city) => {
    const names = inCity(city).map((landmark) => landmark.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses only known kinds and tags, each tag once, with no more than three iconic places a city', () => {
    for (const landmark of LANDMARKS_ASIA_AFRICA) {
      expect(isKindId(landmark.kind), `${landmark.name}: ${landmark.kind}`).toBe(true);
      for (const tag of landmark.tags) expect(TAGS, landmark.name).toContain(tag);
      expect(new Set(landmark.tags).size, landmark.name).toBe(landmark.tags.length);
      expect(landmark.tags.includes('indoor') || landmark.tags.includes('outdoor'), landmark.name).toBe(true);
    }
    for (const city of CITIES) {
      expect(
        inCity(city).filter((landmark) => landmark.tags.includes('iconic')).length,
        city,
      ).toBeLessThanOrEqual(3);
    }
  });

  it('places every landmark within 25 km of its city, to at most 4 decimals', () => {
    for (const landmark of LANDMARKS_ASIA_AFRICA) {
      const city = CURATED_CITIES.find((curated) => curated.name === landmark.city);
      if (!city) throw new Error(`${landmark.city} is not a curated city`);
      expect(distanceKm(city.lat, city.lon, landmark.lat, landmark.lon), landmark.name).toBeLessThan(25);
      expect(Number(landmark.lat.toFixed(4)), landmark.name).toBe(landmark.lat);
      expect(Number(landmark.lon.toFixed(4)), landmark.name).toBe(landmark.lon);
    }
  });

  it('gives each landmark a neighbourhood', () => {
    for (const landmark of LANDMARKS_ASIA_AFRICA) expect(landmark.area?.trim(), landmark.name).toBeTruthy();
  });
});
