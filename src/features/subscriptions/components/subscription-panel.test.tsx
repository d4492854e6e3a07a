import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CurrentSubscription, SubscriptionUsage } from '@contract/subscriptions';
import { findLightOnlyColours } from '@/testing/light-only-colours';
import { renderAt } from '@/testing/render';
import { server } from '@/testing/server';
import { subscriptionFixture, usageFixture } from '@/testing/subscription-fixtures';
import { SubscriptionPanel } from './subscription-panel';

const plus = subscriptionFixture();
const usage = usageFixture({
  date_generations_used: 2,
  date_generations_limit: 30,
  date_generations_remaining: 29,
  subscription_expires_at: '2026-02-15T12:00:00Z',
  plan_name: 'Plus',
});

function renderPanel(subscription: CurrentSubscription, usageNow: SubscriptionUsage = usage) {
  server.use(
    http.get('/v1/subscriptions/my-subscription', () => HttpResponse.json(subscription)),
    http.get('/v1/subscriptions/usage', () => HttpResponse.json(usageNow)),
  );
  return renderAt('/profile', <SubscriptionPanel />);
}

describe('the subscription details', () => {
  it('show a renewing plan’s renewal date and its price with the currency’s symbol', async () => {
    renderPanel(plus);
    expect(await screen.findByText('Renewal Date: February 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    expect(screen.getByText(/You will be charged \$9\.99 for the next month\./)).toBeInTheDocument();
    expect(screen.queryByText(/USD/)).not.toBeInTheDocument();
  });

  it('say until when a cancelled plan lasts, never that it renews', async () => {
    renderPanel({ ...plus, status: 'cancelled', cancel_at_period_end: true });
    expect(await screen.findByText('Access until February 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('Your subscription will end on February 15, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Renewal Date/)).not.toBeInTheDocument();
    expect(screen.queryByText(/renew/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('treat a plan set to cancel at the end of the period as ending, whatever its status', async () => {
    renderPanel({ ...plus, cancel_at_period_end: true });
    expect(await screen.findByText('Access until February 15, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Renewal Date/)).not.toBeInTheDocument();
  });

  it('say when an expired plan ended', async () => {
    renderPanel({ ...plus, status: 'expired' });
    expect(await screen.findByText('Ended on February 15, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Renewal Date|will end on|renew/)).not.toBeInTheDocument();
  });

  it('offer Change Plan, not Upgrade, to a member on a paid plan', async () => {
    renderPanel({
      ...plus,
      plan: { ...plus.plan, plan_id: 'pro', name: 'Pro', price: 99, billing_cycle: 'yearly' },
    });
    expect(await screen.findByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText('$99')).toBeInTheDocument();
    expect(screen.queryByText(/upgrade/i)).not.toBeInTheDocument();
  });

  it('count the period’s plans as the plan sells them, today’s free plan said apart', async () => {
    renderPanel(plus);
    expect(
      await screen.findByText(
        "You have 28 date plans remaining until February 15, 2026, plus today's free date plan",
      ),
    ).toBeInTheDocument();
  });

  it('say one plan in the singular', async () => {
    renderPanel(plus, { ...usage, date_generations_remaining: 1, daily_free_available: false });
    expect(
      await screen.findByText('You have 1 date plan remaining until February 15, 2026'),
    ).toBeInTheDocument();
  });

  it('use no light-only colours, so they read in dark mode too', async () => {
    const { container, unmount } = renderPanel(plus);
    await screen.findByText(/will automatically renew/);
    expect(findLightOnlyColours(container)).toEqual([]);
    unmount();
    const cancelled = renderPanel({ ...plus, status: 'cancelled', cancel_at_period_end: true });
    await screen.findByText(/will end on/);
    expect(findLightOnlyColours(cancelled.container)).toEqual([]);
  });
});
