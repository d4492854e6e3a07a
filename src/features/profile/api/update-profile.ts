import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileRequest, User } from '@contract/auth';
import { useAuth } from '@/features/auth/auth-context';
import { apiClient } from '@/lib/api-client';

async function updateProfile(changes: UpdateProfileRequest): Promise<User> {
  const { data } = await apiClient.patch<User>('/v1/auth/update', changes);
  return data;
}

/** The session keeps the saved user, so every view of the member shows the server's answer. */
export function useUpdateProfile() {
  const { setUser } = useAuth();
  return useMutation({ mutationFn: updateProfile, onSuccess: setUser });
}
