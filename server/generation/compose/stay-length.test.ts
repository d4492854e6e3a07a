import { describe, expect, it } from 'vitest';
import { KIND_CATALOG } from '../kinds/catalog';
import type { KindId } from '../kinds/kind-ids';
import type { Language } from '../request';
import { stayMinutes } from './stay-length';

const spanOf = (text: string, words: string) => {
  const start = text.indexOf(words);
  return { text: words, start, end: start + words.length };
};
const minutesFor = (text: string, words: string, kind: KindId, language: Language = 'en') =>
  stayMinutes(text, spanOf(text, words), kind, language);

describe('stayMinutes: durations by what was said', () => {
  it('makes a wish light when a word of lightness speaks of it, in six languages', () => {
    const hike = KIND_CATALOG.hike.minutes;
    for (const [text, words] of [
      ['mate al atardecer y algo por la rambla', 'rambla'],
      ['a quick hike before dinner', 'hike'],
      ['un peu de randonnée puis dîner', 'randonnée'],
      ["un po' di trekking e poi cena", 'trekking'],
      ['eine kurze Wanderung und Abendessen', 'Wanderung'],
      ['um pouco de trilha e jantar', 'trilha'],
    ] as const) {
      const minutes = minutesFor(text, words, 'hike');
      expect(minutes, text).toBeLessThan(hike);
      expect(minutes, text).toBeGreaterThanOrEqual(30);
    }
  });

  it('keeps the usual stay when nothing is said about it, or a size word describes the place', () => {
    const usual = KIND_CATALOG.trattoria.minutes;
    expect(minutesFor('dinner at a little trattoria in Rome', 'trattoria', 'trattoria')).toBe(usual);
    expect(minutesFor('une petite trattoria à Paris', 'trattoria', 'trattoria')).toBe(usual);
    expect(minutesFor('a hike in the hills', 'hike', 'hike')).toBe(KIND_CATALOG.hike.minutes);
  });

  it('stops looking back at the end of a clause', () => {
    const text = 'algo rápido, luego senderismo';
    expect(minutesFor(text, 'senderismo', 'hike')).toBe(KIND_CATALOG.hike.minutes);
  });

  it('gives a place walked through a walk’s length, not a day there, in six languages', () => {
    const walk = KIND_CATALOG.walk.minutes;
    for (const [text, words, kind, language] of [
      ['dinner then a walk on the beach', 'a walk on the beach', 'beach', 'en'],
      ['cena y luego un paseo por la playa', 'paseo por la playa', 'beach', 'es'],
      ['dîner puis une balade au bord du lac', 'balade au bord du lac', 'lake', 'fr'],
      ['Abendessen, danach ein Spaziergang am See', 'Spaziergang am See', 'lake', 'de'],
      ['cena e poi una passeggiata sulla spiaggia', 'passeggiata sulla spiaggia', 'beach', 'it'],
      ['jantar e depois um passeio na praia', 'passeio na praia', 'beach', 'pt'],
    ] as const)
      expect(minutesFor(text, words, kind, language), text).toBe(Math.min(walk, KIND_CATALOG[kind].minutes));
    // A day at the beach is the beach's own length.
    expect(minutesFor('a day at the beach', 'beach', 'beach')).toBe(KIND_CATALOG.beach.minutes);
  });
});
