import { describe, expect, it } from 'vitest';
import { planOffline, type PlanResult } from '../pipeline';
import { TEST_NOW } from './compose-test-helpers';

const planned = (text: string) => {
  const result = planOffline(text, { now: TEST_NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return result as PlanResult;
};

describe('fitWindow and the gaps: a date that fits its window', () => {
  it('never runs past a stated end', () => {
    const { draft } = planned('museum, lunch, a walk and dessert in Rome from 10am to 1pm');
    expect(draft.stops.at(-1)?.end).toBeLessThanOrEqual(13 * 60);
  });

  it('says plainly what it dropped for lack of room', () => {
    const { draft } = planned(
      'a museum, a hike, a cooking class, a spa and a concert in Prague between 2pm and 4pm',
    );
    expect(draft.findings.some((finding) => 'reason' in finding && finding.reason === 'no_room')).toBe(true);
  });

  it('leaves no long wait before a fixed-time stop', () => {
    const { draft } = planned('a gallery in the afternoon and dinner in Madrid');
    draft.stops.forEach((stop, index) => {
      const before = draft.stops[index - 1];
      if (before) expect(stop.start - before.end - stop.travelMinutes).toBeLessThan(90);
    });
  });
});
