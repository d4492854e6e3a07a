import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyPaymentRequest, VerifyPaymentResponse } from '@contract/subscriptions';
import { SUBSCRIPTION_PATHS, SUBSCRIPTIONS_BASE } from '@contract/subscriptions-constants';
import { apiClient } from '@/lib/api-client';
import { subscriptionQueries } from './subscription-queries';

async function verifyPayment(request: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
  const { data } = await apiClient.post<VerifyPaymentResponse>(
    `${SUBSCRIPTIONS_BASE}${SUBSCRIPTION_PATHS.verify}`,
    request,
  );
  return data;
}

/** A verified payment changes the plan, its allowance and the usage: every subscription query is stale. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    // The answer carries the new subscription: it is shown at once, whatever a read in flight returns.
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData(subscriptionQueries.mine().queryKey, subscription);
      return queryClient.invalidateQueries({
        queryKey: subscriptionQueries.all(),
        predicate: (query) => query.queryKey[1] !== 'mine',
      });
    },
  });
}
