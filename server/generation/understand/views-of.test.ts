import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { readRequest, TEST_NOW } from './read-for-tests';
import { seenFrom } from './views-of';

const wishes = (text: string) => readRequest(text).wanted.map((wish) => [wish.kind, wish.span.text]);

describe('a place said as the view from a stop is seen, not visited', () => {
  it.each([
    [
      'San Valentín en Granada, cena romántica con vistas a la Alhambra',
      [
        ['dinner', 'cena'],
        ['viewpoint', 'vistas a la Alhambra'],
      ],
    ],
    [
      'dinner with a view of the Eiffel Tower, Paris',
      [
        ['dinner', 'dinner'],
        ['viewpoint', 'view of the Eiffel Tower'],
      ],
    ],
    ['drinks overlooking the Colosseum, Rome', [['bar', 'drinks overlooking the Colosseum']]],
    ['Abendessen mit Blick auf den Dom, Köln', [['dinner', 'Abendessen mit Blick auf den Dom']]],
    [
      'jantar com vista para o Tejo, Lisboa',
      [
        ['dinner', 'jantar'],
        ['viewpoint', 'vista para o Tejo'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(wishes(text)).toEqual(expected);
    expect(readRequest(text).namedPlaces.filter((place) => !place.isArea)).toEqual([]);
  });

  it('never makes the place seen a stop: no visit to the Alhambra after dinner', () => {
    const result = planOffline('San Valentín en Granada, cena romántica con vistas a la Alhambra', {
      now: TEST_NOW,
    });
    if (!('plan' in result)) throw new Error('refused');
    expect(result.draft.stops.map((stop) => stop.placeName)).not.toContain('Alhambra');
  });

  it('watches the Eiffel Tower from somewhere else: the view is never the tower itself', () => {
    const result = planOffline('dinner with a view of the Eiffel Tower, Paris', { now: TEST_NOW });
    if (!('plan' in result)) throw new Error('refused');
    const view = result.draft.stops.find((stop) => stop.kind === 'viewpoint');
    expect(view?.placeName).toBeTruthy();
    expect(view?.placeName).not.toBe('Tour Eiffel');
  });

  it('reads what a wish says is seen', () => {
    expect(seenFrom('with a view of the Eiffel Tower')).toBe('the Eiffel Tower');
    expect(seenFrom('con vistas a la Alhambra')).toBe('la Alhambra');
    expect(seenFrom('a quiet dinner')).toBeNull();
  });
});
