import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authResponse } from '@/testing/handlers/auth';
import { server } from '@/testing/server';
import { ALREADY_IN_PROGRESS, exchangeGoogleCode } from './google-sign-in';

describe('exchangeGoogleCode', () => {
  it('runs one exchange at a time and lifts the guard a second after it ends', async () => {
    let query = '';
    server.use(
      http.get('/v1/auth/google', async ({ request }) => {
        query = new URL(request.url).search;
        await delay(30);
        return HttpResponse.json(authResponse());
      }),
    );
    const first = exchangeGoogleCode({ code: 'abc', state: 'st', iss: null });
    await expect(exchangeGoogleCode({ code: 'abc' })).rejects.toThrow(ALREADY_IN_PROGRESS);
    expect(ALREADY_IN_PROGRESS).toBe('Authentication already in progress');
    await expect(first).resolves.toMatchObject({ token: { access_token: 'access-1' } });
    expect(query).toBe('?code=abc&state=st');
    await expect(exchangeGoogleCode({ code: 'again' })).rejects.toThrow(ALREADY_IN_PROGRESS);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    await expect(exchangeGoogleCode({ code: 'again' })).resolves.toBeTruthy();
  });
});
