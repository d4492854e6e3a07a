import { describe, expect, it } from 'vitest';
import { capitalOf, cityById, citiesNamed, countryPopulation, loadWorld, nameKey } from './cities';

describe('world cities', () => {
  it('loads once, quickly enough for start-up', () => {
    const started = performance.now();
    loadWorld();
    loadWorld();
    // About 0.8 s on the development machine; the bound only catches a loader gone badly wrong.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('finds a city by its name, its ASCII name and its exonyms in the six languages', () => {
    for (const name of ['London', 'londres', 'Londra']) expect(citiesNamed(name)[0]?.country).toBe('GB');
    for (const name of ['Kraków', 'krakow', 'Cracovia']) expect(citiesNamed(name)[0]?.name).toBe('Kraków');
    for (const name of ['München', 'munchen', 'Munich']) expect(citiesNamed(name)[0]?.name).toBe('Munich');
    for (const name of ['Wien', 'Vienne', 'Vienna']) expect(citiesNamed(name)[0]?.country).toBe('AT');
    expect(citiesNamed('lisboa')[0]?.name).toBe('Lisbon');
    expect(citiesNamed('nueva york')[0]?.name).toBe('New York City');
    expect(citiesNamed('sao paulo')[0]?.name).toBe('São Paulo');
  });

  it('lists namesakes largest first, with what a plan needs', () => {
    const paris = citiesNamed('paris');
    expect(paris[0]).toMatchObject({ name: 'Paris', country: 'FR', timezone: 'Europe/Paris' });
    expect(paris.some((city) => city.country === 'US' && city.admin1 === 'TX')).toBe(true);
    for (let index = 1; index < paris.length; index++) {
      expect(paris[index - 1]?.population ?? 0).toBeGreaterThanOrEqual(paris[index]?.population ?? 0);
    }
    const accra = citiesNamed('accra')[0];
    expect(accra?.lat).toBeCloseTo(5.56, 1);
    expect(accra?.lon).toBeCloseTo(-0.2, 1);
  });

  it('keeps towns of 500 people and more, and no one else', () => {
    expect(citiesNamed('Asheville')[0]?.admin1).toBe('NC');
    for (const city of citiesNamed('santiago')) expect(city.population).toBeGreaterThanOrEqual(500);
    // Hallstatt has 779 people: a village people travel to, missed while the cut was 1,000.
    expect(citiesNamed('Hallstatt')[0]?.country).toBe('AT');
  });

  it("knows a country's capital", () => {
    expect(capitalOf('PT')?.name).toBe('Lisbon');
    expect(capitalOf('CO')?.name).toBe('Bogotá');
    expect(capitalOf('AT')?.name).toBe('Vienna');
    expect(capitalOf('XX')).toBeUndefined();
  });

  it('matches hyphens and spaces alike', () => {
    expect(nameKey('Saint-Étienne')).toBe('saint etienne');
    expect(citiesNamed('Saint Etienne')[0]?.country).toBe('FR');
  });

  it('finds a city by its GeoNames id', () => {
    const london = citiesNamed('london')[0];
    expect(london && cityById(london.geonameId)).toEqual(london);
    expect(cityById(-1)).toBeUndefined();
  });

  it('sizes a country roughly by its towns', () => {
    expect(countryPopulation('IN')).toBeGreaterThan(countryPopulation('GD') * 100);
    expect(countryPopulation('XX')).toBe(0);
  });

  it('has nothing for words that are no place', () => {
    expect(citiesNamed('zzzz')).toEqual([]);
  });
});
