import { describe, expect, it } from 'vitest';
import type { PlanResult } from '../server/generation/pipeline';
import { planOffline } from '../server/generation/pipeline';
import { asCorpusCase, blindChecks, mentions, validateBlindCase, type BlindCase } from './blind-checks';

const NOW = new Date('2026-11-23T10:00:00Z');
const world = { convert: (amount: number, from: string, to: string) => (from === to ? amount : undefined) };

function planOf(text: string): PlanResult {
  const result = planOffline(text, { now: NOW });
  if ('refused' in result) throw new Error('refused');
  return result;
}

describe('blind checks', () => {
  it('finds a spelling at the start of a word, folded, so plurals and accents count', () => {
    expect(mentions(['Two Pastéis de nata by the river'], 'pasteis')).toBe(true);
    expect(mentions(['A gelateria in Trastevere'], 'gelato')).toBe(false);
    expect(mentions(['Karaoke rooms'], 'karaoke')).toBe(true);
  });

  it('scores the part of the day on the draft times, with half an hour of give', () => {
    const c: BlindCase = {
      id: 't-1',
      text: 'a morning coffee and a walk in Paris',
      expect: { dayPart: 'morning' },
    };
    const result = planOf(c.text);
    const outcomes = blindChecks(c, result, world);
    const first = result.draft.stops[0]!;
    expect(outcomes.filter((o) => o.kind === 'dayPart')).toHaveLength(2);
    expect(outcomes[0]!.pass).toBe(first.start >= 7 * 60 + 30);
  });

  it('fails a word that became a stop and passes one that did not', () => {
    const result = planOf('dinner and a walk in Lisbon');
    const c: BlindCase = { id: 't-2', text: '', expect: { notStops: ['Lisbon', 'Pensavo'] } };
    const [, pensavo] = blindChecks(c, result, world);
    expect(pensavo).toMatchObject({ kind: 'notStops', pass: true });
  });

  it('maps what it can onto the corpus checks and refuses malformed cases', () => {
    const c: BlindCase = {
      id: 't-3',
      text: 'x',
      expect: { city: 'Lima', avoid: ['alcohol'], avoidWords: ['sushi'], sunset: true },
    };
    expect(asCorpusCase(c).expect).toEqual({
      city: 'Lima',
      excludedTags: ['alcohol'],
      excludedWords: ['sushi'],
      sunset: true,
    });
    expect(validateBlindCase({ id: 'x', text: 'y', expect: { dayPart: 'noon' as never } })).toEqual([
      'bad dayPart noon',
    ]);
  });
});
