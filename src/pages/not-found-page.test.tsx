import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { server } from '@/testing/server';
import { usageFixture } from '@/testing/subscription-fixtures';
import NotFoundPage from './not-found-page';

let usageRequests = 0;
const countUsage = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/v1/subscriptions/usage') usageRequests += 1;
};

beforeEach(() => {
  usageRequests = 0;
  server.events.on('request:start', countUsage);
  server.use(
    http.get('/v1/subscriptions/usage', () =>
      HttpResponse.json(
        usageFixture({ date_generations_remaining: 4, subscription_expires_at: '2026-12-23T12:00:00Z' }),
      ),
    ),
  );
});
afterEach(() => {
  server.events.removeAllListeners();
});

describe('the not-found page', () => {
  it('sends a visitor home, offers a plan and support, and asks nothing about plans', async () => {
    renderAt('/no/such/page', <NotFoundPage />);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Back to Homepage' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveClass('btn-primary');
    expect(screen.getByRole('button', { name: 'Plan a Date' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('link', { name: 'Go to My Dates' })).not.toBeInTheDocument();
    expect(screen.queryByText(/remaining until/)).not.toBeInTheDocument();
    expect(usageRequests).toBe(0);
  });

  it('sends a member to My Dates first and says how many plans they have left', async () => {
    renderAt('/no/such/page', <NotFoundPage />, { signedIn: true });
    const myDates = await screen.findByRole('link', { name: 'Go to My Dates' });
    expect(myDates).toHaveAttribute('href', '/my-dates');
    expect(myDates).toHaveClass('btn-primary');
    expect(
      await screen.findByText(
        "You have 3 date plans remaining until December 23, 2026, plus today's free date plan",
      ),
    ).toBeInTheDocument();
    // Home and the other ways out stay, just no longer first.
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).not.toHaveClass('btn-primary');
    expect(screen.getByRole('button', { name: 'Plan a Date' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeInTheDocument();
    await waitFor(() => expect(usageRequests).toBe(1));
  });
});
