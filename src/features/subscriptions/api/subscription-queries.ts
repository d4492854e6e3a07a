import { queryOptions } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import type { CurrentSubscription, SubscriptionUsage } from '@contract/subscriptions';
import { apiClient } from '@/lib/api-client';
import { getPlans } from './payments';

async function getMySubscription(): Promise<CurrentSubscription | null> {
  try {
    const { data } = await apiClient.get<CurrentSubscription>('/v1/subscriptions/my-subscription');
    return data;
  } catch (error) {
    // Spec: a 404 means no subscription, which is the free plan.
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

async function getUsage(): Promise<SubscriptionUsage> {
  const { data } = await apiClient.get<SubscriptionUsage>('/v1/subscriptions/usage');
  return data;
}

export const subscriptionQueries = {
  all: () => ['subscriptions'] as const,
  mine: () => queryOptions({ queryKey: [...subscriptionQueries.all(), 'mine'], queryFn: getMySubscription }),
  usage: () => queryOptions({ queryKey: [...subscriptionQueries.all(), 'usage'], queryFn: getUsage }),
  plans: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), 'plans'],
      queryFn: getPlans,
      staleTime: 300_000,
    }),
};
