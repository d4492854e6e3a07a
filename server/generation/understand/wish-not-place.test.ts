import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

beforeAll(() => warmUpPlanner(), 120_000);

const names = (text: string) => read(text).namedPlaces.map((named) => named.name.toLowerCase());

describe('a dish whose name has a link inside is not split into a place', () => {
  it.each([
    ['Bologna on saturday: tortellini in brodo and a walk', 'brodo'],
    ['Bologna sabato: tortellini in brodo e una passeggiata', 'brodo'],
    ['madrid el sábado, pollo al ajillo y luego un paseo', 'ajillo'],
    ['napoli domenica, spaghetti alle vongole e poi il lungomare', 'vongole'],
    // Sweets and hot drinks carry what they are made with the same way.
    ['dimanche à tunis : thé aux pignons et une balade', 'pignons'],
    ['dimanche à lyon : une tarte aux pommes et une balade', 'pommes'],
    ['samedi à paris: un café au lait et une balade', 'lait'],
  ])('%s: no place "%s"', (text, word) => {
    expect(names(text)).not.toContain(word);
  });

  it.each([
    // "at" names where the dish is eaten; a meal or a walk before "in"/"al" says where it is.
    ['masala dosa at mylari in mysore, then the palace', 'mylari'],
    ['cagliari sabato, cena al poetto', 'poetto'],
    // German "in" stands before places, not inside dishes.
    ['ubud, morgen früh reisterrassen in tegallalang, dann balinesische massage', 'tegallalang'],
  ])('%s: "%s" stays a place', (text, word) => {
    expect(names(text)).toContain(word);
  });

  it.each([
    ['dimanche à tunis : thé aux pignons et une balade', 'thé aux pignons'],
    ['dimanche à lyon : une tarte aux pommes et une balade', 'tarte aux pommes'],
    ['sabato a roma: un gelato al pistacchio e una passeggiata', 'gelato al pistacchio'],
  ])('keeps what a sweet or a drink is made with in its words: %s', (text, words) => {
    expect(read(text).wanted.some((entry) => entry.span.text.endsWith(words))).toBe(true);
  });

  it('keeps the whole dish in the words of an English list', () => {
    const request = read('Bologna on saturday: tortellini in brodo and a walk');
    expect(request.wanted.map((entry) => entry.span.text)).toContain('tortellini in brodo');
  });
});
