import { delay, http, HttpResponse } from 'msw';
import type { AuthResponse, User } from '@contract/auth';

export const testUser: User = {
  user_id: '6f0c7d1e-1111-4a4a-9b9b-000000000001',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  profile_image: null,
  is_verified: false,
  auth_provider: 'email',
  created_at: '2026-01-01T00:00:00.000Z',
};

export const testTokens = { access_token: 'access-1', refresh_token: 'refresh-1' };

export const authResponse = (user: User = testUser): AuthResponse => ({ user, token: testTokens });

/** The happy path of the account calls; tests override single handlers for failures. */
export const authHandlers = [
  http.get('/v1/auth/me', ({ request }) =>
    request.headers.get('Authorization') === 'Bearer access-1'
      ? HttpResponse.json(testUser)
      : HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }),
  ),
  http.post('/v1/auth/signin', () => HttpResponse.json(authResponse())),
  http.post('/v1/auth/signup', () => HttpResponse.json(authResponse(), { status: 201 })),
  http.post('/v1/auth/signout', () => HttpResponse.json({ message: 'Signed out' })),
  http.post('/v1/auth/refresh-token', () =>
    HttpResponse.json({ detail: 'Invalid or expired refresh token' }, { status: 401 }),
  ),
  http.get('/v1/auth/google/status', () => HttpResponse.json({ available: true })),
  http.get('/v1/auth/google/initiate-sso', () =>
    HttpResponse.json({ detail: 'Google sign in is currently unavailable.' }, { status: 503 }),
  ),
];

/**
 * A member's stored session read slowly, as on a page just loaded: until `/v1/auth/me` answers, the
 * app does not yet know whether it is a member or a guest.
 */
export const slowSession = (milliseconds = 400) =>
  http.get('/v1/auth/me', async () => {
    await delay(milliseconds);
    return HttpResponse.json(testUser);
  });
