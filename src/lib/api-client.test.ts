import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { apiClient } from './api-client';
import { setSessionExpiredHandler } from './session-expiry';
import { tokenStorage } from './storage';

const expired = vi.fn();
beforeEach(() => {
  setSessionExpiredHandler(expired);
  expired.mockReset();
});
afterEach(() => setSessionExpiredHandler(() => undefined));

/** A protected endpoint that accepts only the given token. */
function protectedEndpoint(validToken: string, seen: string[] = []) {
  return http.get('/v1/protected', ({ request }) => {
    const header = request.headers.get('Authorization') ?? '';
    seen.push(header);
    return header === `Bearer ${validToken}`
      ? HttpResponse.json({ ok: true })
      : HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 });
  });
}

describe('apiClient', () => {
  it('sends JSON and the stored access token as a Bearer header', async () => {
    tokenStorage.save({ access_token: 'good', refresh_token: 'r' });
    let contentType: string | null = null;
    server.use(
      http.post('/v1/echo', ({ request }) => {
        contentType = request.headers.get('Content-Type');
        return HttpResponse.json({ auth: request.headers.get('Authorization') });
      }),
    );
    const { data } = await apiClient.post('/v1/echo', { a: 1 });
    expect(data).toEqual({ auth: 'Bearer good' });
    expect(contentType).toContain('application/json');
  });

  it('answers concurrent 401s with exactly one refresh and retries each request once', async () => {
    tokenStorage.save({ access_token: 'stale', refresh_token: 'refresh-me' });
    let refreshes = 0;
    const seen: string[] = [];
    server.use(
      protectedEndpoint('fresh', seen),
      http.post('/v1/auth/refresh-token', async ({ request }) => {
        refreshes += 1;
        expect(await request.json()).toEqual({ refresh_token: 'refresh-me' });
        return HttpResponse.json({ access_token: 'fresh' });
      }),
    );
    const results = await Promise.all([1, 2, 3].map(() => apiClient.get('/v1/protected')));
    expect(results.map((r) => r.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
    expect(seen.filter((h) => h === 'Bearer stale')).toHaveLength(3);
    expect(seen.filter((h) => h === 'Bearer fresh')).toHaveLength(3);
    expect(tokenStorage.accessToken()).toBe('fresh');
    expect(tokenStorage.refreshToken()).toBe('refresh-me');
  });

  it('retries at most once: a second 401 after the refresh is final', async () => {
    tokenStorage.save({ access_token: 'stale', refresh_token: 'r' });
    let calls = 0;
    server.use(
      http.get('/v1/protected', () => {
        calls += 1;
        return HttpResponse.json({ detail: 'nope' }, { status: 401 });
      }),
      http.post('/v1/auth/refresh-token', () => HttpResponse.json({ access_token: 'still-bad' })),
    );
    await expect(apiClient.get('/v1/protected')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls).toBe(2);
  });

  it('signs out and goes to sign-in when there is no refresh token', async () => {
    tokenStorage.save({ access_token: 'stale' });
    server.use(protectedEndpoint('fresh'));
    await expect(apiClient.get('/v1/protected')).rejects.toThrow('No refresh token available');
    expect(tokenStorage.accessToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('signs out and goes to sign-in when the refresh fails', async () => {
    tokenStorage.save({ access_token: 'stale', refresh_token: 'revoked' });
    server.use(protectedEndpoint('fresh'));
    await expect(apiClient.get('/v1/protected')).rejects.toBeTruthy();
    expect(tokenStorage.accessToken()).toBeNull();
    expect(tokenStorage.refreshToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it.each(['/v1/auth/signin', '/v1/auth/signup', '/v1/auth/change-password'])(
    'does not refresh on a 401 from %s (wrong credentials, not an expired session)',
    async (path) => {
      tokenStorage.save({ access_token: 'a', refresh_token: 'r' });
      let refreshes = 0;
      server.use(
        http.post(path, () => HttpResponse.json({ detail: 'Invalid email or password' }, { status: 401 })),
        http.post('/v1/auth/refresh-token', () => {
          refreshes += 1;
          return HttpResponse.json({ access_token: 'x' });
        }),
      );
      await expect(apiClient.post(path, {})).rejects.toMatchObject({ response: { status: 401 } });
      expect(refreshes).toBe(0);
      expect(expired).not.toHaveBeenCalled();
    },
  );
});
