import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NIGHT_PALETTE, isNightScene, toNight } from './night-illustration.mjs';

const images = new URL('../../public/images/', import.meta.url).pathname;
const illustrations = ['kinds', 'themes'].flatMap((folder) =>
  readdirSync(join(images, folder))
    .filter((name) => name.endsWith('.svg'))
    .map((name) => `${folder}/${name}`),
);
const read = (path: string) => readFileSync(join(images, path), 'utf8');
const skyTop = (svg: string) =>
  /<linearGradient id="s"[^>]*><stop offset="0" stop-color="(#[0-9a-f]+)"/.exec(svg)?.[1] ?? null;

describe('night illustrations', () => {
  it.each(illustrations)(
    '%s has an up-to-date night version (node scripts/night-illustrations.mjs)',
    (path) => {
      expect(read(`night/${path}`)).toBe(toNight(read(path)));
    },
  );

  it('turns a daylight sky and its ground to the dark theme’s plums, and leaves what stands in the scene', () => {
    const day = read('kinds/picnic.svg');
    const night = toNight(day);
    expect(isNightScene(day)).toBe(false);
    expect(isNightScene(night)).toBe(true);
    expect(Object.keys(NIGHT_PALETTE)).toContain(skyTop(day));
    expect(Object.values(NIGHT_PALETTE)).toContain(skyTop(night));
    expect(night.match(/#e0194a/g)?.length).toBe(day.match(/#e0194a/g)?.length);
  });

  it('leaves scenes already set at night as drawn', () => {
    for (const path of ['kinds/arcade.svg', 'kinds/comedy.svg', 'themes/romantic.svg']) {
      expect(isNightScene(read(path))).toBe(true);
      expect(toNight(read(path))).toBe(read(path));
    }
  });

  it('leaves no daylight backdrop behind in Dark Mode', () => {
    const daylight = illustrations.filter((path) => !isNightScene(read(`night/${path}`)));
    // Scenes lit from inside (a gallery wall, a tennis court under lights) may stay light; skies may not.
    for (const path of daylight)
      expect(Object.keys(NIGHT_PALETTE)).not.toContain(skyTop(read(`night/${path}`)));
  });
});
