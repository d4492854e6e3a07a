import type { InternalAxiosRequestConfig } from 'axios';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { httpClient } from '@/lib/http-client';
import { authResponse } from '@/testing/handlers/auth';
import { server } from '@/testing/server';
import { getGoogleSsoUrl } from './get-google-sso-url';
import { exchangeGoogleCode } from './google-sign-in';

describe('Google sign-in requests', () => {
  it('send credentials, so the cookie binding the sign-in to this browser reaches an API on any origin', async () => {
    server.use(
      http.get('/v1/auth/google/initiate-sso', () =>
        HttpResponse.json({ redirect_url: 'https://accounts.example.com/authorize' }),
      ),
      http.get('/v1/auth/google', () => HttpResponse.json(authResponse())),
    );
    const sent: InternalAxiosRequestConfig[] = [];
    const spy = httpClient.interceptors.request.use((config) => {
      sent.push(config);
      return config;
    });
    try {
      await getGoogleSsoUrl();
      await exchangeGoogleCode({ code: 'abc', state: 'st' });
    } finally {
      httpClient.interceptors.request.eject(spy);
    }
    expect(sent.map((config) => [config.url?.split('?')[0], config.withCredentials])).toEqual([
      ['/v1/auth/google/initiate-sso', true],
      ['/v1/auth/google', true],
    ]);
  });
});
