import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { subscriptionFixture, usageFixture } from '@/testing/subscription-fixtures';
import { useCancelSubscription } from './cancel-subscription';
import { subscriptionQueries } from './subscription-queries';

const active = subscriptionFixture({
  current_period_start: '2026-01-01T00:00:00Z',
  current_period_end: '2026-02-01T00:00:00Z',
});
const usage = usageFixture({
  date_generations_used: 2,
  date_generations_limit: 30,
  date_generations_remaining: 28,
  subscription_expires_at: '2026-02-01T00:00:00Z',
  plan_name: 'Plus',
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(subscriptionQueries.mine().queryKey, active);
  queryClient.setQueryData(subscriptionQueries.usage().queryKey, usage);
  queryClient.setQueryData(subscriptionQueries.plans().queryKey, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useCancelSubscription(), { wrapper }) };
}

describe('cancelling the subscription', () => {
  it('keeps the server’s answer as the current subscription and marks only the usage stale', async () => {
    const cancelled = { ...active, status: 'cancelled' as const, cancel_at_period_end: true };
    const requests: string[] = [];
    server.use(
      http.post('/v1/subscriptions/cancel', ({ request }) => {
        requests.push(new URL(request.url).pathname);
        return HttpResponse.json(cancelled);
      }),
    );
    const { queryClient, result } = setup();
    result.current.mutate();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toEqual(['/v1/subscriptions/cancel']);
    expect(queryClient.getQueryData(subscriptionQueries.mine().queryKey)).toEqual(cancelled);
    expect(queryClient.getQueryState(subscriptionQueries.mine().queryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(subscriptionQueries.usage().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(subscriptionQueries.plans().queryKey)?.isInvalidated).toBe(false);
  });

  it('leaves the caches alone when the server refuses', async () => {
    server.use(
      http.post('/v1/subscriptions/cancel', () =>
        HttpResponse.json({ detail: 'No active subscription' }, { status: 404 }),
      ),
    );
    const { queryClient, result } = setup();
    result.current.mutate();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(subscriptionQueries.mine().queryKey)).toEqual(active);
    expect(queryClient.getQueryState(subscriptionQueries.usage().queryKey)?.isInvalidated).toBe(false);
  });
});
