import type { GoogleSsoResponse } from '@contract/auth';
import { apiClient } from '@/lib/api-client';

/**
 * The server answers with a cookie that ties the sign-in to this browser; the exchange must send it
 * back. Same-origin requests carry cookies anyway; an API on another origin needs credentials.
 */
export const GOOGLE_REQUEST_OPTIONS = { withCredentials: true } as const;

export async function getGoogleSsoUrl(): Promise<string> {
  const { data } = await apiClient.get<GoogleSsoResponse>(
    '/v1/auth/google/initiate-sso',
    GOOGLE_REQUEST_OPTIONS,
  );
  return data.redirect_url;
}
