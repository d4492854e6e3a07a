// The last build step: a brotli (.br) and a gzip (.gz) copy beside every text file of the built app,
// compressed once at the highest levels, so the server sends them as they are (see
// server/plugins/static-spa.ts) instead of compressing the same bytes on every request.
// Usage: node scripts/precompress.mjs [dir], dir defaulting to dist.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Source maps are left out: only developer tools fetch them, the server compresses them as they go,
// and brotli's highest level takes seconds for each.
const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function precompressFile(file) {
  const content = await readFile(file);
  const [brotli, gzipped] = await Promise.all([
    toBrotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    toGzip(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
}

/** Writes the compressed copies for every text file under `dir`; resolves with how many files. */
export async function precompressDirectory(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  // zlib works on libuv's thread pool, so these run in parallel on every core it has.
  await Promise.all(files.map(precompressFile));
  return files.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = resolve(process.argv[2] ?? 'dist');
  const started = Date.now();
  const count = await precompressDirectory(dir);
  console.log(`Precompressed ${count} files in ${dir} (brotli and gzip) in ${Date.now() - started} ms`);
}
