import type { CurrentSubscription, SubscriptionUsage } from '@contract/subscriptions';

/** A member's active Plus subscription for January 2026; tests change what they are about. */
export function subscriptionFixture(fields: Partial<CurrentSubscription> = {}): CurrentSubscription {
  return {
    subscription_id: 'sub-1',
    plan_id: 'plus',
    plan: {
      plan_id: 'plus',
      name: 'Plus',
      description: 'More dates',
      price: 9.99,
      currency: 'USD',
      billing_cycle: 'monthly',
      date_generation_limit: 30,
      features: {},
      is_active: true,
    },
    status: 'active',
    current_period_start: '2026-01-15T12:00:00Z',
    current_period_end: '2026-02-15T12:00:00Z',
    cancel_at_period_end: false,
    ...fields,
  };
}

/** The usage figures of a member on the free plan with today's free plan still open. */
export function usageFixture(fields: Partial<SubscriptionUsage> = {}): SubscriptionUsage {
  return {
    date_generations_used: 0,
    date_generations_limit: 3,
    date_generations_remaining: 4,
    subscription_expires_at: '2026-12-23T00:00:00Z',
    plan_name: 'Free',
    daily_free_available: true,
    ...fields,
  };
}
