import { useMutation } from '@tanstack/react-query';
import type { InitializePaymentRequest, InitializePaymentResponse } from '@contract/subscriptions';
import {
  PAYMENT_CALLBACK_PATH,
  SUBSCRIPTION_PATHS,
  SUBSCRIPTIONS_BASE,
} from '@contract/subscriptions-constants';
import { apiClient } from '@/lib/api-client';

/** Starts a payment for a plan; the provider sends the browser back to the profile with a reference. */
async function initializePayment(planId: string): Promise<InitializePaymentResponse> {
  const request: InitializePaymentRequest = {
    plan_id: planId,
    callback_url: window.location.origin + PAYMENT_CALLBACK_PATH,
  };
  const { data } = await apiClient.post<InitializePaymentResponse>(
    `${SUBSCRIPTIONS_BASE}${SUBSCRIPTION_PATHS.initialize}`,
    request,
  );
  return data;
}

export const useInitializePayment = () => useMutation({ mutationFn: initializePayment });
