/**
 * Writes the packed cities (city-pack.ts) to the file named on the command line. The server build
 * runs it once (scripts/lib/build-server.mjs), so a server start reads the pack instead of GeoNames.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { packCities } from './city-pack';
import { readGeonames } from './geonames-reader';

const target = process.argv[2];
if (!target) throw new Error('usage: pack-world.ts <output file>');
// Written beside and renamed into place: servers starting meanwhile never read half a file.
const partial = `${target}.${process.pid}`;
writeFileSync(partial, packCities(readGeonames()));
renameSync(partial, target);
