import type { MessageResponse } from '@contract/errors';
import { apiClient } from '@/lib/api-client';

export async function requestPasswordReset(email: string): Promise<string> {
  const { data } = await apiClient.post<MessageResponse>('/v1/auth/forgot-password', { email });
  return data.message;
}

export async function resetPassword(token: string, newPassword: string): Promise<string> {
  const { data } = await apiClient.post<MessageResponse>('/v1/auth/reset-password', {
    token,
    new_password: newPassword,
  });
  return data.message;
}

export async function verifyAccount(token: string): Promise<string> {
  const { data } = await apiClient.post<MessageResponse>('/v1/auth/verify-account', { token });
  return data.message;
}

export async function resendVerification(): Promise<string> {
  const { data } = await apiClient.post<MessageResponse>('/v1/auth/resend-verification');
  return data.message;
}
