import { describe, expect, it } from 'vitest';
import { KIND_CATALOG } from '../kinds/catalog';
import { planOffline, type PlanResult } from '../pipeline';
import { sameArea } from './areas';
import { TEST_NOW } from './compose-test-helpers';

const planned = (text: string) => {
  const result = planOffline(text, { now: TEST_NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return result as PlanResult;
};

describe('landmarkChooser: a meal placed in a neighbourhood happens there', () => {
  it('keeps the meal in the area the person named, in four languages', () => {
    for (const [text, area] of [
      ['dinner in Trastevere, Rome', 'Trastevere'],
      ['anniversario a Roma, cena romantica a Trastevere e passeggiata, 200 euro in due', 'Trastevere'],
      ['Lisboa: jantar em Alfama', 'Alfama'],
      ['Paris, dîner dans le Marais', 'Marais'],
    ] as const) {
      const { draft } = planned(text);
      const meals = draft.stops.filter((stop) => KIND_CATALOG[stop.kind].meal);
      expect(meals.length, text).toBeGreaterThan(0);
      for (const meal of meals)
        expect(
          sameArea((meal.area ?? '').replace(/^le /i, ''), area),
          `${text}: ${meal.placeName} in ${meal.area}`,
        ).toBe(true);
    }
  });
});
