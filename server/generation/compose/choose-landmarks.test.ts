import { describe, expect, it } from 'vitest';
import { KIND_CATALOG } from '../kinds/catalog';
import { institutionsIn } from '../world/institutions/institutions';
import { plannedFor } from './compose-test-helpers';

const planned = plannedFor;

describe('landmarkChooser: a generous meal is not an everyday institution', () => {
  it('never names a long-standing everyday place for a meal when money is no object, in three languages', () => {
    for (const text of [
      'our anniversary in Paris, money is no object, dinner and a show',
      'cena di lusso a Roma, senza badare a spese',
      'dîner de luxe à Paris, peu importe le prix',
    ]) {
      const { draft } = planned(text);
      const everyday = new Set(
        institutionsIn(draft.grounded.curatedName ?? '', draft.grounded.country ?? '').map(
          (place) => place.name,
        ),
      );
      for (const stop of draft.stops.filter((each) => KIND_CATALOG[each.kind].meal))
        expect(everyday.has(stop.placeName ?? ''), `${text}: ${stop.placeName}`).toBe(false);
    }
  });
});
