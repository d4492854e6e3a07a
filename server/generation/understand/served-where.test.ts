import { describe, expect, it } from 'vitest';
import { readRequest as read } from './read-for-tests';

describe('a thing had in the kind of room it is said in', () => {
  it.each([
    ['Dinner in Boston, and to finish a cocktail at a rooftop', 'rooftop_bar', 'cocktail at a rooftop'],
    ['Cena en Sevilla y una copa en una azotea', 'rooftop_bar', 'una copa en una azotea'],
    ['Abendessen in München, dann ein Bier im Biergarten', 'beer_garden', 'ein Bier im Biergarten'],
    ['Aperitivo a Milano: uno spritz in un rooftop bar', 'rooftop_bar', 'spritz in un rooftop bar'],
  ])('%s: one stop, the room, in the person’s words', (text, kind, words) => {
    const wanted = read(text).wanted;
    const room = wanted.find((entry) => entry.kind === kind);
    expect(room?.span.text).toContain(words);
    expect(wanted.filter((entry) => entry.span.start >= room!.span.start && entry !== room)).toEqual([]);
  });

  it.each([
    [
      'Freitagabend in Hamburg: Fischbrötchen am Hafen, danach eine Bar',
      'street_food',
      'Fischbrötchen am Hafen',
    ],
    ['tacos on the beach in Tulum then a bar', 'tacos', 'tacos on the beach'],
    ['gelato by the river in Florence after dinner', 'gelato', 'gelato by the river'],
    ['Lisboa: sardinhas na praia e depois um bar', 'seafood', 'sardinhas na praia'],
    ['stasera a Como, pesce persico sul lago', 'seafood', 'pesce persico sul lago'],
  ])(
    '%s: a thing had by the water is one stop, what is served, in the person’s words',
    (text, kind, words) => {
      const wanted = read(text).wanted;
      expect(wanted.find((entry) => entry.kind === kind)?.span.text).toBe(words);
      expect(wanted.map((entry) => entry.kind)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(waterfront|beach|riverside_walk)$/)]),
      );
    },
  );

  it.each([
    ['Coffee in the park in Rome', ['cafe', 'park']],
    ['Dinner at a trattoria and then gelato in Florence', ['trattoria', 'gelato']],
  ])('%s: a thing beside a place that is no room for it stays two', (text, kinds) => {
    expect(read(text).wanted.map((entry) => entry.kind)).toEqual(expect.arrayContaining(kinds));
  });
});
