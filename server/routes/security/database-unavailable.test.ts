import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { Database, DatabaseHandle } from '../../db/client';
import * as schema from '../../db/schema';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from '../../lib/database-unavailable';
import { registerErrorHandler } from '../../plugins/error-handler';
import { healthRoutes } from '../health-routes';
import { createCapturingMailer } from '../../testing/capturing-mailer';
import { createFakeEngine } from '../../testing/fake-engine';
import { testConfig, testJwtSecret } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('telling a database outage from a bad query', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['admin_shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['cannot_connect_now (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    [
      'a driver error wrapped by Drizzle',
      new Error('Failed query: select 1', { cause: withCode('terminating connection', '57P01') }),
    ],
    [
      'every address refusing',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
    ],
  ])('%s is an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a wrapped constraint error', new Error('Failed query', { cause: withCode('violates check', '23514') })],
    ['an ordinary error', new Error('engine exploded')],
    ['not an error at all', 'Connection terminated'],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

function builtSpa() {
  const dist = mkdtempSync(join(tmpdir(), 'datecraft-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Datecraft</title><div id="root"></div>');
  return dist;
}

const appOn = (db: Database) =>
  buildApp({
    config: { ...testConfig, STATIC_DIR: builtSpa() },
    db,
    jwtSecret: testJwtSecret,
    engine: createFakeEngine().engine,
    mailer: createCapturingMailer().mailer,
    serveSpa: true,
  });

/** A real node-postgres pool whose server is away: nothing listens on the port. */
async function poolOnClosedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return new pg.Pool({
    connectionString: `postgres://postgres@127.0.0.1:${port}/gone`,
    connectionTimeoutMillis: 2_000,
  });
}

describe('while the database is away', () => {
  let app: App;
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = await poolOnClosedPort();
    app = await appOn(drizzle({ client: pool, schema }) as unknown as Database);
    // Start-up does not need the database: the worker waits for it.
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  it.each([
    ['POST', '/v1/auth/signin', { email: 'ada@example.com', password: 'Sunset-Walk-42' }],
    ['POST', '/v1/date-planner/generate', { query: 'Dinner in Lisbon', guest_email: 'ada@example.com' }],
    ['GET', '/v1/date-planner/sse/00000000-0000-4000-8000-000000000000?email=ada@example.com', undefined],
    ['GET', '/v1/subscriptions/plans', undefined],
  ] as const)('%s %s answers 503 with a detail and Retry-After, never 500', async (method, url, payload) => {
    const response = await app.inject({ method, url, payload });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: SERVICE_UNAVAILABLE });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is alive (/healthz) but not ready (/readyz), both in JSON rather than the web app', async () => {
    const live = await app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['content-type']).toMatch(/application\/json/);
    expect(ready.json()).toEqual({ detail: SERVICE_UNAVAILABLE });
    expect(ready.headers['retry-after']).toBeDefined();
    expect(ready.headers['cache-control']).toBe('no-store');
  });
});

describe('a database that never answers', () => {
  it('is reported not ready within a short timeout', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    const hung = { execute: () => new Promise(() => {}) } as unknown as Database;
    await app.register(healthRoutes, { db: hung, readinessTimeoutMs: 300 });
    const started = Date.now();
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ detail: SERVICE_UNAVAILABLE });
    expect(Date.now() - started).toBeLessThan(2_000);
    await app.close();
  });
});

describe('with the database up', () => {
  let app: App;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await appOn(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is alive and ready, in JSON, beside the web app', async () => {
    const live = await app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    const page = await app.inject({ url: '/some/page' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
