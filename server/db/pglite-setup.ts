import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

const run = promisify(execFile);

/**
 * Postgres settings for a database that serves one process: the default 128 MB of shared buffers is
 * room for far more data than an embedded deployment holds, and WebAssembly memory, once taken, is
 * never given back (about 120 MB of resident memory saved).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Creates a new data directory in a short-lived child process. initdb inside WebAssembly grows the
 * module's memory to ~880 MB, and that memory stays with the process for life; done in a child, it
 * leaves with the child, and the server then opens a directory that exists (~240 MB).
 */
export async function createPgliteDirectory(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(entry)}).PGlite.create({ dataDir: process.argv[1], startParams: JSON.parse(process.argv[2]) }).then((db) => db.close());`;
  await run(process.execPath, ['-e', script, dataDir, JSON.stringify(PGLITE_START_PARAMS)]);
}
