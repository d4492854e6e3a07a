import { describe, expect, it } from 'vitest';
import { planOffline, type PlanResult } from '../pipeline';
import { TEST_NOW } from './compose-test-helpers';

const planned = (text: string) => {
  const result = planOffline(text, { now: TEST_NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return result as PlanResult;
};
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
