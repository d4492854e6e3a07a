import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { precompressDirectory } from '../precompress.mjs';
import { prerenderPages } from '../prerender.mjs';
import { runOrExit } from './run.mjs';
import { seedCatalogue } from './seed-catalogue.mjs';

const root = new URL('../../', import.meta.url).pathname;
const vite = join(root, 'node_modules', '.bin', 'vite');
const dist = join(root, 'dist');
// The server-side bundle that renders the public pages; only the build uses it.
const ssr = join(root, '.tmp', 'dist-ssr');

/**
 * The whole web build: the client bundle, the public pages prerendered from a server-side bundle of
 * the same app, then brotli and gzip copies of every text file (the last step, so the pages get them).
 */
export async function buildWebApp({ quiet = false } = {}) {
  const log = quiet ? ['--logLevel', 'warn'] : [];
  // Read beside the bundling (it opens a database of its own): the pricing page is drawn with it.
  const catalogue = seedCatalogue();
  // Awaited by the prerender; a failure before then must not go unhandled.
  catalogue.catch(() => {});
  await runOrExit(vite, ['build', ...log], { cwd: root });
  await runOrExit(
    vite,
    ['build', '--ssr', 'src/prerender/render-page.tsx', '--outDir', ssr, '--emptyOutDir', ...log],
    {
      cwd: root,
    },
  );
  const pages = await prerenderPages(dist, ssr, await catalogue);
  rmSync(ssr, { recursive: true, force: true });
  // Vite's manifest was for the prerender only: nothing serves it.
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  const files = await precompressDirectory(dist);
  if (!quiet) console.log(`Prerendered ${pages} pages; precompressed ${files} files (brotli and gzip).`);
}
