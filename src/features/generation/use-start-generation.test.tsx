import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { planKeys } from '@/features/plans/api/plan-keys';
import { subscriptionQueries } from '@/features/subscriptions/api/subscription-queries';
import { server } from '@/testing/server';
import { usageFixture } from '@/testing/subscription-fixtures';
import { useStartGeneration } from './use-start-generation';

function setup() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  queryClient.setQueryData(planKeys.stats(), { total: 1, favorites: 0, archived: 0 });
  queryClient.setQueryData(planKeys.list({ page: 1, filter: 'all' }), {
    plans: [],
    total_count: 0,
    has_next: false,
  });
  queryClient.setQueryData(subscriptionQueries.usage().queryKey, usageFixture());
  return { queryClient, ...renderHook(() => useStartGeneration(), { wrapper }) };
}

const invalidated = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated;

describe('starting a generation', () => {
  it('marks the plan lists, the counts and the usage stale once the server accepts it', async () => {
    server.use(http.post('/v1/date-planner/generate', () => HttpResponse.json({ plan_id: 'new-plan' })));
    const { queryClient, result } = setup();
    result.current.mutate({ description: 'Tapas in Madrid' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(invalidated(queryClient, planKeys.stats())).toBe(true);
    expect(invalidated(queryClient, planKeys.list({ page: 1, filter: 'all' }))).toBe(true);
    expect(invalidated(queryClient, subscriptionQueries.usage().queryKey)).toBe(true);
  });

  it('leaves the caches alone when the server refuses', async () => {
    server.use(
      http.post('/v1/date-planner/generate', () =>
        HttpResponse.json({ detail: 'You have used all your date plans' }, { status: 402 }),
      ),
    );
    const { queryClient, result } = setup();
    result.current.mutate({ description: 'Tapas in Madrid' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(invalidated(queryClient, planKeys.stats())).toBe(false);
    expect(invalidated(queryClient, subscriptionQueries.usage().queryKey)).toBe(false);
  });
});
