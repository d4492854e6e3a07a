// `npm run dev`: the API server in watch mode on API_PORT and Vite with hot reload proxying /v1 to it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDependencies } from './lib/ensure.mjs';
import { defaultTestCheckoutLocally } from './lib/local-defaults.mjs';

// Settings from .env apply unless the shell already set them (see .env.example).
if (existsSync('.env')) process.loadEnvFile('.env');

await ensureDependencies();

const apiPort = process.env.API_PORT ?? '3001';
// The app is Vite's (vite.config.ts server.port; --strictPort keeps it there), so links and payment
// callbacks point at it unless PUBLIC_ORIGIN names another site, which then allows it as well.
const devApp = 'http://localhost:5173';
const apiEnv = {
  ...process.env,
  PORT: apiPort,
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN || devApp,
  APP_ORIGINS: [process.env.APP_ORIGINS, devApp].filter(Boolean).join(','),
};
defaultTestCheckoutLocally(apiEnv);
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts'], {
    stdio: 'inherit',
    env: apiEnv,
  }),
  spawn('node_modules/.bin/vite', ['--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_DEV_API_TARGET: `http://localhost:${apiPort}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
