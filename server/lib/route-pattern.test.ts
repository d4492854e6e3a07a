import { describe, expect, it } from 'vitest';
import { PLAN_PATHS } from '@contract/date-plans';
import { SUBSCRIPTION_PATHS } from '@contract/subscriptions';
import { routePattern } from './route-pattern';

describe('routePattern', () => {
  it("turns a contract path's parameters into Fastify placeholders", () => {
    expect(routePattern(PLAN_PATHS.plan, 'planId')).toBe('/plans/:planId');
    expect(routePattern(PLAN_PATHS.alternatives, 'planId', 'stepIndex')).toBe(
      '/plans/:planId/steps/:stepIndex/alternatives',
    );
    expect(routePattern(SUBSCRIPTION_PATHS.changePlan, 'planId')).toBe('/change-plan/:planId');
  });

  it('matches the concrete paths the client builds', () => {
    const pattern = new RegExp(
      `^${routePattern(PLAN_PATHS.swap, 'planId', 'stepIndex').replace(/:\w+/g, '[^/]+')}$`,
    );
    expect(PLAN_PATHS.swap('0b7c5a4e-2f1d-4c3b-9a8e-7d6c5b4a3f2e', 2)).toMatch(pattern);
  });
});
