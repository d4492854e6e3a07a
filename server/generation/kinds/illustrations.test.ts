import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { isRefusal } from '../understand/understand';
import { ILLUSTRATIONS, illustrationFor, pictureFor, sceneOf, type StopScene } from './illustrations';
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
    const used = new Set(KIND_IDS.map((kind) => illustrationFor(kind)));
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

const NOW = new Date('2026-11-23T10:00:00Z');
const planned = (query: string) => {
  const result = planOffline(query, { now: NOW });
  if (isRefusal(result)) throw new Error(`refused: ${query}`);
  return result;
};
const pictureOf = (url: string | undefined) => url?.replace(/^\/images\/kinds\/(.*)\.svg$/, '$1');
const DAYLIGHT_OPEN_AIR = ['picnic', 'park', 'garden', 'hike', 'beach', 'bike', 'kayak'];

describe('a stop’s picture in its scene', () => {
  const day: StopScene = { atSunset: false, afterDark: false, indoor: false, moods: [] };

  it('shows an evening sky at sunset and a night one after dark, never a sunny meadow', () => {
    expect(pictureFor('picnic', day)).toBe('picnic');
    expect(pictureFor('picnic', { ...day, atSunset: true })).toBe('viewpoint');
    expect(pictureFor('picnic', { ...day, afterDark: true })).toBe('stars');
    expect(pictureFor('walk', { ...day, afterDark: true })).toBe('waterfront');
    expect(pictureFor('picnic', { ...day, indoor: true })).toBe('candles');
    expect(pictureFor('walk', { ...day, moods: ['romantic'] })).toBe('garden');
    // Kinds that are not open air keep their picture at any hour.
    expect(pictureFor('cocktail_bar', { ...day, afterDark: true })).toBe('bar');
  });

  it('reads the moment from the city’s sunset', () => {
    const plan = { sunset: 1040, constraints: [], moods: [] };
    expect(sceneOf({ start: 1073, atSunset: false }, plan)).toMatchObject({
      atSunset: true,
      afterDark: false,
    });
    expect(sceneOf({ start: 1100, atSunset: false }, plan)).toMatchObject({
      atSunset: false,
      afterDark: true,
    });
    expect(sceneOf({ start: 870, atSunset: false }, plan)).toMatchObject({
      atSunset: false,
      afterDark: false,
    });
    expect(sceneOf({ start: 1200, atSunset: false }, { ...plan, sunset: null })).toMatchObject({
      afterDark: false,
    });
    expect(sceneOf({ start: 1250, atSunset: false }, { ...plan, sunset: null })).toMatchObject({
      afterDark: true,
    });
  });

  it('gives a plan’s sunset and evening stops no daylight open-air picture', () => {
    for (const query of [
      'A sunset picnic in Lisbon',
      'A late night walk and cocktails in Paris',
      'Sunset hike and dinner in Cape Town',
    ]) {
      const { draft, plan } = planned(query);
      draft.stops.forEach((stop, index) => {
        const picture = pictureOf(plan.steps[index]?.image_urls[0]);
        if (stop.atSunset || stop.start >= (draft.grounded.sunset ?? 1230))
          expect(DAYLIGHT_OPEN_AIR, `${query}: ${stop.kind} at ${stop.start}`).not.toContain(picture);
      });
    }
  });

  it('gives plans whose first stops differ in their moment different hero pictures', () => {
    const sunset = planned('A sunset picnic in Lisbon').plan.steps[0]?.image_urls[0];
    const afternoon = planned('A picnic in the park in Lisbon on Saturday afternoon').plan.steps[0]
      ?.image_urls[0];
    expect(sunset).not.toBe(afternoon);
  });
});
