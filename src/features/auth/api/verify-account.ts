import { useMutation } from '@tanstack/react-query';
import type { VerifyAccountRequest } from '@contract/auth';
import type { MessageResponse } from '@contract/errors';
import { apiClient } from '@/lib/api-client';
import { useAuth } from '../auth-context';

async function verifyAccount(request: VerifyAccountRequest): Promise<string> {
  const { data } = await apiClient.post<MessageResponse>('/v1/auth/verify-account', request);
  return data.message;
}

/** The link may also have moved the account to a new address, so a signed-in session reloads its user. */
export function useVerifyAccount() {
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: verifyAccount,
    onSuccess: () => void refreshUser(),
  });
}
