import { apiClient } from '@/lib/api-client';

/** Revokes the refresh token on the server; the caller ignores a failure (the local session ends anyway). */
export async function signOutOnServer(refreshToken: string): Promise<void> {
  await apiClient.post('/v1/auth/signout', { refresh_token: refreshToken });
}
