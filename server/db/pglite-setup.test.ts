import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { createPgliteDirectory, PGLITE_START_PARAMS } from './pglite-setup';

describe('a new embedded database directory', () => {
  it('is made in a child process, so initdb’s memory never joins the server’s', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pglite-setup-'));
    const before = process.memoryUsage().rss;
    await createPgliteDirectory(dataDir);
    // initdb inside WebAssembly takes ~880 MB; none of it may stay with this process.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);

    const db = await PGlite.create({ dataDir, startParams: PGLITE_START_PARAMS });
    const { rows } = await db.query<{ setting: string }>(
      "select setting from pg_settings where name = 'shared_buffers'",
    );
    await db.close();
    // 16 MB in 8 kB pages.
    expect(rows[0]?.setting).toBe('2048');

    // A directory that exists is left alone: the server's next start opens it as it is.
    const made = statSync(join(dataDir, 'PG_VERSION')).mtimeMs;
    await createPgliteDirectory(dataDir);
    expect(statSync(join(dataDir, 'PG_VERSION')).mtimeMs).toBe(made);
  }, 120_000);
});
