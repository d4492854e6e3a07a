import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@contract/auth';
import type { MessageResponse } from '@contract/errors';
import { apiClient } from '@/lib/api-client';

/** Answers with the server's neutral message whether or not the address has an account. */
async function requestPasswordReset(request: ForgotPasswordRequest): Promise<string> {
  const { data } = await apiClient.post<MessageResponse>('/v1/auth/forgot-password', request);
  return data.message;
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
