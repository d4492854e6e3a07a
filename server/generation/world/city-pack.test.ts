import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openCityPack, packCities, type CityPack } from './city-pack';
import { readGeonames, type CityTable } from './geonames-reader';

let table: CityTable;
let file: string;

beforeAll(() => {
  table = readGeonames();
  file = join(mkdtempSync(join(tmpdir(), 'city-pack-')), 'world.bin');
  writeFileSync(file, packCities(table));
}, 120_000);

function reread(): CityPack {
  return openCityPack(readFileSync(file));
}

describe('the packed world', () => {
  it('opens from its file in a few milliseconds (what a server start does)', () => {
    const started = performance.now();
    reread();
    // About 10 ms alone and up to 450 ms beside twenty busy processes on 2 cores, where parsing
    // GeoNames took 2–6 s: the bound tells the two apart on any host.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('answers every name the GeoNames table has, with the same places in the same order', () => {
    const pack = reread();
    const differing: string[] = [];
    for (const [key, indices] of table.byName) {
      const found = pack.citiesNamed(key).map((city) => city.geonameId);
      if (found.join() !== indices.map((index) => table.ids[index]).join()) differing.push(key);
    }
    expect(differing).toEqual([]);
    expect(table.byName.size).toBeGreaterThan(200_000);
    expect(pack.citiesNamed('no such place anywhere')).toEqual([]);
  }, 60_000);

  it('knows which places named a key have a spelling of it with accents, as GeoNames lists them', () => {
    const pack = reread();
    for (const [key, indices] of table.accentedByName) {
      const expected = [...indices].map((index) => table.ids[index]).sort();
      const found = [...pack.accentedSpellings(key)].sort();
      if (found.join() !== expected.join()) expect([key, found]).toEqual([key, expected]);
    }
    const cadiz = pack.citiesNamed('cadiz');
    const accented = pack.accentedSpellings('cadiz');
    expect(cadiz.filter((city) => accented.has(city.geonameId)).map((city) => city.country)).toContain('ES');
    expect(cadiz.filter((city) => accented.has(city.geonameId)).map((city) => city.country)).not.toContain(
      'PH',
    );
  }, 60_000);

  it('gives each place as GeoNames has it, by its id', () => {
    const pack = reread();
    for (const [id, index] of table.byId) {
      const city = pack.cityById(id);
      const expected = {
        geonameId: id,
        name: table.names[index],
        country: table.countries[index],
        admin1: table.admin1[index],
        lat: table.lat[index],
        lon: table.lon[index],
        population: table.population[index],
        timezone: table.timezones[index],
      };
      if (JSON.stringify(city) !== JSON.stringify(expected)) expect(city).toEqual(expected);
    }
    expect(pack.cityById(0)).toBeUndefined();
  }, 60_000);

  it('sizes countries as the table does', () => {
    const pack = reread();
    for (const [country, population] of table.countryPopulation)
      expect(pack.countryPopulation(country)).toBe(population);
  });

  it('reads a pack that does not start on an aligned byte', () => {
    const bytes = readFileSync(file);
    const shifted = new Uint8Array(bytes.length + 1).subarray(1);
    shifted.set(bytes);
    expect(openCityPack(shifted).citiesNamed('paris')[0]?.country).toBe('FR');
  });
});
