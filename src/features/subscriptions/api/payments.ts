import type {
  InitializePaymentResponse,
  SubscriptionPlan,
  VerifyPaymentResponse,
} from '@contract/subscriptions';
import { apiClient } from '@/lib/api-client';

export async function getPlans(): Promise<SubscriptionPlan[]> {
  const { data } = await apiClient.get<SubscriptionPlan[]>('/v1/subscriptions/plans');
  return data;
}

export async function initializePayment(planId: string): Promise<InitializePaymentResponse> {
  const { data } = await apiClient.post<InitializePaymentResponse>('/v1/subscriptions/payment/initialize', {
    plan_id: planId,
    callback_url: `${window.location.origin}/profile?payment=success`,
  });
  return data;
}

export async function verifyPayment(reference: string): Promise<VerifyPaymentResponse> {
  const { data } = await apiClient.post<VerifyPaymentResponse>('/v1/subscriptions/payment/verify', {
    reference,
  });
  return data;
}
