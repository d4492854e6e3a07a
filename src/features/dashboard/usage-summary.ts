import type { SubscriptionUsage } from '@contract/subscriptions';

const plans = (count: number) => `${count} ${count === 1 ? 'plan' : 'plans'}`;

/**
 * What the member can still make, in words that agree with the pricing card: the period's plans, and
 * today's free plan said apart (it comes on top of the plan's monthly number, every day).
 */
export function usageSummary(usage: SubscriptionUsage): string {
  const period = usage.date_generations_remaining - (usage.daily_free_available ? 1 : 0);
  const left = `${plans(period)} left this period`;
  return usage.daily_free_available ? `${left} + today's free plan` : left;
}
