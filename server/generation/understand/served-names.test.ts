import { describe, expect, it } from 'vitest';
import { readRequest } from './read-for-tests';

describe('a name right after a serving is what is served, not a place', () => {
  it.each([
    [
      'San Gimignano, degustazione di Vernaccia e tramonto sulle torri',
      'Vernaccia',
      'degustazione di Vernaccia',
    ],
    ['a glass of Barolo and dinner in Turin', 'Barolo', 'glass of Barolo'],
    ['Paris: un verre de Sancerre et dîner au Marais', 'Sancerre', 'un verre de Sancerre'],
    ['Mendoza: a tasting of Malbec at a bodega and lunch', 'Malbec', 'tasting of Malbec'],
    ['Lisboa sábado, uma prova de Alvarinho e jantar', 'Alvarinho', 'prova de Alvarinho'],
  ])('%s', (text, name, words) => {
    const request = readRequest(text);
    expect(request.namedPlaces.map((named) => named.name).join(' ')).not.toContain(name);
    expect(request.outOfTown ?? []).toEqual([]);
    expect(request.wanted.map((wish) => wish.span.text)).toContain(words);
  });

  it('leaves a place after a serving word that is no serving ("a flight to Lisbon" is said with "to")', () => {
    expect(readRequest('dinner at Casa Lola after a flight to Lisbon').place.city?.name).toBe('Lisbon');
  });
});
