import { describe, expect, it } from 'vitest';
import { isKindId } from '../../kinds/kind-ids';
import { CURATED_CITIES } from '../gazetteer';
import type { LandmarkTag } from '../landmark-types';
import { LANDMARKS_AMERICAS } from './americas';

const CITIES = [
  'New York',
  'Toronto',
  'Montreal',
  'Vancouver',
  'San Francisco',
  'Los Angeles',
  'Chicago',
  'Seattle',
  'Boston',
  'Denver',
  'Nashville',
  'Austin',
  'New Orleans',
  'Miami',
  'Washington',
  'Mexico City',
  'Buenos Aires',
  'São Paulo',
  'Rio de Janeiro',
  'Bogotá',
  'Lima',
  'Santiago',
];

const TAGS: LandmarkTag[] = ['indoor', 'outdoor', 'free', 'step_free', 'sunset', 'night', 'iconic'];

const km = (lat1: number, lon1: number, lat2: number, lon2: number): number => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
};

const inCity = (city: string) => LANDMARKS_AMERICAS.filter((landmark) => landmark.city === city);

describe('LANDMARKS_AMERICAS', () => {
  it('covers only the listed cities, each with its gazetteer country', () => {
    for (const landmark of LANDMARKS_AMERICAS) {
      expect(CITIES, landmark.name).toContain(landmark.city);
      const city = CURATED_CITIES.find((curated) => curated.name === landmark.city);
      expect(city?.country, landmark.name).toBe(landmark.country);
    }
  });

  it.each(CITIES)('%s has at least 12 landmarks with unique names and a spread of kinds', (city) => {
    const landmarks = inCity(city);
    expect(landmarks.length).toBeGreaterThanOrEqual(12);
    const names = landmarks.map((landmark) => landmark.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(landmarks.map((landmark) => landmark.kind)).size).toBeGreaterThanOrEqual(4);
  });

  it('gives the largest city at least 18 landmarks', () => {
    expect(inCity('New York').length).toBeGreaterThanOrEqual(18);
  });

  it('uses valid kinds and tags, with indoor or outdoor on every landmark', () => {
    for (const landmark of LANDMARKS_AMERICAS) {
      expect(isKindId(landmark.kind), landmark.name).toBe(true);
      expect(new Set(landmark.tags).size, landmark.name).toBe(landmark.tags.length);
      for (const tag of landmark.tags) expect(TAGS, landmark.name).toContain(tag);
      expect(landmark.tags.includes('indoor') || landmark.tags.includes('outdoor'), landmark.name).toBe(true);
    }
  });

  it('places every landmark within 25 km of its city', () => {
    for (const landmark of LANDMARKS_AMERICAS) {
      const city = CURATED_CITIES.find((curated) => curated.name === landmark.city);
      if (!city) throw new Error(`no gazetteer city for ${landmark.name}`);
      expect(km(landmark.lat, landmark.lon, city.lat, city.lon), landmark.name).toBeLessThan(25);
    }
  });

  it('names a few iconic places per city, not most of them', () => {
    for (const city of CITIES) {
      const iconic = inCity(city).filter((landmark) => landmark.tags.includes('iconic')).length;
      expect(iconic, city).toBeGreaterThanOrEqual(1);
      expect(iconic, city).toBeLessThanOrEqual(3);
    }
  });
});
