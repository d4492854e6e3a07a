import type { ChangePasswordRequest, DeleteAccountRequest, UpdateProfileRequest, User } from '@contract/auth';
import { apiClient } from '@/lib/api-client';

export async function updateProfile(changes: UpdateProfileRequest): Promise<User> {
  const { data } = await apiClient.patch<User>('/v1/auth/update', changes);
  return data;
}

export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await apiClient.post('/v1/auth/change-password', request);
}

export async function signOutOtherDevices(): Promise<void> {
  await apiClient.post('/v1/auth/signout-all');
}

export async function deleteAccount(request: DeleteAccountRequest): Promise<void> {
  await apiClient.delete('/v1/auth/account', { data: request });
}
