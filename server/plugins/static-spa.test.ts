import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import type { DatabaseHandle } from '../db/client';
import { createCapturingMailer } from '../testing/capturing-mailer';
import { createFakeEngine } from '../testing/fake-engine';
import { testConfig, testJwtSecret } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'datecraft-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Datecraft</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  database = await createTestDatabase();
  app = await buildApp({
    config: { ...testConfig, STATIC_DIR: dist },
    db: database.db,
    jwtSecret: testJwtSecret,
    engine: createFakeEngine().engine,
    mailer: createCapturingMailer().mailer,
    serveSpa: true,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('serving the built SPA', () => {
  it.each(['/', '/date-plan/123', '/sign-in?x=1', '/no/such/page'])(
    'answers %s with index.html',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps JSON 404s for unknown API paths and non-GET requests', async () => {
    const api = await app.inject({ url: '/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found' });
    const post = await app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
  });
});
