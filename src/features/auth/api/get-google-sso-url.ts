import type { GoogleSsoResponse } from '@contract/auth';
import { apiClient } from '@/lib/api-client';

export async function getGoogleSsoUrl(): Promise<string> {
  const { data } = await apiClient.get<GoogleSsoResponse>('/v1/auth/google/initiate-sso');
  return data.redirect_url;
}
