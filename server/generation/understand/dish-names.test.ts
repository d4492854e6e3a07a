import { describe, expect, it } from 'vitest';
import { readRequest } from './read-for-tests';

const wishes = (text: string) => readRequest(text).wanted.map((wish) => `${wish.kind}:${wish.span.text}`);

describe('two things to eat named in one breath are one dish, of its head word’s kind', () => {
  it.each([
    ['arequipa el sábado: queso helado y un paseo', 'ice_cream:queso helado'],
    ['madrid el sábado: café helado y un paseo', 'cafe:café helado'],
    ['london on saturday: ice cream cake and a walk', 'cake:ice cream cake'],
    ['paris samedi : crêpe au chocolat et un musée', 'crepes:crêpe au chocolat'],
  ])('%s', (text, dish) => {
    const read = wishes(text);
    expect(read).toContain(dish);
    expect(read.filter((wish) => !wish.startsWith('walk') && !wish.startsWith('museum'))).toHaveLength(1);
  });
});

describe('what a place one goes to is for is had there', () => {
  it.each([
    [
      'arequipa el sábado: un paseo y luego a una picantería por un rocoto relleno',
      'picantería por un rocoto relleno',
    ],
    ['lisboa sábado: uma tasca para uma bifana e depois um passeio', 'tasca para uma bifana'],
    ['Lyon samedi soir : un bouchon pour une quenelle, puis un verre', 'bouchon pour une quenelle'],
  ])('%s', (text, words) => {
    expect(readRequest(text).wanted.map((wish) => wish.span.text)).toContain(words);
  });
});

describe('a wish inside the words of another is part of it', () => {
  it('"battello sul lago di Como" is one boat trip, not a boat trip and a lake', () => {
    const read = wishes('gita a Bellagio martedì, battello sul lago di Como e risotto al pesce persico');
    expect(read).toContain('boat_trip:battello sul lago di Como');
    expect(read.some((wish) => wish.startsWith('lake:'))).toBe(false);
    expect(read).toContain('italian:risotto al pesce persico');
  });
});
