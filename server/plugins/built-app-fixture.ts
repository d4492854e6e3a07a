import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const precompressScript = fileURLToPath(new URL('../../scripts/precompress.mjs', import.meta.url));

/** Text that compresses well, as real bundles do, and is well past the compression threshold. */
const repeated = (line: string, times = 200) =>
  Array.from({ length: times }, (_, index) => `${line} ${index}`).join('\n');

export const BUILT_FILES = {
  'index.html': `<!doctype html><html lang="en"><head><title>Datecraft</title><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div><!-- ${repeated('padding')} --></body></html>`,
  'prerendered/index.html': `<!doctype html><html lang="en"><head><title>Datecraft</title><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"><h1>Plan a date</h1></div><!-- ${repeated('padding')} --></body></html>`,
  'prerendered/about.html': `<!doctype html><html lang="en"><head><title>Datecraft</title><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"><h1>About Datecraft</h1></div><!-- ${repeated('padding')} --></body></html>`,
  'prerendered/404.html': `<!doctype html><html lang="en"><head><title>Datecraft</title></head><body><div id="root"><h1>Page not found</h1></div></body></html>`,
  'assets/index-abc123.js': repeated('console.log("the app");'),
  'assets/index-abc123.js.map': JSON.stringify({ version: 3, mappings: repeated('AAAA,CAAC') }),
  'assets/index-abc123.css': repeated('.card { color: #e0194a; }'),
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><!-- ${repeated('heart')} --><circle r="16"/></svg>`,
  'manifest.webmanifest': JSON.stringify({ name: 'Datecraft', description: repeated('plans') }),
  'images/photo.png': '\x89PNG\r\n\x1a\n not really a picture',
} as const;

export type BuiltFile = keyof typeof BUILT_FILES;

/** A dist/ like `npm run build` leaves it, compressed by the real build step, in a temporary folder. */
export function createBuiltApp() {
  const dir = mkdtempSync(join(tmpdir(), 'datecraft-dist-'));
  for (const [file, content] of Object.entries(BUILT_FILES)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  execFileSync(process.execPath, [precompressScript, dir]);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
