import { describe, expect, it } from 'vitest';
import { KIND_CATALOG } from '../kinds/catalog';
import { familyOf } from '../kinds/kind-ids';
import { plannedFor } from './compose-test-helpers';

const planned = plannedFor;

describe('a wait before a stop at a set hour', () => {
  it.each([
    'Our 10th anniversary in Edinburgh on Saturday, whisky tasting, a walk up Calton Hill at sunset and dinner somewhere special, £200',
    'From Florence a day in Siena on Saturday',
    'Madrid, la Catedral de la Almudena por la tarde y luego cena',
  ])('%s: no stop the planner added is stretched past half again its usual stay', (text) => {
    for (const stop of planned(text).draft.stops.filter((stop) => !stop.requested))
      expect(stop.end - stop.start, stop.kind).toBeLessThanOrEqual(
        Math.round(KIND_CATALOG[stop.kind].minutes * 1.5) + 5,
      );
  });
});

describe('what fills a wait before a meal', () => {
  it('is nothing sweet, before lunch as before dinner', () => {
    const { draft } = planned(
      'a whole day in Barcelona: Sagrada Familia in the morning, paella lunch, the beach, then vermouth',
    );
    const lunch = draft.stops.findIndex((stop) => stop.kind === 'paella');
    expect(lunch).toBeGreaterThan(0);
    for (const stop of draft.stops.slice(0, lunch)) expect(familyOf(stop.kind), stop.kind).not.toBe('sweet');
  });
});
