import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { slowSession } from '@/testing/handlers/auth';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonDataElement } from '@contract/embedded-data';
import type { SubscriptionPlan } from '@contract/subscriptions';
import { PAYMENT_CALLBACK_PATH } from '@contract/subscriptions-constants';
import { PRICING_PLANS_DATA_ELEMENT_ID } from '@contract/web-pages';
import { findLightOnlyColours } from '@/testing/light-only-colours';
import { renderRoutes } from '@/testing/render';
import { server } from '@/testing/server';
import PricingPage from './pricing-page';

const plan = (fields: Partial<SubscriptionPlan>): SubscriptionPlan => ({
  plan_id: 'free',
  name: 'Free',
  description: 'Try it',
  price: 0,
  currency: 'USD',
  billing_cycle: 'monthly',
  date_generation_limit: 3,
  features: { ai_date_plans: '3 per month', share_links: true },
  is_active: true,
  ...fields,
});
const PLANS = [
  plan({}),
  plan({ plan_id: 'plus', name: 'Plus', price: 9.99, date_generation_limit: 30 }),
  plan({ plan_id: 'pro', name: 'Pro', price: 99, billing_cycle: 'yearly', date_generation_limit: 400 }),
  plan({ plan_id: 'old', name: 'Old', price: 5, is_active: false }),
];

function SignInProbe() {
  const { state } = useLocation();
  return <h1>Sign in (return to {(state as { returnUrl?: string } | null)?.returnUrl})</h1>;
}

const renderPricing = (signedIn = false) =>
  renderRoutes([{ path: '/pricing', element: <PricingPage /> }], {
    signedIn,
    initialEntries: ['/pricing'],
    routes: [{ path: '/sign-in', element: <SignInProbe /> }],
  });

describe('the pricing page', () => {
  it('draws its cards at once from the plans its prerendered HTML carries, without asking the API', async () => {
    document.head.insertAdjacentHTML('beforeend', jsonDataElement(PRICING_PLANS_DATA_ELEMENT_ID, PLANS));
    let asked = 0;
    server.use(
      http.get('/v1/subscriptions/plans', () => {
        asked += 1;
        return HttpResponse.json([]);
      }),
    );
    try {
      renderPricing();
      // The first render: what the prerendered page showed, so the app takes it over as it is.
      expect(screen.getAllByRole('article')).toHaveLength(3);
      expect(screen.queryByTestId('pricing-skeleton')).not.toBeInTheDocument();
      await delay(50);
      expect(asked).toBe(0);
    } finally {
      document.getElementById(PRICING_PLANS_DATA_ELEMENT_ID)?.remove();
    }
  });

  it('shows three skeleton cards while loading, then only the active plans', async () => {
    server.use(
      http.get('/v1/subscriptions/plans', async () => {
        await delay(50);
        return HttpResponse.json(PLANS);
      }),
    );
    renderPricing();
    expect(
      screen.getByRole('heading', { name: 'Choose the Perfect Plan for Your Perfect Dates' }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('pricing-skeleton')).toHaveLength(3);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).queryByText('/mo')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Get Started for Free' })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Most Popular')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('/mo')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('30 date plans per month')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Subscribe to Plus' })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('AI date plans: 3 per month')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Share links')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('400 date plans per year')).toBeInTheDocument();
    expect(screen.queryByText('Old')).not.toBeInTheDocument();
  });

  it('shows each price with its currency’s symbol', async () => {
    server.use(http.get('/v1/subscriptions/plans', () => HttpResponse.json(PLANS)));
    renderPricing();
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByText('$0')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('$9.99')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('$99')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('/yr')).toBeInTheDocument();
    expect(screen.queryByText(/USD/)).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in with the return URL of the chosen plan', async () => {
    server.use(http.get('/v1/subscriptions/plans', () => HttpResponse.json(PLANS)));
    renderPricing();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Subscribe to Plus' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in (return to /pricing?plan=plus)' }),
    ).toBeInTheDocument();
  });

  it('marks the current plan and says so when chosen again', async () => {
    server.use(
      http.get('/v1/subscriptions/plans', () => HttpResponse.json(PLANS)),
      http.get('/v1/subscriptions/my-subscription', () =>
        HttpResponse.json({
          plan_id: 'plus',
          plan: PLANS[1],
          status: 'active',
          subscription_id: 's',
          current_period_start: '',
          current_period_end: '',
          cancel_at_period_end: false,
        }),
      ),
    );
    const { container } = renderPricing(true);
    const cards = await screen.findAllByRole('article');
    expect(await within(cards[1]!).findByText('Current Plan')).toBeInTheDocument();
    // The marks read in dark mode too.
    expect(findLightOnlyColours(container)).toEqual([]);
  });

  it('shows the error with Try Again, and the empty state', async () => {
    server.use(
      http.get('/v1/subscriptions/plans', () => HttpResponse.json({ detail: 'down' }, { status: 500 })),
    );
    const { unmount } = renderPricing();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    unmount();
    server.use(http.get('/v1/subscriptions/plans', () => HttpResponse.json([])));
    renderPricing();
    expect(await screen.findByText('No Subscription Plans Available')).toBeInTheDocument();
  });

  it('starts a member’s payment with the site’s callback and keeps the buttons busy while the browser leaves', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/v1/subscriptions/plans', () => HttpResponse.json(PLANS)),
      http.get('/v1/subscriptions/my-subscription', () =>
        HttpResponse.json({ detail: 'No subscription' }, { status: 404 }),
      ),
      http.post('/v1/subscriptions/payment/initialize', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ authorization_url: '/checkout/ref-1', reference: 'ref-1' });
      }),
    );
    renderPricing(true);
    const cards = await screen.findAllByRole('article');
    expect(await within(cards[0]!).findByText('Current Plan')).toBeInTheDocument();
    await userEvent.setup().click(within(cards[1]!).getByRole('button', { name: 'Subscribe to Plus' }));
    await expect
      .poll(() => bodies)
      .toEqual([{ plan_id: 'plus', callback_url: window.location.origin + PAYMENT_CALLBACK_PATH }]);
    expect(within(cards[1]!).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(cards[2]!).getByRole('button', { name: 'Subscribe to Pro' })).toBeDisabled();
  });

  it('waits for a member’s session being read before starting, instead of asking them to sign in', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/v1/subscriptions/plans', () => HttpResponse.json(PLANS)),
      slowSession(200),
      http.get('/v1/subscriptions/my-subscription', () =>
        HttpResponse.json({ detail: 'No subscription' }, { status: 404 }),
      ),
      http.post('/v1/subscriptions/payment/initialize', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ authorization_url: '/checkout/ref-1', reference: 'ref-1' });
      }),
    );
    renderPricing(true);
    const cards = await screen.findAllByRole('article');
    await userEvent.setup().click(within(cards[1]!).getByRole('button', { name: 'Subscribe to Plus' }));
    expect(within(cards[1]!).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect.poll(() => bodies).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: /^Sign in/ })).not.toBeInTheDocument();
  });

  it('frees the buttons again when the payment cannot start', async () => {
    server.use(
      http.get('/v1/subscriptions/plans', () => HttpResponse.json(PLANS)),
      http.get('/v1/subscriptions/my-subscription', () =>
        HttpResponse.json({ detail: 'No subscription' }, { status: 404 }),
      ),
      http.post('/v1/subscriptions/payment/initialize', async () => {
        await delay(50);
        return HttpResponse.json({ detail: 'Payments are unavailable' }, { status: 503 });
      }),
    );
    renderPricing(true);
    const cards = await screen.findAllByRole('article');
    await userEvent.setup().click(within(cards[1]!).getByRole('button', { name: 'Subscribe to Plus' }));
    expect(within(cards[1]!).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(await within(cards[1]!).findByRole('button', { name: 'Subscribe to Plus' })).toBeEnabled();
    expect(within(cards[2]!).getByRole('button', { name: 'Subscribe to Pro' })).toBeEnabled();
  });
});
