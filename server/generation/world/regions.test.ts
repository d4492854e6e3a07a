import { describe, expect, it } from 'vitest';
import { citiesNamed } from './cities';
import { REGIONS, regionAdmin1, regionsCoded, regionsNamed } from './regions';

describe('regions', () => {
  it('finds every region’s seat in GeoNames, so each has an admin1 code', () => {
    const unresolved = REGIONS.filter((region) => regionAdmin1(region) === null).map(
      (region) => region.names[0],
    );
    expect(unresolved).toEqual([]);
  });

  it('reads the code from the seat: Yucatán is where Mérida is, Brandenburg where Potsdam is', () => {
    const [yucatan] = regionsNamed('yucatan');
    expect(yucatan && regionAdmin1(yucatan)).toBe(
      citiesNamed('merida').find((city) => city.country === 'MX')?.admin1,
    );
    const [brandenburg] = regionsNamed('brandenburg');
    expect(brandenburg && regionAdmin1(brandenburg)).toBe(citiesNamed('potsdam')[0]?.admin1);
  });

  it('knows a region by its names in several languages and by its written codes', () => {
    expect(regionsNamed('bavaria')).toEqual(regionsNamed('bayern'));
    expect(regionsNamed('toscana')[0]?.country).toBe('IT');
    expect(regionsCoded('RS').map((region) => region.country)).toContain('BR');
    expect(
      regionsCoded('BC')
        .map((region) => region.country)
        .sort(),
    ).toEqual(['CA', 'MX']);
  });

  it('has no region named by an everyday preposition ("para")', () => {
    expect(regionsNamed('para')).toEqual([]);
  });
});
