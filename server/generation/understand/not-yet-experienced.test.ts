import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);

describe('what one has never seen, been to or tried is longed for, not ruled out', () => {
  it.each([
    ["Mysore on sunday, she's never seen the palace lit up", 'historic_site'],
    ['Lima: nunca hemos probado el ceviche', 'ceviche'],
    ['Roma: non abbiamo mai visto il museo, poi cena', 'museum'],
    ['we have never tried sushi, no bars', 'sushi'],
  ])('%s → %s wanted', (text, kind) => {
    const request = read(text);
    expect(request.excludedKinds.map((entry) => entry.kind)).not.toContain(kind);
    expect(request.wanted.map((entry) => entry.kind)).toContain(kind);
  });

  it.each([
    ['we have never tried sushi, no bars', 'bar'],
    ['Paris: elle n’a jamais vu la tour Eiffel, pas de musée', 'museum'],
    ['no museums, never been a fan', 'museum'],
  ])('a plain negation beside it still rules out: %s → no %s', (text, kind) => {
    expect(read(text).excludedKinds.map((entry) => entry.kind)).toContain(kind);
  });
});
