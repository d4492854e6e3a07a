import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { isRefusal } from '../understand/understand';
import { stopAlternatives } from './alternatives';

const NOW = new Date('2026-11-23T10:00:00Z');
const draftOf = (query: string) => {
  const result = planOffline(query, { now: NOW });
  if (isRefusal(result)) throw new Error(`refused: ${query}`);
  return result.draft;
};

const QUERIES = [
  'A romantic evening in Paris with a museum, dinner and a walk',
  'Coffee, a museum, lunch and a park in Madrid',
  'Ramen and karaoke in Tokyo on Saturday night',
  'Tapas and flamenco in Seville',
  'Dinner and a walk in Rome',
];

describe('the alternatives to one stop', () => {
  it('each differ from the stop and from each other in kind or place, never in neighbourhood alone', () => {
    for (const query of QUERIES) {
      const draft = draftOf(query);
      draft.stops.forEach((old, index) => {
        const choices = stopAlternatives(draft, index).map(({ draft: changed }) => changed.stops[index]!);
        const seen = new Set([`${old.kind}|${old.placeName ?? ''}`]);
        for (const choice of choices) {
          const key = `${choice.kind}|${choice.placeName ?? ''}`;
          expect(seen.has(key), `${query}, step ${index + 1}: ${key} in ${choice.area}`).toBe(false);
          seen.add(key);
        }
      });
    }
  });

  it('still offers real choices for a stop of a kind that has siblings', () => {
    const draft = draftOf('Dinner and a walk in Rome');
    const index = draft.stops.findIndex((stop) => stop.kind === 'dinner' || stop.kind === 'trattoria');
    expect(stopAlternatives(draft, index >= 0 ? index : 0).length).toBeGreaterThanOrEqual(2);
  });
});
