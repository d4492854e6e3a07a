import { describe, expect, it } from 'vitest';
import { type PlanResult } from '../pipeline';
import { impliedLevel } from '../ground/ground';
import { institutionsIn } from '../world/institutions/institutions';
import { plannedFor } from './compose-test-helpers';
import { localCost } from './costs';
import { GENERIC_MEALS } from './selection';

const planned = plannedFor;
const highTotal = ({ draft }: PlanResult) =>
  draft.stops.reduce((sum, stop) => sum + stop.cost[1], 0) * draft.request.people;

describe('priceStops: money that fits', () => {
  it('keeps a stated budget for two', () => {
    const result = planned('dinner and drinks in Lisbon, budget 60 euros for both of us');
    expect(highTotal(result)).toBeLessThanOrEqual(60);
  });

  it('prices every stop per person in the local currency', () => {
    const { draft } = planned('dinner and a show in London');
    for (const stop of draft.stops) expect(stop.cost[0]).toBeLessThanOrEqual(stop.cost[1]);
    expect(draft.grounded.currency).toBe('GBP');
  });
});

describe('priceStops: a stated budget is used', () => {
  const usedShare = (text: string) => {
    const result = planned(text);
    return highTotal(result) / (result.grounded.budgetTotalLocal as number);
  };

  it('takes the special dinner when the budget allows it only with its dearer end trimmed', () => {
    for (const text of [
      'anniversario a Roma, cena romantica a Trastevere e passeggiata, 200 euro in due',
      'Roma, 30 anni di matrimonio, cena stellata, 500 euro',
      'Rome, 7:30pm-11pm, pasta carbonara, then a walk to the Trevi Fountain, €90 total',
      'cena de aniversario en Madrid, 250 euros para los dos',
      'dîner en amoureux à Lyon, 180 euros pour nous deux',
    ]) {
      const share = usedShare(text);
      expect(share, text).toBeGreaterThanOrEqual(0.6);
      expect(share, text).toBeLessThanOrEqual(1);
    }
  });

  it('never trims a range below its own cheaper end', () => {
    const { draft } = planned('Roma, 30 anni di matrimonio, cena stellata, 500 euro');
    for (const stop of draft.stops) expect(stop.cost[0]).toBeLessThanOrEqual(stop.cost[1]);
  });
});

describe('priceStops: a place chosen for a meal is priced as what it is', () => {
  it.each([
    'A walk in Central Park then dinner, New York',
    'Spaziergang im Tiergarten, dann Abendessen, Berlin',
  ])('a generic dinner at a pizzeria or a kebab stand costs what one does: %s', (text) => {
    const { draft, grounded } = planned(text);
    const places = institutionsIn(grounded.curatedName ?? '', grounded.country ?? '');
    const meals = draft.stops.filter((stop) => GENERIC_MEALS.includes(stop.kind) && stop.placeName);
    expect(meals.length).toBeGreaterThan(0);
    for (const stop of meals) {
      const place = places.find((each) => each.name === stop.placeName);
      const kind = place?.kind ?? stop.kind;
      expect(stop.cost).toEqual(localCost(kind, impliedLevel(grounded), grounded));
    }
  });
});
