import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { usageFixture } from '@/testing/subscription-fixtures';
import { subscriptionQueries } from './subscription-queries';
import { useVerifyPayment } from './verify-payment';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(subscriptionQueries.mine().queryKey, null);
  queryClient.setQueryData(
    subscriptionQueries.usage().queryKey,
    usageFixture({ date_generations_used: 3, date_generations_remaining: 0, daily_free_available: false }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useVerifyPayment(), { wrapper }) };
}

const stale = (queryClient: QueryClient) =>
  [subscriptionQueries.mine(), subscriptionQueries.usage()].map(
    ({ queryKey }) => queryClient.getQueryState(queryKey)?.isInvalidated,
  );

describe('verifying a payment', () => {
  it('sends the reference, shows the new subscription from the answer and marks the usage stale', async () => {
    let body: unknown;
    const subscription = { subscription_id: 's1', plan_id: 'plus-monthly', status: 'active' };
    server.use(
      http.post('/v1/subscriptions/payment/verify', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Payment verified', subscription });
      }),
      http.get('/v1/subscriptions/usage', () => HttpResponse.json({ detail: 'later' }, { status: 503 })),
    );
    const { queryClient, result } = setup();
    result.current.mutate({ reference: 'ref-42' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(body).toEqual({ reference: 'ref-42' });
    // Taken from the answer, not from a read that may have started before the payment was verified.
    expect(queryClient.getQueryData(subscriptionQueries.mine().queryKey)).toEqual(subscription);
    expect(stale(queryClient)).toEqual([false, true]);
  });

  it('keeps the new subscription when a read that started before the verification answers after it', async () => {
    const subscription = { subscription_id: 's1', plan_id: 'plus-monthly', status: 'active' };
    let answerRead: () => void = () => {};
    server.use(
      http.get('/v1/subscriptions/my-subscription', async () => {
        await new Promise<void>((resolve) => (answerRead = resolve));
        return HttpResponse.json({ detail: 'No active subscription found' }, { status: 404 });
      }),
      http.post('/v1/subscriptions/payment/verify', () =>
        HttpResponse.json({ message: 'Payment verified', subscription }),
      ),
    );
    const { queryClient, result } = setup();
    const key = subscriptionQueries.mine().queryKey;
    // The profile page asked for the subscription as it opened, before the payment was verified.
    void queryClient.fetchQuery({ ...subscriptionQueries.mine(), staleTime: 0 }).catch(() => undefined);
    await waitFor(() => expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching'));

    result.current.mutate({ reference: 'ref-42' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    answerRead();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryClient.getQueryData(key)).toEqual(subscription);
  });

  it('leaves the caches alone when the payment is not verified', async () => {
    server.use(
      http.post('/v1/subscriptions/payment/verify', () =>
        HttpResponse.json({ detail: 'Payment was not successful' }, { status: 400 }),
      ),
    );
    const { queryClient, result } = setup();
    result.current.mutate({ reference: 'ref-42' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(stale(queryClient)).toEqual([false, false]);
  });
});
