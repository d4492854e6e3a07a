import type { User } from '@contract/auth';
import { apiClient } from '@/lib/api-client';

export async function getMe(): Promise<User> {
  const { data } = await apiClient.get<User>('/v1/auth/me');
  return data;
}
