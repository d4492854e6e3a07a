import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@contract/auth';
import type { MessageResponse } from '@contract/errors';
import { apiClient } from '@/lib/api-client';

async function resetPassword(request: ResetPasswordRequest): Promise<string> {
  const { data } = await apiClient.post<MessageResponse>('/v1/auth/reset-password', request);
  return data.message;
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
