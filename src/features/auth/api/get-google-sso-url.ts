import { useMutation, useQuery } from '@tanstack/react-query';
import type { GoogleSsoResponse, GoogleStatusResponse } from '@contract/auth';
import { apiClient } from '@/lib/api-client';

export const GOOGLE_UNAVAILABLE = 'Google sign in is currently unavailable.';

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

/** A mutation, not a query: each click asks for a fresh provider URL (it carries a one-time state). */
export const useGoogleSsoUrl = () =>
  useMutation({
    mutationFn: async () => {
      const url = await getGoogleSsoUrl();
      if (!url) throw new Error(GOOGLE_UNAVAILABLE);
      return url;
    },
  });

/** Whether Google sign-in is configured on the server: the button is shown unavailable before any click. */
export const useGoogleAvailable = () =>
  useQuery({
    queryKey: ['auth', 'google-status'],
    queryFn: async () => (await apiClient.get<GoogleStatusResponse>('/v1/auth/google/status')).data.available,
    staleTime: Infinity,
  });
