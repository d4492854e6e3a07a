import { describe, expect, it } from 'vitest';
import type { KindId } from '../kinds/kind-ids';
import type { DateRequest } from '../request';
import { isRefusal, understand } from '../understand/understand';
import type { Landmark, LandmarkTag } from '../world/landmark-types';
import { landmarksIn } from '../world/landmarks/all-landmarks';
import {
  chooseLandmark,
  findLandmarkByName,
  isAfterDark,
  landmarkFits,
  landmarkRulesOf,
  type LandmarkFitNeeds,
} from './landmarks';
import { Random } from './random';

const landmark = (name: string, kind: KindId, tags: LandmarkTag[]): Landmark => ({
  name,
  city: 'Paris',
  country: 'FR',
  kind,
  area: null,
  lat: 48.86,
  lon: 2.34,
  tags,
});

const needs = (overrides: Partial<LandmarkFitNeeds> = {}): LandmarkFitNeeds => ({
  constraints: [],
  allowed: () => true,
  avoidWords: [],
  atSunset: false,
  afterDark: false,
  used: new Set(),
  ...overrides,
});

const gallery = landmark('Musée de l’Orangerie', 'art_gallery', ['indoor', 'step_free']);
const park = landmark('Parc Monceau', 'park', ['outdoor', 'free']);
const litSquare = landmark('Place des Vosges', 'old_town_walk', ['outdoor', 'free', 'night']);
const sunsetChurch = landmark('Basilique du Sacré-Cœur', 'church', ['indoor', 'free', 'sunset']);
const terrace = landmark('Esplanade', 'viewpoint', ['outdoor', 'free']);

const requestOf = (text: string): DateRequest => {
  const request = understand(text, new Date('2026-11-23T10:00:00Z'));
  if (isRefusal(request)) throw new Error(`refused: ${text}`);
  return request;
};

describe('landmarkFits', () => {
  it('takes a landmark only for a kind of stop it can stand for', () => {
    expect(landmarkFits(gallery, 'museum', needs())).toBe(true);
    expect(landmarkFits(gallery, 'science_museum', needs())).toBe(false);
    expect(landmarkFits(park, 'picnic', needs())).toBe(true);
    expect(landmarkFits(park, 'dinner', needs())).toBe(false);
  });

  it('never uses a landmark twice, nor one of a kind or with a word the person ruled out', () => {
    expect(landmarkFits(gallery, 'museum', needs({ used: new Set([gallery.name]) }))).toBe(false);
    expect(landmarkFits(gallery, 'museum', needs({ allowed: (kind) => kind !== 'art_gallery' }))).toBe(false);
    expect(landmarkFits(gallery, 'museum', needs({ avoidWords: ['musee'] }))).toBe(false);
  });

  it('keeps indoor and step-free requests', () => {
    expect(landmarkFits(gallery, 'museum', needs({ constraints: ['indoor', 'step_free'] }))).toBe(true);
    expect(landmarkFits(park, 'park', needs({ constraints: ['indoor'] }))).toBe(false);
    expect(landmarkFits(sunsetChurch, 'church', needs({ constraints: ['step_free'] }))).toBe(false);
  });

  it('after dark, takes an outdoor landmark only when it is lit for the night or at sunset', () => {
    expect(landmarkFits(park, 'park', needs({ afterDark: true }))).toBe(false);
    expect(landmarkFits(litSquare, 'old_town_walk', needs({ afterDark: true }))).toBe(true);
    expect(landmarkFits(gallery, 'museum', needs({ afterDark: true }))).toBe(true);
    expect(landmarkFits(terrace, 'viewpoint', needs({ afterDark: true, atSunset: true }))).toBe(true);
  });

  it('at sunset, takes a place known for it or a kind of place made for it', () => {
    expect(landmarkFits(sunsetChurch, 'church', needs({ atSunset: true }))).toBe(true);
    expect(landmarkFits(terrace, 'viewpoint', needs({ atSunset: true }))).toBe(true);
    expect(landmarkFits(park, 'park', needs({ atSunset: true }))).toBe(false);
  });

  it('is the rule chooseLandmark follows: it picks only fitting landmarks, or none', () => {
    const paris = landmarksIn('Paris', 'FR');
    const cases: [KindId, LandmarkFitNeeds][] = [
      ['museum', needs({ constraints: ['step_free'] })],
      ['walk', needs({ afterDark: true })],
      ['viewpoint', needs({ atSunset: true })],
      ['park', needs({ constraints: ['indoor'] })],
    ];
    for (const [kind, fit] of cases) {
      const fitting = paris.filter((candidate) => landmarkFits(candidate, kind, fit));
      for (let seed = 0; seed < 10; seed += 1) {
        const chosen = chooseLandmark(kind, paris, null, { ...fit, thrifty: false }, new Random(`${seed}`));
        if (fitting.length) expect(fitting, kind).toContain(chosen);
        else expect(chosen, kind).toBeNull();
      }
    }
  });
});

describe('landmarkRulesOf', () => {
  it('carries what the person ruled out, by kind and by word', () => {
    const rules = landmarkRulesOf(requestOf('a date in Paris, no museums, a park and dinner'));
    expect(rules.allowed('museum')).toBe(false);
    expect(rules.allowed('park')).toBe(true);
    expect(rules.avoidWords).toContain('museum');
    expect(landmarkFits(landmark('Musée Rodin', 'museum', ['indoor']), 'museum', needs(rules))).toBe(false);
  });

  it('carries the constraints of the request', () => {
    const rules = landmarkRulesOf(requestOf('rainy day in Paris, we want to stay indoors: a museum'));
    expect(rules.constraints).toContain('indoor');
  });
});

describe('isAfterDark', () => {
  it('starts at half past eight in the evening', () => {
    expect(isAfterDark(20 * 60 + 29)).toBe(false);
    expect(isAfterDark(20 * 60 + 30)).toBe(true);
  });
});

describe('findLandmarkByName', () => {
  it('knows a place by its own name without the word for its kind, in Catalan too', () => {
    const barcelona = landmarksIn('Barcelona', 'ES');
    expect(findLandmarkByName('the Boqueria', barcelona)?.name).toBe('Mercat de la Boqueria');
    expect(findLandmarkByName('Santa Caterina', barcelona)?.name).toBe('Mercat de Santa Caterina');
    expect(findLandmarkByName('Montjuïc', barcelona)?.name).toBe('Castell de Montjuïc');
    expect(findLandmarkByName('Testaccio', landmarksIn('Rome', 'IT'))?.name).toBe('Mercato di Testaccio');
  });
});
