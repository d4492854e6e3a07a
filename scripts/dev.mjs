// `npm run dev`: the API server in watch mode on API_PORT and Vite with hot reload proxying /v1 to it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDependencies } from './lib/ensure.mjs';

// Settings from .env apply unless the shell already set them (see .env.example).
if (existsSync('.env')) process.loadEnvFile('.env');

await ensureDependencies();

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('node_modules/.bin/vite', [], {
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
