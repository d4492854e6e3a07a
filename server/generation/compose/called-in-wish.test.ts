import { describe, expect, it } from 'vitest';
import { calledInWish } from './called-in-wish';
import { plannedFor } from './compose-test-helpers';

describe('a sight asked for by its kind and its name', () => {
  it.each([
    [
      'Sunday morning in Lisbon: pastéis de nata in Belém, the Jerónimos monastery, the MAAT and a walk by the river',
      'Mosteiro dos Jerónimos',
    ],
    ['Rome on Saturday afternoon: the Borghese gallery and then an aperitivo', 'Galleria Borghese'],
  ])('is the landmark of that name, not another of its kind: %s', (text, landmark) => {
    const names = plannedFor(text).draft.stops.map((stop) => stop.placeName);
    expect(names).toContain(landmark);
  });

  it('reads only the capitalised words no lexicon has for the kind', () => {
    expect(calledInWish('the Jerónimos monastery', 'church')).toBe('jeronimos');
    expect(calledInWish('ein Kloster', 'church')).toBeNull();
    expect(calledInWish('a monastery', 'church')).toBeNull();
  });
});
