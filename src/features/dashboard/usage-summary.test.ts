import { describe, expect, it } from 'vitest';
import { usageFixture } from '@/testing/subscription-fixtures';
import { usageSummary } from './usage-summary';

const usage = (remaining: number, dailyFree: boolean) =>
  usageFixture({ date_generations_remaining: remaining, daily_free_available: dailyFree });

describe('the usage summary', () => {
  it('keeps the monthly number the pricing card sells and says the daily free plan apart', () => {
    expect(usageSummary(usage(4, true))).toBe("3 plans left this period + today's free plan");
    expect(usageSummary(usage(3, false))).toBe('3 plans left this period');
  });

  it('counts one plan as a plan', () => {
    expect(usageSummary(usage(2, true))).toBe("1 plan left this period + today's free plan");
    expect(usageSummary(usage(1, false))).toBe('1 plan left this period');
    expect(usageSummary(usage(0, false))).toBe('0 plans left this period');
  });
});
