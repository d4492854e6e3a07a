import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverOutDir } from './build-server.mjs';
import { buildWebApp } from './build-web.mjs';
import { runOrExit } from './run.mjs';

const root = new URL('../../', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function hashPaths(paths) {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    } else {
      hash.update(path.slice(root.length));
      hash.update(readFileSync(path));
    }
  };
  for (const path of paths) visit(join(root, path));
  return hash.digest('hex');
}

/** Installs dependencies when node_modules is missing or was installed from another lockfile. */
export async function ensureDependencies() {
  const marker = join(root, 'node_modules', '.datecraft-lock-hash');
  const wanted = hashPaths(['package-lock.json']);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  console.log('Installing dependencies (npm ci)...');
  await runOrExit(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root });
  writeFileSync(marker, wanted);
}

const buildInputs = [
  'src',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'package-lock.json',
  'scripts/precompress.mjs',
  'scripts/prerender.mjs',
  'scripts/lib/build-web.mjs',
  'scripts/lib/critical-css.mjs',
];

/** Builds the SPA when dist/ is missing or older than its sources (by content, not mtime). */
export async function ensureBuild() {
  const marker = join(root, 'dist', '.build-hash');
  const wanted = hashPaths(buildInputs) + (process.env.VITE_API_BASE_URL ?? '');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  console.log('Building the web app (vite build, prerender, precompress)...');
  // Quiet: the per-asset size table is noise in a test log (npm run build prints it).
  await buildWebApp({ quiet: true });
  writeFileSync(marker, wanted);
}

const serverInputs = [
  'server',
  'contract',
  'package-lock.json',
  'tsconfig.json',
  'scripts/lib/build-server.mjs',
];

/** Compiles the API server when dist-server/ is missing or older than its sources (by content). */
export async function ensureServerBuild() {
  const marker = join(serverOutDir, '.build-hash');
  const wanted = hashPaths(serverInputs);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  console.log('Compiling the API server (esbuild)...');
  await buildServer();
  writeFileSync(marker, wanted);
}

async function aptInstallChromium() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await runOrExit('apt-get', ['update', '-qq'], { env });
  await runOrExit('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

/**
 * Installs Debian's Chromium for the browser tests when running as root, or says exactly how to.
 * Resolves with null when Chromium is there, or with the reason it is not.
 */
export async function ensureChromium(
  path,
  {
    canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get'),
    install = aptInstallChromium,
  } = {},
) {
  if (existsSync(path)) return null;
  if (!canInstall) {
    return (
      `Chromium was not found at ${path}; the browser tests need it.\n` +
      'Install it with `sudo apt-get install -y chromium` (Debian) or set CHROMIUM_PATH to a Chromium binary.'
    );
  }
  console.log('Installing Chromium for the browser tests (apt-get install chromium)...');
  await install();
  return existsSync(path)
    ? null
    : `apt-get installed chromium, but ${path} is still missing; set CHROMIUM_PATH to its binary.`;
}

const localPostgres = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The PostgreSQL server the server suite also runs on: TEST_DATABASE_URL when set (empty means none),
 * else a local server on the standard port when one answers, as on the CI machine.
 */
export async function findTestDatabase() {
  if (process.env.TEST_DATABASE_URL !== undefined) return process.env.TEST_DATABASE_URL || null;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: localPostgres, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return localPostgres;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
