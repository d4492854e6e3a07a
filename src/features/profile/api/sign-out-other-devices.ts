import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

async function signOutOtherDevices(): Promise<void> {
  await apiClient.post('/v1/auth/signout-all');
}

export const useSignOutOtherDevices = () => useMutation({ mutationFn: signOutOtherDevices });
