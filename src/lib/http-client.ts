import axios, { AxiosHeaders, isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { RefreshResponse } from '@contract/auth';
import { API_BASE_URL } from '@/config/env';
import { sessionExpired } from './session-expiry';
import { tokenStorage } from './storage';

/**
 * The app's axios, with the session's token and its refresh. Loaded with the first request
 * (`api-client.ts`), so a page drawn from its HTML alone never loads it.
 */
export const httpClient = axios.create({
  baseURL: API_BASE_URL,
  headers: { 'Content-Type': 'application/json' },
  timeout: 30_000,
});

httpClient.interceptors.request.use((config) => {
  const token = tokenStorage.accessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

// A 401 from these means wrong credentials, not an expired session, so no refresh is tried.
const NO_REFRESH_PATHS = [
  '/v1/auth/signin',
  '/v1/auth/signup',
  '/v1/auth/change-password',
  '/v1/auth/refresh-token',
];

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

export class NoRefreshTokenError extends Error {
  constructor() {
    super('No refresh token available');
    this.name = 'NoRefreshTokenError';
  }
}

let refreshing: Promise<string> | null = null;

/** One refresh at a time: every request that hit a 401 meanwhile waits for the same new token. */
function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    const refreshToken = tokenStorage.refreshToken();
    if (!refreshToken) throw new NoRefreshTokenError();
    const { data } = await axios.post<RefreshResponse>(
      `${API_BASE_URL}/v1/auth/refresh-token`,
      { refresh_token: refreshToken },
      { headers: { 'Content-Type': 'application/json' } },
    );
    tokenStorage.save({ access_token: data.access_token });
    return data.access_token;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** A fresh access token for callers outside axios (the progress stream); false when the session is over. */
export async function renewAccessToken(): Promise<boolean> {
  try {
    await refreshAccessToken();
    return true;
  } catch {
    return false;
  }
}

httpClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config as RetriableConfig;
  const path = (config.url ?? '').split('?')[0] ?? '';
  if (config._retried || NO_REFRESH_PATHS.some((noRefresh) => path.endsWith(noRefresh))) throw error;

  let token: string;
  try {
    token = await refreshAccessToken();
  } catch (refreshError) {
    tokenStorage.clear();
    sessionExpired();
    throw refreshError;
  }
  config._retried = true;
  config.headers = AxiosHeaders.from(config.headers);
  config.headers.set('Authorization', `Bearer ${token}`);
  return httpClient.request(config);
});
