import { describe, expect, it } from 'vitest';
import { planOffline, type PlanResult } from '../pipeline';
import { localMinutes } from '../world/local-time';

const planned = (text: string, now: Date): PlanResult => {
  const result = planOffline(text, { now });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return result;
};

describe('the plan’s day against the planner’s now', () => {
  it('starts a plan for tonight after now when it is already late', () => {
    const now = new Date('2026-11-23T21:40:00Z'); // 22:40 in Madrid
    const { draft } = planned('tonight in Madrid: drinks and something to eat', now);
    expect(draft.grounded.date).toBe('2026-11-23');
    expect(draft.stops[0]!.start).toBeGreaterThanOrEqual(localMinutes(now, 'Europe/Madrid'));
  });

  it('makes a plan with no day said for tomorrow when its part of the day has passed', () => {
    const now = new Date('2026-11-23T13:00:00Z'); // 14:00 in Paris
    const { draft } = planned('a morning in Paris, coffee and a museum', now);
    expect(draft.grounded.date).toBe('2026-11-24');
    expect(draft.stops[0]!.start).toBeLessThan(12 * 60);
  });

  it('keeps a plan for a later day as it is', () => {
    const { draft } = planned('a morning in Paris on Saturday', new Date('2026-11-23T13:00:00Z'));
    expect(draft.grounded.date).toBe('2026-11-28');
  });
});
