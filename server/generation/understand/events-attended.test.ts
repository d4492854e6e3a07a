import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);

const kinds = (text: string) => read(text).wanted.map((entry) => entry.kind);

describe('a show they are already going to is when the date starts, not a stop', () => {
  it.each([
    ['after a concert in Berlin on friday, drinks somewhere', 'concert', 'bar'],
    ['nach dem Kino in Hamburg noch was trinken', 'cinema', 'bar'],
    ['después del teatro en Madrid, unas copas', 'theatre', 'bar'],
    ['après le concert à Lyon, un verre', 'concert', 'bar'],
    ['depois do cinema em Lisboa, um jantar', 'cinema', 'dinner'],
    ['dopo il cinema a Roma, un gelato', 'cinema', 'gelato'],
  ])('%s', (text, attended, wanted) => {
    expect(kinds(text)).not.toContain(attended);
    expect(kinds(text)).toContain(wanted);
  });

  it.each([
    ['a concert and then drinks after the show in London', 'concert'],
    ['dinner then the theatre in London', 'theatre'],
    ['cena y después cine en Madrid', 'cinema'],
    ['jantar e depois o cinema em Lisboa', 'cinema'],
  ])('a show asked for is still a stop: %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});
