import { describe, expect, it } from 'vitest';
import { CURATED_CITIES, curatedCity } from './gazetteer';

const CONTINENT: Record<string, string> = {
  FR: 'Europe',
  GB: 'Europe',
  IT: 'Europe',
  ES: 'Europe',
  PT: 'Europe',
  NL: 'Europe',
  DE: 'Europe',
  AT: 'Europe',
  CZ: 'Europe',
  HU: 'Europe',
  PL: 'Europe',
  DK: 'Europe',
  SE: 'Europe',
  IE: 'Europe',
  GR: 'Europe',
  TR: 'Europe',
  CH: 'Europe',
  BE: 'Europe',
  JP: 'Asia',
  KR: 'Asia',
  TH: 'Asia',
  SG: 'Asia',
  HK: 'Asia',
  IN: 'Asia',
  AE: 'Asia',
  AU: 'Oceania',
  NZ: 'Oceania',
  US: 'North America',
  CA: 'North America',
  MX: 'North America',
  AR: 'South America',
  BR: 'South America',
  CO: 'South America',
  PE: 'South America',
  CL: 'South America',
  ZA: 'Africa',
  NG: 'Africa',
  GH: 'Africa',
  KE: 'Africa',
  MA: 'Africa',
  EG: 'Africa',
};

const km = (lat1: number, lon1: number, lat2: number, lon2: number): number => {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

describe('curated cities', () => {
  it('covers at least 64 cities on every inhabited continent', () => {
    expect(CURATED_CITIES.length).toBeGreaterThanOrEqual(64);
    const continents = new Set(CURATED_CITIES.map((city) => CONTINENT[city.country]));
    expect(continents).toEqual(
      new Set(['Europe', 'Asia', 'Oceania', 'North America', 'South America', 'Africa']),
    );
  });

  it('has no duplicate city in a country and no duplicate area in a city', () => {
    const keys = CURATED_CITIES.map((city) => `${city.country}|${city.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const city of CURATED_CITIES) {
      const names = city.areas.map((area) => area.name);
      expect(new Set(names).size, city.name).toBe(names.length);
    }
  });

  it('gives every city 6 to 9 tagged areas within 30 km of its centre', () => {
    for (const city of CURATED_CITIES) {
      expect(city.areas.length, city.name).toBeGreaterThanOrEqual(6);
      expect(city.areas.length, city.name).toBeLessThanOrEqual(9);
      for (const area of city.areas) {
        expect(area.tags.length, area.name).toBeGreaterThan(0);
        expect(km(city.lat, city.lon, area.lat, area.lon), `${city.name}: ${area.name}`).toBeLessThan(30);
      }
    }
  });

  it('writes aliases in lower case and country codes as ISO alpha-2', () => {
    for (const city of CURATED_CITIES) {
      expect(city.country).toMatch(/^[A-Z]{2}$/);
      for (const alias of city.aliases) expect(alias).toBe(alias.toLowerCase());
    }
  });

  it('finds a city by name or alias, ignoring case and accents, within its country only', () => {
    expect(curatedCity('Roma', 'IT')?.name).toBe('Rome');
    expect(curatedCity('Londres', 'GB')?.name).toBe('London');
    expect(curatedCity('MÜNCHEN', 'DE')?.name).toBe('Munich');
    expect(curatedCity('Ciudad de Mexico', 'MX')?.name).toBe('Mexico City');
    expect(curatedCity('Sevilla', 'ES')?.name).toBe('Seville');
    expect(curatedCity('Krakow', 'pl')?.name).toBe('Kraków');
    expect(curatedCity('Sao Paulo', 'BR')?.name).toBe('São Paulo');
    expect(curatedCity('New York City', 'US')?.name).toBe('New York');
    expect(curatedCity('Mexico Ville', 'MX')?.name).toBe('Mexico City');
    expect(curatedCity(' hong kong ', 'HK')?.name).toBe('Hong Kong');
    expect(curatedCity('Paris', 'US')).toBeUndefined();
    expect(curatedCity('Atlantis', 'GR')).toBeUndefined();
  });
});
