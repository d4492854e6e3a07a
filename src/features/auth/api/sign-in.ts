import type { AuthResponse, SignInRequest } from '@contract/auth';
import { apiClient } from '@/lib/api-client';

export async function signIn(credentials: SignInRequest): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>('/v1/auth/signin', credentials);
  return data;
}
