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

describe('a room said with what it is gone to for', () => {
  it.each([
    ['Paris afternoon: a café for a croissant, then the Louvre', 'cafe', 'café for a croissant'],
    [
      'Nachmittag in München: ins Café auf ein Stück Kuchen, dann Englischer Garten',
      'cafe',
      'ins Café auf ein Stück Kuchen',
    ],
    [
      'Madrid: cena y luego a una chocolatería por unos churros',
      'chocolate',
      'chocolatería por unos churros',
    ],
    ['Lyon : un café pour un croissant puis les quais', 'cafe', 'un café pour un croissant'],
    ['Milano: un bar per un cappuccino e poi il Duomo', 'bar', 'bar per un cappuccino'],
    ['Lisboa: um café para um pastel de nata e depois o Chiado', 'cafe', 'café para um pastel de nata'],
    ['a bar for cocktails then dinner in Rome', 'bar', 'bar for cocktails'],
  ])('%s: one stop, the room, holding the thing in the person’s words', (text, kind, words) => {
    const wanted = read(text).wanted;
    const room = wanted.find((entry) => entry.kind === kind);
    expect(room?.span.text).toBe(words);
    // Nothing else is made of the thing: no bakery after the café, no churrería after the chocolatería.
    expect(
      wanted.filter(
        (entry) =>
          entry !== room && entry.span.start >= room!.span.start && entry.span.start < room!.span.end + 3,
      ),
    ).toEqual([]);
  });

  it.each([
    ['a bar for a date in Lisbon', ['bar']],
    ['a café for an hour, then a museum in Vienna', ['cafe', 'museum']],
    ['dinner for two and then a bar in Porto', ['dinner', 'bar']],
  ])('%s: a "for" with nothing served after it joins nothing', (text, kinds) => {
    expect(read(text).wanted.map((entry) => entry.kind)).toEqual(expect.arrayContaining(kinds));
  });
});

describe('a thing done said with where it is done', () => {
  it.each([
    ['kayaking on the lake in Zurich then dinner', 'kayaking', 'kayaking on the lake'],
    // A known setting is no stop of its own either (it was read apart as a harbour walk).
    ['kayaking in the harbour then dinner in Sydney', 'kayaking', 'kayaking in the harbour'],
    ['Schwimmen im See und dann Abendessen', 'swimming', 'Schwimmen im See'],
    ['bike ride along the river in Seville', 'bike_ride', 'bike ride along the river'],
    ['a boat trip on the river in Paris', 'boat_trip', 'boat trip on the river'],
    ['Madrid: un paseo en barca por el río y luego cena', 'boat_trip', 'paseo en barca por el río'],
    ['Abendessen und dann eine Bootsfahrt auf dem See', 'boat_trip', 'Bootsfahrt auf dem See'],
  ])('%s: one stop, the thing, in the person’s words', (text, kind, words) => {
    const wanted = read(text).wanted;
    expect(wanted.find((entry) => entry.kind === kind)?.span.text).toBe(words);
    expect(wanted.map((entry) => entry.kind)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(lake|riverside_walk|waterfront|beach)$/)]),
    );
  });
});
