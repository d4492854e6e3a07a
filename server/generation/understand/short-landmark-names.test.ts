import { describe, expect, it } from 'vitest';
import { understand } from './understand';
import { TEST_NOW } from '../compose/compose-test-helpers';
import { isRefusal } from './understand';

const namedIn = (text: string) => {
  const request = understand(text, TEST_NOW);
  if (isRefusal(request)) throw new Error(`refused: ${text}`);
  return request.namedPlaces.map((place) => place.name);
};

describe('a landmark typed by its short name in lower case is that landmark', () => {
  it.each([
    ['lunch then the louvre on saturday in paris', 'Musée du Louvre'],
    ['déjeuner dans un bistrot puis le louvre samedi à paris', 'Musée du Louvre'],
    ['almuerzo en un mercado en madrid el sábado y luego el prado', 'Museo del Prado'],
  ])('%s', (text, landmark) => {
    expect(namedIn(text)).toContain(landmark);
  });

  it.each([
    ['dinner somewhere central in london on friday'],
    ['a walk in the park in madrid'],
    ['mon copain est en fauteuil roulant, Bruxelles, concert et resto accessible'],
  ])('a short form that is a common word or the town names nothing but the town: %s', (text) => {
    expect(namedIn(text).filter((name) => name !== 'Bruxelles')).toEqual([]);
  });
});
