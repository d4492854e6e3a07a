import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/features/auth/auth-context';
import { testUser } from '@/testing/handlers/auth';
import { planListItemFixture } from '@/testing/plan-fixtures';
import { renderRoutes } from '@/testing/render';
import { server } from '@/testing/server';
import VerifyAccountPage from './verify-account-page';

/** Shows what the session knows, as the header and profile do. */
function SessionProbe() {
  const { user } = useAuth();
  return <p>{user ? `Session: ${user.is_verified ? 'verified' : 'unverified'}` : 'No session'}</p>;
}

const renderPage = (search: string, signedIn = false) =>
  renderRoutes(
    [
      {
        path: '/verify-account',
        element: (
          <>
            <VerifyAccountPage />
            <SessionProbe />
          </>
        ),
      },
    ],
    { signedIn, initialEntries: [`/verify-account${search}`] },
  );

describe('the verify account page', () => {
  it('redeems the token once and reloads the signed-in member, who is now verified', async () => {
    const tokens: unknown[] = [];
    let verified = false;
    server.use(
      http.post('/v1/auth/verify-account', async ({ request }) => {
        tokens.push(await request.json());
        // The session has loaded the member before the link is redeemed.
        await delay(50);
        verified = true;
        return HttpResponse.json({ message: 'Your account is verified.' });
      }),
      http.get('/v1/auth/me', () => HttpResponse.json({ ...testUser, is_verified: verified })),
      http.get('/v1/date-planner/plans', () =>
        HttpResponse.json({ plans: [], total_count: 0, has_next: false }),
      ),
    );
    renderPage('?token=tok-1', true);
    expect(screen.getByText('Checking your link...')).toBeInTheDocument();
    expect(await screen.findByText('Session: unverified')).toBeInTheDocument();
    expect(await screen.findByText('Your account is verified.')).toHaveRole('status');
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toBeInTheDocument();
    expect(await screen.findByText('Session: verified')).toBeInTheDocument();
    expect(tokens).toEqual([{ token: 'tok-1' }]);
  });

  it('tells a verified member who opens the spent link again that the address is verified, not that the link is broken', async () => {
    server.use(
      http.post('/v1/auth/verify-account', () =>
        HttpResponse.json(
          { detail: 'This link is invalid or has expired. Please request a new one.' },
          { status: 400 },
        ),
      ),
      http.get('/v1/auth/me', () => HttpResponse.json({ ...testUser, is_verified: true })),
      http.get('/v1/date-planner/plans', () =>
        HttpResponse.json({ plans: [planListItemFixture('p1')], total_count: 1, has_next: false }),
      ),
    );
    renderPage('?token=spent', true);
    expect(await screen.findByText('Your e-mail address is already verified.')).toHaveRole('status');
    expect(screen.queryByText(/invalid or has expired/)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'See your plan' })).toHaveAttribute(
      'href',
      '/date-plan/p1',
    );
  });

  it('offers the plan a guest made with this address first, then My Dates', async () => {
    server.use(
      http.post('/v1/auth/verify-account', () => HttpResponse.json({ message: 'Your account is verified.' })),
      http.get('/v1/date-planner/plans', () =>
        HttpResponse.json({
          plans: [planListItemFixture('p1')],
          total_count: 1,
          has_next: false,
        }),
      ),
    );
    renderPage('?token=tok-1', true);
    expect(await screen.findByRole('link', { name: 'See your plan' })).toHaveAttribute(
      'href',
      '/date-plan/p1',
    );
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('See your plan')).toBeLessThan(links.indexOf('Go to your profile'));
    expect(screen.getByRole('link', { name: 'My Dates' })).toHaveAttribute('href', '/my-dates');
  });

  it('shows the server’s refusal with a way to sign in', async () => {
    server.use(
      http.post('/v1/auth/verify-account', () =>
        HttpResponse.json({ detail: 'This verification link has expired' }, { status: 400 }),
      ),
    );
    renderPage('?token=old');
    expect(await screen.findByText('This verification link has expired')).toHaveRole('alert');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says so when the link has no token, without calling the server', () => {
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link is incomplete.');
  });
});
