import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { subscriptionQueries } from './subscription-queries';

describe('the member’s subscription', () => {
  it('reads this server’s null as the free plan, and is read once per session', async () => {
    let reads = 0;
    server.use(
      http.get('/v1/subscriptions/my-subscription', () => {
        reads += 1;
        return HttpResponse.json(null);
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await queryClient.fetchQuery(subscriptionQueries.mine())).toBeNull();
    // Another page asking later takes the answer it already has.
    expect(await queryClient.fetchQuery(subscriptionQueries.mine())).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await queryClient.fetchQuery(subscriptionQueries.mine())).toBeNull();
    expect(reads).toBe(1);
  });

  it('still reads another server’s 404 as the free plan (spec section 7)', async () => {
    server.use(
      http.get('/v1/subscriptions/my-subscription', () =>
        HttpResponse.json({ detail: 'No active subscription' }, { status: 404 }),
      ),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await queryClient.fetchQuery(subscriptionQueries.mine())).toBeNull();
  });
});
