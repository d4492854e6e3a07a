import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/features/auth/auth-context';
import { authResponse } from '@/testing/handlers/auth';
import { storage, tokenStorage } from '@/lib/storage';
import { renderRoutes } from '@/testing/render';
import { server } from '@/testing/server';
import GoogleCallbackPage from './google-callback-page';

function Landed() {
  const { user } = useAuth();
  return <h1>Planner for {user?.first_name}</h1>;
}

const renderCallback = (search: string) =>
  renderRoutes([{ path: '/auth/google/callback', element: <GoogleCallbackPage /> }], {
    initialEntries: [`/auth/google/callback${search}`],
    routes: [{ path: '/planner', element: <Landed /> }],
  });

/** The exchange refuses a second call for a second after the last one ended. */
const guardLifted = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('the Google callback page', () => {
  it('redeems the code, starts the session and goes where the person was going', async () => {
    let query = '';
    server.use(
      http.get('/v1/auth/google', ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json(authResponse());
      }),
    );
    storage.set('authRedirectUrl', '/planner');
    renderCallback('?code=abc&state=st');
    expect(screen.getByRole('heading', { name: 'Completing Sign In' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Planner for Ada' })).toBeInTheDocument();
    expect(query).toBe('?code=abc&state=st');
    expect(tokenStorage.accessToken()).toBe('access-1');
    expect(storage.get('authRedirectUrl')).toBeNull();
  });

  it('says so when Google sent no code', () => {
    renderCallback('?error=access_denied');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Authentication failed: No authorization code received',
    );
  });

  it('shows the server’s refusal with a way back to sign in', async () => {
    await guardLifted();
    server.use(
      http.get('/v1/auth/google', () =>
        HttpResponse.json({ detail: 'This sign-in link has expired' }, { status: 400 }),
      ),
    );
    renderCallback('?code=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link has expired');
    expect(screen.getByRole('button', { name: 'Return to Sign In' })).toBeInTheDocument();
    expect(tokenStorage.accessToken()).toBeNull();
  });
});
