import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PROFILE_TABS } from '@/features/profile/components/profile-tabs';
import { findLightOnlyColours } from '@/testing/light-only-colours';
import { renderAt } from '@/testing/render';
import { server } from '@/testing/server';
import { subscriptionFixture, usageFixture } from '@/testing/subscription-fixtures';
import ProfilePage from './profile-page';

const plus = subscriptionFixture({ status: 'cancelled', cancel_at_period_end: true });
const usage = usageFixture({
  date_generations_used: 2,
  date_generations_limit: 30,
  date_generations_remaining: 28,
  subscription_expires_at: '2026-02-15T12:00:00Z',
  plan_name: 'Plus',
  daily_free_available: false,
});

function renderProfile(subscription: () => Promise<Response> | Response) {
  server.use(
    http.get('/v1/subscriptions/my-subscription', subscription),
    http.get('/v1/subscriptions/usage', () => HttpResponse.json(usage)),
  );
  return renderAt('/profile', <ProfilePage />, { signedIn: true });
}

describe('the plan badge', () => {
  it('says nothing while the subscription loads, then the member’s plan', async () => {
    renderProfile(async () => {
      await delay(100);
      return HttpResponse.json(plus);
    });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-badge-placeholder')).toBeInTheDocument();
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
    expect(await screen.findByText('Plus Plan')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-badge-placeholder')).not.toBeInTheDocument();
  });

  it('says Free when the server has no subscription for the member', async () => {
    renderProfile(() => HttpResponse.json({ detail: 'No active subscription' }, { status: 404 }));
    expect(await screen.findByText('Free')).toBeInTheDocument();
  });

  it('guesses nothing when the subscription cannot be read', async () => {
    renderProfile(() => HttpResponse.json({ detail: 'down' }, { status: 500 }));
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await expect.poll(() => screen.queryByTestId('plan-badge-placeholder')).toBeNull();
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
  });
});

describe('the profile tabs', () => {
  it('show every tab whole on a phone, two by two, each at least 44 px high', async () => {
    renderProfile(() => HttpResponse.json(plus));
    const tablist = await screen.findByRole('tablist', { name: 'Profile sections' });
    // Two rows of two below 640 px; nothing scrolls out of sight.
    expect(tablist).toHaveClass('grid', 'grid-cols-2');
    expect(tablist).not.toHaveClass('overflow-x-auto');
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([...PROFILE_TABS]);
    for (const tab of tabs) expect(tab).toHaveClass('min-h-11');
  });

  it('label the panel with the tab that shows it', async () => {
    renderProfile(() => HttpResponse.json(plus));
    expect(await screen.findByRole('tabpanel', { name: 'Personal Information' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Subscription' })).toBeInTheDocument();
  });
});

describe('the profile in dark mode', () => {
  it('uses no light-only badges, boxes or buttons on any tab', async () => {
    const { container } = renderProfile(() => HttpResponse.json(plus));
    const user = userEvent.setup();
    expect(await screen.findByText('Unverified Account')).toBeInTheDocument();
    await screen.findByText('Plus Plan');
    expect(findLightOnlyColours(container)).toEqual([]);
    for (const tab of PROFILE_TABS) {
      await user.click(screen.getByRole('tab', { name: tab }));
      if (tab === 'Subscription') await screen.findByText(/will end on/);
      expect(findLightOnlyColours(container), tab).toEqual([]);
    }
  });
});
