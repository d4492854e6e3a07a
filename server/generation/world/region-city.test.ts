import { describe, expect, it } from 'vitest';
import { cityForRegion } from './region-city';
import { regionsNamed } from './regions';

const cityOf = (name: string) => {
  const [region] = regionsNamed(name);
  return region ? cityForRegion(region)?.name : undefined;
};

describe('cityForRegion', () => {
  it('picks the largest curated city of the region', () => {
    expect(cityOf('tuscany')).toBe('Florence');
    expect(cityOf('andalucia')).toBe('Sevilla');
    expect(cityOf('california')).toBe('Los Angeles');
  });

  it('falls back on the seat where no curated city lies in the region', () => {
    expect(cityOf('algarve')).toBe('Faro');
    expect(cityOf('alentejo')).toBe('Évora');
  });

  it('gives nothing for a state whose seat is only a code and holds no curated city', () => {
    expect(cityOf('maine')).toBeUndefined();
  });
});
