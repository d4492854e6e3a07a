import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

/** Every module specifier `file` imports at load time (static imports), and those of its local imports. */
function staticImports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gm)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) =>
    specifier.startsWith('.') ? staticImports(join(dirname(file), specifier), seen) : [specifier],
  );
}

// `npm start` and `npm test` install the dependencies themselves: until they have, the files they load
// can import nothing from node_modules, or a fresh clone stops before the install.
describe.each(['scripts/start.mjs', 'scripts/test.mjs'])('%s before the install', (entry) => {
  it('loads only Node’s own modules', () => {
    const outside = staticImports(join(ROOT, entry)).filter((specifier) => !specifier.startsWith('node:'));
    expect(outside).toEqual([]);
  });
});
