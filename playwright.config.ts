import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3198);
// A fresh data directory per run, so browser tests never see a developer's data. Workers inherit the
// variable, so tests can read the e-mail outbox of the same server.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'datecraft-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
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
        // Slower progress messages so the tests can watch the stages stream in.
        GENERATION_STEP_DELAY_MS: '150',
        GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
        GOOGLE_CLIENT_ID: 'datecraft-e2e',
        GOOGLE_CLIENT_SECRET: 'datecraft-e2e-secret',
      },
    },
  ],
});
