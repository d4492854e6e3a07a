import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createPreparedQueries, withPreparedQuery } from './pglite-prepared-statements';
import { createPgliteDirectory, PGLITE_START_PARAMS } from './pglite-setup';
import { withSharedParsers } from './pglite-shared-parsers';
import * as schema from './schema';
import { pgliteSessionEndings, type SessionEndings } from './session-endings';

/** The one database type the app sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * The embedded database's announcements of sessions that end, for the session cache
   * (auth/session-liveness-cache.ts); none on PostgreSQL, where they arrive too late to rely on.
   */
  sessionEndings?: SessionEndings;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

/** Opens the database and applies the committed migrations before anything else touches it. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // A server that does not answer fails the request (503) in seconds instead of holding it.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection the server ends (restart, failover, a dropped test database) must not crash
    // the process; the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`database connection closed: ${error.message}`));
    // Nor may one that is checked out (inside a transaction) when it dies: its running or next query
    // fails with the connection error, which answers 503, and the pool discards it on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePostgres({ client: pool, schema });
    await migratePostgres(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = join(target.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    await createPgliteDirectory(dataDir);
  }
  const client = await PGlite.create({ dataDir, startParams: PGLITE_START_PARAMS });
  // Migrated over the bare client: its one-off statements would only crowd the prepared ones out.
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  const prepared = createPreparedQueries(client);
  const db = drizzlePglite({ client: withSharedParsers(withPreparedQuery(client, prepared.query)), schema });
  const sessionEndings = await pgliteSessionEndings(client, prepared.notifications);
  return {
    db,
    kind: 'pglite',
    sessionEndings,
    close: async () => {
      await sessionEndings.close();
      await client.close();
    },
  };
}
