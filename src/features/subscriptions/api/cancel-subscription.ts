import type { CurrentSubscription } from '@contract/subscriptions';
import { apiClient } from '@/lib/api-client';

export async function cancelSubscription(): Promise<CurrentSubscription> {
  const { data } = await apiClient.post<CurrentSubscription>('/v1/subscriptions/cancel');
  return data;
}
