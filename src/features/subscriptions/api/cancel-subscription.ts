import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentSubscription } from '@contract/subscriptions';
import { SUBSCRIPTION_PATHS, SUBSCRIPTIONS_BASE } from '@contract/subscriptions-constants';
import { apiClient } from '@/lib/api-client';
import { subscriptionQueries } from './subscription-queries';

async function cancelSubscription(): Promise<CurrentSubscription> {
  const { data } = await apiClient.post<CurrentSubscription>(
    `${SUBSCRIPTIONS_BASE}${SUBSCRIPTION_PATHS.cancel}`,
  );
  return data;
}

/** The answer is the subscription as it now stands; the usage figures are asked for again. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueries.mine().queryKey, subscription);
      return queryClient.invalidateQueries({ queryKey: subscriptionQueries.usage().queryKey });
    },
  });
}
