import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { formatClock } from '../world/local-time';
import { SAMPLE_PLAN } from '@contract/sample-plan';

describe("the landing page's sample plan", () => {
  it('is what the offline planner really writes for its request', () => {
    const result = planOffline(SAMPLE_PLAN.request, { variant: 0, now: new Date('2026-11-23T10:00:00Z') });
    if (!('plan' in result)) throw new Error('the sample request was refused');
    const { plan, draft } = result;
    expect({
      title: plan.date_title,
      theme: plan.overall_theme_description,
      totalTime: plan.total_estimated_date_duration,
      budget: plan.total_estimated_cost_range,
      stops: plan.steps.map((step, index) => ({
        time: formatClock(draft.stops[index]!.start, '12h'),
        title: step.step_title,
        place: step.to_location_name,
        address: step.to_location_address,
        activity: step.description,
        cost: step.estimated_cost_per_person,
      })),
    }).toEqual({
      title: SAMPLE_PLAN.title,
      theme: SAMPLE_PLAN.theme,
      totalTime: SAMPLE_PLAN.totalTime,
      budget: SAMPLE_PLAN.budget,
      stops: SAMPLE_PLAN.stops,
    });
  });
});
