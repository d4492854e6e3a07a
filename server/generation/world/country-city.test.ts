import { describe, expect, it } from 'vitest';
import { cityForCountry } from './country-city';

describe('the city for a country named alone', () => {
  it('is the largest city the planner knows well there', () => {
    expect(cityForCountry('PT')?.name).toBe('Lisbon');
    expect(cityForCountry('AU')?.name).toBe('Sydney');
    expect(cityForCountry('CH')?.name).toBe('Zürich');
  });

  it('is the capital where the planner knows no city', () => {
    expect(cityForCountry('MN')?.name).toBe('Ulan Bator');
    expect(cityForCountry('XX')).toBeUndefined();
  });
});
