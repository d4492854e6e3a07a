// The API server as one compiled ES module (dist-server/index.mjs), so `npm start` runs JavaScript
// instead of compiling TypeScript at every start through a runtime loader. Dependencies are bundled in
// too: resolving and compiling some two thousand files one by one took over a second of every start.
import { cpSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
export const serverOutDir = join(root, 'dist-server');

/** How esbuild compiles the server: one entry module, and the planner's chunks it imports later. */
/** @type {import('esbuild').BuildOptions} */
export const serverBuildOptions = {
  entryPoints: [join(root, 'server/index.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Kept in node_modules: PGlite reads its WebAssembly and data files from beside its own module,
  // argon2 is a native addon, and pg only tries pg-native when asked for it.
  external: ['@electric-sql/pglite', '@node-rs/argon2', 'pg-native'],
  // Bundled CommonJS packages still require Node's built-ins, which an ES module has no require for.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  minifyWhitespace: true,
  minifySyntax: true,
  tsconfig: join(root, 'tsconfig.json'),
  sourcemap: 'linked',
  // The planner is imported dynamically (server/generation/lazy-planner.ts): split into chunks, it
  // loads after the server listens instead of before.
  splitting: true,
  outdir: serverOutDir,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  write: false,
  logLevel: 'warning',
};

export async function buildServer() {
  // Loaded here, not at the top: `npm start` imports this file before it has installed anything.
  const { build } = await import('esbuild');
  const result = await build(serverBuildOptions);
  const written = new Set(result.outputFiles.map((file) => file.path));
  // Written beside and renamed into place, so servers started at the same moment (the browser tests
  // start several) never read a half-written file.
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  // Chunks are named by their content: those of an earlier build are no longer imported by anything.
  const chunks = join(serverOutDir, 'chunks');
  for (const name of readdirSync(chunks)) if (!written.has(join(chunks, name))) rmSync(join(chunks, name));
  // The migrations are read at start from beside the module (server/db/client.ts).
  cpSync(join(root, 'server/db/migrations'), join(serverOutDir, 'migrations'), { recursive: true });
  // The world's cities packed once (server/generation/world/city-pack.ts), read at start beside the module.
  execFileSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'server/generation/world/pack-world.ts'), join(serverOutDir, 'world.bin')],
    { cwd: root, stdio: 'inherit' },
  );
}
