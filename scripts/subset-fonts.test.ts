import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_FONTS, FONTS_DIR, subsetCoreFonts } from './subset-fonts.mjs';

const indexCss = readFileSync(new URL('../src/index.css', import.meta.url), 'utf8');

/** `characters` as a CSS unicode-range: runs of consecutive code points joined, in hex. */
function unicodeRange(characters: string) {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0)!))].sort(
    (a, b) => a - b,
  );
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

describe('the web fonts’ first files (npm run fonts)', () => {
  it('are what the packages’ fonts cut to their characters give today', async () => {
    for (const { file, bytes } of await subsetCoreFonts()) {
      expect(Buffer.compare(Buffer.from(bytes), readFileSync(join(FONTS_DIR, file))), file).toBe(0);
    }
  }, 60_000);

  it('are each declared in src/index.css for exactly the characters they hold, after the packages’ faces', () => {
    for (const { file, characters } of CORE_FONTS) {
      const face = indexCss.split('@font-face').find((rule) => rule.includes(`./assets/fonts/${file}`));
      expect(face, file).toBeDefined();
      expect(face!.match(/unicode-range:\s*([^;]+);/)?.[1], file).toBe(unicodeRange(characters));
    }
  });

  it('are a fraction of the packages’ Latin files', () => {
    for (const { file, source } of CORE_FONTS) {
      expect(readFileSync(join(FONTS_DIR, file)).length, file).toBeLessThan(
        readFileSync(source).length * 0.7,
      );
    }
  });
});
