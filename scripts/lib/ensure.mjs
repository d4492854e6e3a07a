import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompressDirectory } from '../precompress.mjs';
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
];

/** Builds the SPA when dist/ is missing or older than its sources (by content, not mtime). */
export async function ensureBuild() {
  const marker = join(root, 'dist', '.build-hash');
  const wanted = hashPaths(buildInputs) + (process.env.VITE_API_BASE_URL ?? '');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  console.log('Building the web app (vite build)...');
  // Quiet: the per-asset size table is noise in a test log (npm run build prints it).
  await runOrExit(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: root });
  await precompressDirectory(join(root, 'dist'));
  writeFileSync(marker, wanted);
}
