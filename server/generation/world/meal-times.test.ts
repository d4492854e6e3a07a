import { describe, expect, it } from 'vitest';
import { mealTimes } from './meal-times';

const hm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe('meal times', () => {
  it('follows each country’s customs', () => {
    const expected: Record<string, [lunch: string, dinner: string]> = {
      ES: ['14:00', '21:30'],
      AR: ['13:30', '21:30'],
      IT: ['13:00', '20:30'],
      PT: ['13:00', '20:30'],
      GR: ['14:00', '21:00'],
      FR: ['12:30', '20:00'],
      DE: ['12:30', '19:00'],
      GB: ['13:00', '19:30'],
      US: ['12:30', '19:00'],
      MX: ['14:30', '20:30'],
      BR: ['13:00', '20:30'],
      JP: ['12:00', '19:00'],
    };
    for (const [country, [lunch, dinner]] of Object.entries(expected)) {
      const times = mealTimes(country);
      expect([hm(times.lunch), hm(times.dinner)], country).toEqual([lunch, dinner]);
    }
  });

  it('falls back to 12:30 and 19:30 and accepts lower case codes', () => {
    expect(mealTimes('ZZ')).toEqual({ breakfast: 540, lunch: 750, dinner: 1170 });
    expect(mealTimes('es')).toEqual(mealTimes('ES'));
  });

  it('keeps breakfast before lunch before dinner everywhere', () => {
    for (const country of ['ES', 'AR', 'JP', 'US', 'IN', 'EG', 'NL', 'ZZ']) {
      const { breakfast, lunch, dinner } = mealTimes(country);
      expect(breakfast).toBeLessThan(lunch);
      expect(lunch).toBeLessThan(dinner);
      expect(dinner).toBeLessThan(24 * 60);
    }
  });
});
