import { describe, expect, it } from 'vitest';
import { planOffline, type PlanResult } from '../pipeline';

const NOW = new Date('2026-11-23T10:00:00Z');
/** Kinds there for the view (see stop-hours.ts): added unasked, they are in daylight. */
const VIEWS = ['viewpoint', 'sunset_spot', 'beach', 'lake'];

describe('a view the planner adds', () => {
  it.each([
    'sunset drinks in Barcelona then tapas',
    'Saturday evening in Lisbon',
    'An evening in Porto: dinner then something romantic',
    'Romantic evening in Rome',
    'A date night in Cape Town',
  ])('is never a dark lookout: %s', (text) => {
    for (const variant of [0, 1, 2, 3]) {
      const result = planOffline(text, { now: NOW, variant }) as PlanResult;
      const { sunset } = result.grounded;
      const added = result.draft.stops.filter(
        (stop) => !stop.requested && !stop.placeName && VIEWS.includes(stop.kind),
      );
      for (const stop of added) expect(stop.end).toBeLessThanOrEqual((sunset ?? 1440) + 30);
    }
  });

  it('keeps its hours when asked for: the city lights from a viewpoint at night', () => {
    const result = planOffline('Late at night in Lisbon: the city lights from a viewpoint, then a bar', {
      now: NOW,
    }) as PlanResult;
    const view = result.draft.stops.find((stop) => stop.kind === 'viewpoint' || stop.landmark);
    expect(view).toBeDefined();
    expect(view!.start).toBeGreaterThan(result.grounded.sunset ?? 0);
  });
});
