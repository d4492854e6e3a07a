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

describe('a meal at the local hour after a wait nothing fills', () => {
  it('comes earlier, by an hour at most, rather than leaving the couple standing', () => {
    const text =
      'forgot our anniversary, we are in cusco. something tonight that says sorry. pisco sours for sure.';
    const { draft } = planned(text);
    const dinner = draft.stops.findIndex((stop) => familyOf(stop.kind) === 'meal');
    expect(dinner).toBeGreaterThan(0);
    const [before, meal] = [draft.stops[dinner - 1]!, draft.stops[dinner]!];
    expect(meal.start - before.end - meal.travelMinutes).toBeLessThanOrEqual(45);
    expect(meal.start).toBeGreaterThanOrEqual(draft.grounded.meals.dinner - 60);
  });

  it('stays at a time the person said', () => {
    const { draft } = planned('Cusco tonight, a walk at sunset, then dinner at 9pm');
    const meal = draft.stops.find((stop) => familyOf(stop.kind) === 'meal');
    expect(meal?.start).toBe(21 * 60);
  });
});
