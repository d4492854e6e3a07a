import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import type { DateRequest } from '../request';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);
const kinds = (entries: DateRequest['wanted']) => entries.map((entry) => entry.kind);

describe('a negation ends where the list of what it rules out ends', () => {
  it.each([
    ['no museums, dinner in london', 'museum', 'dinner'],
    ['no museums, dinner and a show in london on friday', 'museum', 'dinner'],
    ['sabato a Roma, non ci piacciono i musei, una cena', 'museum', 'dinner'],
    ['sábado en Madrid, no nos gustan los museos, una cena', 'museum', 'dinner'],
    ['Samstag in Berlin, wir mögen keine Museen, Abendessen', 'museum', 'dinner'],
    ['não gostamos de museus, jantar em Lisboa', 'museum', 'dinner'],
    ['pas de musées, un dîner à Paris samedi', 'museum', 'dinner'],
  ])('what follows a bare comma, of another sort, is asked for: %s', (text, ruledOut, asked) => {
    const request = read(text);
    expect(kinds(request.excludedKinds)).toContain(ruledOut);
    expect(kinds(request.excludedKinds)).not.toContain(asked);
    expect(kinds(request.wanted)).toContain(asked);
  });

  it.each([
    ['he dislikes museums, dinner in london', 'museum'],
    ['she avoids museums, dinner in london', 'museum'],
    ['Samstag in Berlin, Museen mag sie nicht, Abendessen', 'museum'],
  ])('a verb of disliking rules out in any of its forms: %s', (text, ruledOut) => {
    expect(kinds(read(text).excludedKinds)).toContain(ruledOut);
  });

  it.each([
    ['no bars, clubs or pubs, dinner in London', ['bar', 'nightclub', 'pub']],
    ['no clubs, bars, just dinner in London', ['nightclub', 'bar']],
    ['sin museos, iglesias ni tiendas, una cena en Madrid', ['museum', 'church', 'shopping']],
  ])('a list of like things, or one closed by a connector, is ruled out whole: %s', (text, ruledOut) => {
    const request = read(text);
    expect(kinds(request.excludedKinds)).toEqual(ruledOut);
    expect(kinds(request.wanted)).toContain('dinner');
  });
});

describe('fear rules out what it is of', () => {
  it.each([
    ["she's afraid of boats, dinner and a museum in london", 'boat_trip'],
    ['cena en Barcelona, nos da miedo el teleférico', 'cable_car'],
    ['dîner à Paris, elle a peur des bateaux, un musée', 'boat_trip'],
    ['Abendessen in Hamburg, sie hat Angst vor Booten', 'boat_trip'],
    ['jantar em Lisboa, ela tem medo de barcos', 'boat_trip'],
    ['cena a Venezia, lei ha paura delle gondole', 'gondola'],
  ])('%s', (text, ruledOut) => {
    const request = read(text);
    expect(kinds(request.excludedKinds)).toContain(ruledOut);
    expect(kinds(request.wanted)).not.toContain(ruledOut);
  });
});
