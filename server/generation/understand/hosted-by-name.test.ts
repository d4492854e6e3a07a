import { beforeAll, describe, expect, it } from 'vitest';
import { planOffline, warmUpPlanner } from '../pipeline';
import { isRefusal } from './understand';
import { readRequest as read, TEST_NOW } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);

const hostOf = (text: string, place: string) =>
  read(text).namedPlaces.find((named) => named.name.toLowerCase().includes(place))?.kind;

describe('a wish said at a place the person names is had there', () => {
  it.each([
    ['Chicago on Friday night, drinks at The Blind Pig', 'blind pig', 'bar'],
    ['Madrid el sábado, cena en Casa Lola', 'casa lola', 'dinner'],
    ['Paris samedi soir, un verre au Perchoir', 'perchoir', 'bar'],
    ['fremantle sunday arvo, couple pints at little creatures, then the beach', 'little creatures', 'pub'],
    ['sábado em salvador: acarajé da dinha no rio vermelho', 'dinha', 'street_food'],
    ['sabato a Bologna, cena da Gianni e poi una passeggiata', 'gianni', 'dinner'],
    ['mysore on sunday, we want mysore pak from guru sweets', 'guru sweets', 'dessert'],
    ['San Francisco on Sunday: coffee from Blue Bottle, then a walk', 'blue bottle', 'cafe'],
    ['London, fish and chips from Poppies then the Thames', 'poppies', 'fish_and_chips'],
  ])('%s', (text, place, kind) => {
    expect(hostOf(text, place)).toBe(kind);
  });

  it.each([
    ['dinner at the Louvre area then drinks in Paris', 'louvre'],
    ['London on Saturday, a walk in Hyde Park and drinks at sunset', 'hyde park'],
    ['Málaga el domingo, un café en el Museo Picasso', 'picasso'],
    ['cena en familia en madrid el sábado', 'familia'],
    ['un café en silencio en bogotá', 'silencio'],
    ['coffee from home then a walk in Madrid', 'home'],
    ['Buenos Aires saturday, a Malbec from Mendoza and steak', 'mendoza'],
    ['London tonight: whisky from Islay then dinner', 'islay'],
  ])(
    'a place whose name or the catalog says what it is, or a lone word of manner, takes no wish: %s',
    (text, place) => {
      expect(hostOf(text, place)).toBeUndefined();
    },
  );

  it.each([
    ['Chicago on Friday night, drinks at The Blind Pig', 'Blind Pig', 'bar'],
    ['Madrid el sábado, cena en Casa Lola', 'Casa Lola', 'dinner'],
    ['Paris samedi soir, un verre au Perchoir', 'Perchoir', 'bar'],
  ])('is one stop, not a sight and a second venue: %s', (text, name, kind) => {
    const result = planOffline(text, { now: TEST_NOW });
    if (isRefusal(result)) throw new Error('refused');
    const named = result.draft.stops.filter((stop) => stop.placeName === name);
    expect(named.map((stop) => stop.kind)).toEqual([kind]);
    expect(result.draft.stops.filter((stop) => stop.kind === kind)).toHaveLength(1);
  });
});

describe('a market hall the catalog knows hosts what is eaten there', () => {
  it.each([
    ['lunch at the Boqueria then Park Güell, Barcelona on saturday', 'Boqueria', 'lunch'],
    ['almuerzo en el Mercado Central y un cerro con vistas, Santiago de Chile', 'Mercado Central', 'lunch'],
    ['Mittagessen am Viktualienmarkt in München, dann ein Spaziergang', 'Viktualienmarkt', 'lunch'],
  ])('%s: %s is the %s', (text, name, kind) => {
    const result = planOffline(text, { now: TEST_NOW });
    if (!('plan' in result)) throw new Error(`refused: ${text}`);
    const stop = result.draft.stops.find((candidate) => candidate.placeName?.includes(name));
    expect(stop?.kind).toBe(kind);
    expect(result.draft.stops.filter((candidate) => candidate.kind === kind)).toHaveLength(1);
  });

  it('never makes the town itself, named in more words, a stop', () => {
    const request = read('almuerzo en el Mercado Central y un cerro con vistas, Santiago de Chile');
    expect(request.namedPlaces.map((named) => named.name)).not.toContain('Santiago de Chile');
  });
});
