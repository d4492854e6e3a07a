import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@contract/auth';
import { apiClient } from '@/lib/api-client';
import { useAuth } from '../auth-context';
import { GOOGLE_REQUEST_OPTIONS } from './get-google-sso-url';

export const ALREADY_IN_PROGRESS = 'Authentication already in progress';
const GUARD_RESET_MS = 1000;

let inProgress = false;

/** The query Google sends back to the callback page; absent values come from `URLSearchParams.get`. */
interface GoogleCallbackParams {
  code: string;
  state?: string | null;
  iss?: string | null;
}

/**
 * Exchanges the provider's code for a session. One exchange at a time: a second call is refused, and
 * the guard lifts a second after the call ends (a code can be redeemed only once anyway).
 */
export async function exchangeGoogleCode(params: GoogleCallbackParams): Promise<AuthResponse> {
  if (inProgress) throw new Error(ALREADY_IN_PROGRESS);
  inProgress = true;
  try {
    const query = new URLSearchParams({ code: params.code });
    if (params.state) query.set('state', params.state);
    if (params.iss) query.set('iss', params.iss);
    const { data } = await apiClient.get<AuthResponse>(
      `/v1/auth/google?${query.toString()}`,
      GOOGLE_REQUEST_OPTIONS,
    );
    return data;
  } finally {
    setTimeout(() => {
      inProgress = false;
    }, GUARD_RESET_MS);
  }
}

/** Redeems the code and starts the session from the answer. */
export function useExchangeGoogleCode() {
  const { acceptSession } = useAuth();
  return useMutation({ mutationFn: exchangeGoogleCode, onSuccess: acceptSession });
}
