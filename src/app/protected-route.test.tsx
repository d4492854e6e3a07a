import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/handlers/auth';
import { renderRoutes } from '@/testing/render';
import { server } from '@/testing/server';
import { ProtectedRoute } from './protected-route';

function SignInProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <h1>Sign in (from {from})</h1>;
}

const routes = [
  {
    path: '/my-dates',
    element: (
      <ProtectedRoute>
        <h1>Members only</h1>
      </ProtectedRoute>
    ),
  },
  { path: '/sign-in', element: <SignInProbe /> },
];

describe('ProtectedRoute', () => {
  it('shows a centred spinner while the session loads, then the page', async () => {
    server.use(
      http.get('/v1/auth/me', async () => {
        await delay(50);
        return HttpResponse.json(testUser);
      }),
    );
    renderRoutes(routes, { signedIn: true, initialEntries: ['/my-dates'] });
    expect(screen.getByRole('status', { name: 'Loading your session' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Members only' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /sign-in with the requested path as from', async () => {
    renderRoutes(routes, { initialEntries: ['/my-dates'] });
    expect(await screen.findByRole('heading', { name: 'Sign in (from /my-dates)' })).toBeInTheDocument();
  });

  it('treats a stored token the server refuses as signed out and clears it', async () => {
    window.localStorage.setItem('authToken', 'bogus');
    renderRoutes(routes, { initialEntries: ['/my-dates'] });
    expect(await screen.findByRole('heading', { name: 'Sign in (from /my-dates)' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});
