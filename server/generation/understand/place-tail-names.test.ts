import { beforeAll, describe, expect, it } from 'vitest';
import { familyOf } from '../kinds/kind-ids';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);

const EATEN = new Set(['coffee', 'sweet', 'meal', 'street_food']);

describe('a lower-case name ending "of the" a place word is a place, whatever word leads it', () => {
  it.each([
    ['domingo em belém: ver-o-peso, açaí, depois estação das docas', 'estação das docas'],
    ['sabato a palermo: arancine e poi la cala della spiaggia', 'cala della spiaggia'],
    ['samedi à marseille: une bouillabaisse puis la corniche du port', 'corniche du port'],
  ])('%s', (text, words) => {
    const wish = read(text).wanted.find((entry) => entry.span.text.toLowerCase() === words);
    expect(wish).toBeDefined();
    expect(EATEN.has(familyOf(wish?.kind ?? 'restaurant'))).toBe(false);
  });

  it.each([
    ['domingo no porto: uma sopa de peixe e depois a ribeira', 'sopa de peixe'],
    ['sábado en valencia: arroz de marisco y luego la playa', 'arroz de marisco'],
  ])('a dish "of" a thing to eat stays eaten: %s', (text, words) => {
    const inside = read(text).wanted.filter((entry) => words.includes(entry.span.text.toLowerCase()));
    expect(inside.length).toBeGreaterThan(0);
    for (const entry of inside) expect(EATEN.has(familyOf(entry.kind))).toBe(true);
  });

  it.each([
    ['domingo em sintra: palácio da pena, quinta da regaleira e um café', 'quinta da regaleira'],
    ['sabato a firenze: il duomo, loggia dei lanzi e un gelato', 'loggia dei lanzi'],
    ['samedi à lyon: la basilique, maison des canuts et un café', 'maison des canuts'],
  ])('beside a sight, a name "of the" something is a sight, not a snack: %s', (text, words) => {
    const wish = read(text).wanted.find((entry) => entry.span.text.toLowerCase() === words);
    expect(wish).toBeDefined();
    expect(EATEN.has(familyOf(wish?.kind ?? 'restaurant'))).toBe(false);
  });

  it('a tasting "of" a name holds what it tastes: degustazione di Vernaccia (see served-names)', () => {
    const request = read('San Gimignano, degustazione di Vernaccia e tramonto sulle torri');
    expect(request.wanted.find((entry) => entry.kind === 'wine_tasting')?.span.text).toBe(
      'degustazione di Vernaccia',
    );
    expect(request.namedPlaces).toEqual([]);
  });

  it.each([
    ['Madrid, sábado: el Rastro, bocata de calamares y el Prado', 'bocata de calamares'],
    ['sabato a matera: i sassi al tramonto, pane di matera e peperoni cruschi', 'pane di matera'],
  ])('beside a sight, a dish joined by a bare "of" stays eaten: %s', (text, words) => {
    // "pane di matera e peperoni cruschi" are eaten together, at one table: the dish may share its stop.
    const wish = read(text).wanted.find((entry) => entry.span.text.toLowerCase().startsWith(words));
    expect(EATEN.has(familyOf(wish?.kind ?? 'museum'))).toBe(true);
  });
});
