import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS, illustrationFor } from './illustrations';
import { KIND_IDS } from './kind-ids';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../public');
const KINDS_DIR = join(PUBLIC_DIR, 'images/kinds');
const onDisk = readdirSync(KINDS_DIR).filter((name) => name.endsWith('.svg'));

describe('kind illustrations', () => {
  it('maps every kind to a drawing that exists', () => {
    for (const kind of KIND_IDS) {
      const path = illustrationFor(kind);
      expect(path, kind).toMatch(/^\/images\/kinds\/[a-z-]+\.svg$/);
      expect(statSync(join(PUBLIC_DIR, path)).isFile(), kind).toBe(true);
    }
  });

  it('lists exactly the drawings on disk, at least 32 of them', () => {
    expect(ILLUSTRATIONS.map((name) => `${name}.svg`).sort()).toEqual([...onDisk].sort());
    expect(onDisk.length).toBeGreaterThanOrEqual(32);
  });

  it('uses every drawing for some kind', () => {
    const used = new Set(KIND_IDS.map(illustrationFor));
    const unused = ILLUSTRATIONS.filter((name) => !used.has(`/images/kinds/${name}.svg`));
    expect(unused).toEqual([]);
  });

  it.each(onDisk)('%s is a small, self-contained SVG', (name) => {
    const file = join(KINDS_DIR, name);
    const svg = readFileSync(file, 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(statSync(file).size).toBeLessThan(6 * 1024);
    expect(svg).not.toMatch(/<script|<text|<image|<foreignObject|\bon[a-z]+=/i);
    // Only in-file references: the pictures must render with no other request.
    for (const [, target] of svg.matchAll(/href="([^"]*)"/g)) expect(target).toMatch(/^#/);
    for (const [, target] of svg.matchAll(/url\(([^)]*)\)/g)) expect(target).toMatch(/^#/);
  });
});
