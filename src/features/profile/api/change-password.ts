import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@contract/auth';
import { apiClient } from '@/lib/api-client';

async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await apiClient.post('/v1/auth/change-password', request);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
