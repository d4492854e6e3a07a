import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);

const wish = (text: string, words: string) =>
  read(text).wanted.find((entry) => entry.span.text.toLowerCase() === words)?.kind;

describe('a German compound ending in a place word is that place, in a bare list too', () => {
  it.each([
    ['hamburg sonntag früh fischmarkt und kaffee', 'fischmarkt', 'market'],
    ['sonntagmorgen fischmarkt, fischbrötchen, danach kaffee in hamburg', 'fischmarkt', 'market'],
    ['Berlin am Sonntag: mauerpark, dann Kaffee und Kuchen', 'mauerpark', 'park'],
    ['dresden samstag früh elbstrand, danach ein kaffee', 'elbstrand', 'beach'],
  ])('%s', (text, words, kind) => {
    expect(wish(text, words)).toBe(kind);
  });

  it('a dish whose last part is no place stays a dish: fischbrötchen', () => {
    expect(wish('hamburg sonntag früh fischmarkt und fischbrötchen', 'fischbrötchen')).toBe('street_food');
  });
});
