import { queryOptions } from '@tanstack/react-query';
import { isHttpError } from '@/lib/http-error';
import type { CurrentSubscription, SubscriptionPlan, SubscriptionUsage } from '@contract/subscriptions';
import { SUBSCRIPTION_PATHS, SUBSCRIPTIONS_BASE } from '@contract/subscriptions-constants';
import { PRICING_PLANS_DATA_ELEMENT_ID } from '@contract/web-pages';
import { apiClient } from '@/lib/api-client';
import { readEmbeddedData } from '@/lib/embedded-data';

async function getPlans(): Promise<SubscriptionPlan[]> {
  const { data } = await apiClient.get<SubscriptionPlan[]>(
    `${SUBSCRIPTIONS_BASE}${SUBSCRIPTION_PATHS.plans}`,
  );
  return data;
}

async function getMySubscription(): Promise<CurrentSubscription | null> {
  try {
    // This server answers null for the free plan, an answer rather than a 404 the browser logs.
    const { data } = await apiClient.get<CurrentSubscription | null>(
      `${SUBSCRIPTIONS_BASE}${SUBSCRIPTION_PATHS.current}`,
    );
    return data || null;
  } catch (error) {
    // Spec: a 404 means no subscription, which is the free plan.
    if (isHttpError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

async function getUsage(): Promise<SubscriptionUsage> {
  const { data } = await apiClient.get<SubscriptionUsage>(`${SUBSCRIPTIONS_BASE}${SUBSCRIPTION_PATHS.usage}`);
  return data;
}

export const subscriptionQueries = {
  all: () => ['subscriptions'] as const,
  // Read once per session: only a payment, a change of plan or a cancellation changes it, and those
  // put their answer in the cache (sign-out clears it).
  mine: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), 'mine'],
      queryFn: getMySubscription,
      staleTime: Infinity,
    }),
  usage: () => queryOptions({ queryKey: [...subscriptionQueries.all(), 'usage'], queryFn: getUsage }),
  plans: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), 'plans'],
      queryFn: getPlans,
      // The prerendered pricing page carries the plans its cards were drawn from.
      initialData: () => readEmbeddedData(PRICING_PLANS_DATA_ELEMENT_ID) as SubscriptionPlan[] | undefined,
      staleTime: 300_000,
    }),
};
