// The API server as one compiled ES module (dist-server/index.mjs), so `npm start` runs JavaScript
// instead of compiling TypeScript at every start through a runtime loader. Dependencies stay in
// node_modules (bundling them would duplicate what npm already installed).
import { cpSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
export const serverOutDir = join(root, 'dist-server');

export async function buildServer() {
  // Loaded here, not at the top: `npm start` imports this file before it has installed anything.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, 'server/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    outfile: join(serverOutDir, 'index.mjs'),
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(serverOutDir, { recursive: true });
  // Written beside and renamed into place, so servers started at the same moment (the browser tests
  // start several) never read a half-written file.
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  // The migrations are read at start from beside the module (server/db/client.ts).
  cpSync(join(root, 'server/db/migrations'), join(serverOutDir, 'migrations'), { recursive: true });
  // The world's cities packed once (server/generation/world/city-pack.ts), read at start beside the module.
  execFileSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'server/generation/world/pack-world.ts'), join(serverOutDir, 'world.bin')],
    { cwd: root, stdio: 'inherit' },
  );
}
