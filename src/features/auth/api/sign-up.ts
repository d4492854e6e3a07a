import type { AuthResponse, SignUpRequest } from '@contract/auth';
import { apiClient } from '@/lib/api-client';

export async function signUp(details: SignUpRequest): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>('/v1/auth/signup', details);
  return data;
}
