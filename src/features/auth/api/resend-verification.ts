import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@contract/errors';
import { apiClient } from '@/lib/api-client';

async function resendVerification(): Promise<string> {
  const { data } = await apiClient.post<MessageResponse>('/v1/auth/resend-verification');
  return data.message;
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
