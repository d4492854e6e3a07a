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
    // The answer carries the new subscription: it is shown at once. A read that started before the
    // payment was verified is cancelled first, or its answer (no subscription) would land on top.
    onSuccess: async ({ subscription }) => {
      await queryClient.cancelQueries({ queryKey: subscriptionQueries.mine().queryKey });
      queryClient.setQueryData(subscriptionQueries.mine().queryKey, subscription);
      return queryClient.invalidateQueries({
        queryKey: subscriptionQueries.all(),
        predicate: (query) => query.queryKey[1] !== 'mine',
      });
    },
  });
}
