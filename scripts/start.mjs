// `npm start`: everything a fresh machine needs, then the API and the SPA from one process.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBuild, ensureDependencies, ensureServerBuild } from './lib/ensure.mjs';
import { defaultTestCheckoutLocally } from './lib/local-defaults.mjs';

// Settings from .env apply unless the shell already set them (see .env.example).
if (existsSync('.env')) process.loadEnvFile('.env');
defaultTestCheckoutLocally(process.env);

await ensureDependencies();
await ensureBuild();
await ensureServerBuild();

const server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/index.mjs'], {
  stdio: 'inherit',
  cwd: new URL('../', import.meta.url).pathname,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
