import { describe, expect, it } from 'vitest';
import { landmarkFact } from './landmark-facts';

const PARIS = { curatedName: 'Paris', country: 'FR', cityName: 'Paris' };
const BARCELONA = { curatedName: 'Barcelona', country: 'ES', cityName: 'Barcelona' };
const louvre = { placeName: 'Musée du Louvre', start: 900 };

describe('a landmark’s catalog facts in its tips', () => {
  it('says step-free access when the person needs it, in their language', () => {
    expect(landmarkFact(louvre, PARIS, 'fr', true)).toBe(
      'Musée du Louvre est en grande partie accessible de plain-pied.',
    );
    expect(landmarkFact(louvre, PARIS, 'en', true)).toBe('Musée du Louvre is largely step-free.');
  });

  it('says a free entry, and a place best after dark only when the stop is then', () => {
    const carnavalet = { placeName: 'Musée Carnavalet', start: 600 };
    expect(landmarkFact(carnavalet, PARIS, 'it', false)).toBe(
      'L’ingresso è gratuito: Musée Carnavalet non costa nulla.',
    );
    expect(landmarkFact(carnavalet, PARIS, 'pt', false)).toBe(
      'A entrada é gratuita: Musée Carnavalet não custa nada.',
    );
    expect(landmarkFact({ placeName: 'Sagrada Família', start: 600 }, BARCELONA, 'es', false)).toBe('');
  });

  it('says nothing for a place that is no catalog landmark, or a kind of place', () => {
    expect(landmarkFact({ placeName: 'Chez Nous', start: 600 }, PARIS, 'it', false)).toBe('');
    expect(landmarkFact({ placeName: null, start: 600 }, PARIS, 'pt', false)).toBe('');
  });
});

describe('a free entry is said only where a ticket could be expected', () => {
  it('not for a garden or a street', () => {
    expect(landmarkFact({ placeName: 'Jardin du Luxembourg', start: 600 }, PARIS, 'fr', false)).toBe('');
    expect(landmarkFact({ placeName: 'Jardin du Luxembourg', start: 600 }, PARIS, 'en', false)).toBe('');
    expect(landmarkFact({ placeName: 'Jardin des Tuileries', start: 600 }, PARIS, 'de', true)).toBe(
      'Jardin des Tuileries ist weitgehend stufenlos zugänglich.',
    );
  });
});
