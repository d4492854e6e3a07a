import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3199);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3198);
// A fresh data directory per run, so browser tests never see a developer's data. Workers inherit the
// variable, so tests can read the e-mail outbox of the same server.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'datecraft-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

// Live venues (PLACES_PROVIDER=auto): one app server asks a local fake OpenStreetMap, another finds
// OpenStreetMap down. Set here once, so workers read the same ports (see tests/e2e/live-places.spec.ts).
process.env.E2E_OSM_PORT ??= '3197';
process.env.E2E_OSM_DOWN_PORT ??= '3195';
process.env.E2E_FAKE_OSM_PORT ??= '3196';
process.env.E2E_OSM_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'datecraft-e2e-osm-'));
process.env.E2E_OSM_DOWN_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'datecraft-e2e-osm-down-'));
const fakeOsmOrigin = `http://127.0.0.1:${process.env.E2E_FAKE_OSM_PORT}`;

// Plans slow enough to cut their progress stream mid-way, and access tokens that expire while one
// is made (see tests/e2e/stream-resume.spec.ts).
process.env.E2E_SHORT_TOKEN_PORT ??= '3194';
process.env.E2E_SHORT_TOKEN_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'datecraft-e2e-short-token-'));

// A local run as `npm start` makes it: no PUBLIC_ORIGIN, listening on loopback (see tests/e2e/local-run.spec.ts).
process.env.E2E_LOCAL_PORT ??= '3193';
process.env.E2E_LOCAL_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'datecraft-e2e-local-'));

// Every browser test signs up its own members from 127.0.0.1, far beyond one address's hourly allowance.
const manyMembersFromOneAddress = { SIGNUP_RATE_LIMIT: '10000', SIGNIN_ADDRESS_RATE_LIMIT: '10000' };

/** An app server finding venues on the OpenStreetMap at `osmOrigin`, with no pauses in its progress. */
const osmAppServer = (appPort: string, appDataDir: string, osmOrigin: string) => ({
  command: 'node scripts/start.mjs',
  url: `http://localhost:${appPort}/`,
  reuseExistingServer: false,
  timeout: 180_000,
  env: {
    PORT: appPort,
    DATA_DIR: appDataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_ORIGIN: `http://localhost:${appPort}`,
    GENERATION_STEP_DELAY_MS: '0',
    // The default: live venues while the probe finds the services up, asked every 3 s here so a server
    // that started before its fake OpenStreetMap finds it at once.
    PLACES_PROVIDER: 'auto',
    PLACES_PROBE_MINUTES: '0.05',
    OVERPASS_URL: `${osmOrigin}/api/interpreter`,
    NOMINATIM_URL: osmOrigin,
    ...manyMembersFromOneAddress,
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Journeys of a dozen page loads took 25–31 s with two workers beside six app servers on two cores;
  // a hang still fails, and every expectation keeps its own 10 s limit.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      // A local OpenID Connect provider standing in for Google.
      command: 'node --import tsx tests/e2e/oidc-server.ts',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OIDC_PORT: String(oidcPort), APP_ORIGIN: `http://localhost:${port}` },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_ORIGIN: `http://localhost:${port}`,
        // Slower progress messages so the tests can watch the stages stream in: a plan takes about 2.7 s,
        // longer than a loaded CI machine needs to open the progress page (150 ms steps sometimes were not).
        GENERATION_STEP_DELAY_MS: '300',
        // Plans made offline, whatever the network: no browser test asks the public OpenStreetMap.
        PLACES_PROVIDER: 'none',
        GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
        GOOGLE_CLIENT_ID: 'datecraft-e2e',
        GOOGLE_CLIENT_SECRET: 'datecraft-e2e-secret',
        ...manyMembersFromOneAddress,
      },
    },
    {
      command: 'node --import tsx tests/e2e/fake-osm-server.ts',
      url: `${fakeOsmOrigin}/search?format=jsonv2&q=Chiado`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_OSM_PORT: process.env.E2E_FAKE_OSM_PORT },
    },
    osmAppServer(process.env.E2E_OSM_PORT, process.env.E2E_OSM_DATA_DIR, fakeOsmOrigin),
    // Nothing listens on port 1 (a privileged port no service uses), so every lookup is refused at once.
    osmAppServer(process.env.E2E_OSM_DOWN_PORT, process.env.E2E_OSM_DOWN_DATA_DIR, 'http://127.0.0.1:1'),
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${process.env.E2E_LOCAL_PORT}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: process.env.E2E_LOCAL_PORT,
        DATA_DIR: process.env.E2E_LOCAL_DATA_DIR,
        LOG_LEVEL: 'warn',
        TEST_CHECKOUT: 'true',
        ...manyMembersFromOneAddress,
      },
    },
    {
      // The shortest access-token lifetime the server allows, and plans (about 40 s) that outlast it.
      command: 'node scripts/start.mjs',
      url: `http://localhost:${process.env.E2E_SHORT_TOKEN_PORT}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: process.env.E2E_SHORT_TOKEN_PORT,
        DATA_DIR: process.env.E2E_SHORT_TOKEN_DATA_DIR,
        LOG_LEVEL: 'warn',
        PUBLIC_ORIGIN: `http://localhost:${process.env.E2E_SHORT_TOKEN_PORT}`,
        ACCESS_TOKEN_TTL_SECONDS: '30',
        GENERATION_STEP_DELAY_MS: '4000',
        PLACES_PROVIDER: 'none',
        ...manyMembersFromOneAddress,
      },
    },
  ],
});
