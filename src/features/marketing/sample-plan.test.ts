import { describe, expect, it } from 'vitest';
import { SAMPLE_PLAN } from './sample-plan';

/** '€10–15' (or '€10–€15') → [10, 15]; 'Free' → [0, 0]. */
const range = (cost: string): [number, number] => {
  if (cost === 'Free') return [0, 0];
  const [low = NaN, high = NaN] = (cost.match(/\d+/g) ?? []).map(Number);
  return [low, high];
};

describe('the landing’s sample plan', () => {
  it('adds its stops up to the budget it states, which keeps two people under the €60 asked for', () => {
    const low = SAMPLE_PLAN.stops.reduce((sum, stop) => sum + range(stop.cost)[0], 0);
    const high = SAMPLE_PLAN.stops.reduce((sum, stop) => sum + range(stop.cost)[1], 0);
    expect(range(SAMPLE_PLAN.budget)).toEqual([low, high]);
    expect(SAMPLE_PLAN.budget).toMatch(/^€\d+–€?\d+ per person$/);
    expect(high * 2).toBeLessThanOrEqual(60);
  });

  it('has three or four stops in time order', () => {
    const minutes = SAMPLE_PLAN.stops.map((stop) => {
      const [, hours = '0', mins = '0', half] = /^(\d+):(\d+) (AM|PM)$/.exec(stop.time) ?? [];
      return ((Number(hours) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(mins);
    });
    expect(SAMPLE_PLAN.stops.length).toBeGreaterThanOrEqual(3);
    expect(SAMPLE_PLAN.stops.length).toBeLessThanOrEqual(4);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  });
});
