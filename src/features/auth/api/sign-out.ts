import type { SignOutRequest } from '@contract/auth';
import { apiClient } from '@/lib/api-client';

/** Revokes the refresh token on the server; the caller ignores a failure (the local session ends anyway). */
export async function signOutOnServer(request: SignOutRequest): Promise<void> {
  await apiClient.post('/v1/auth/signout', request);
}
