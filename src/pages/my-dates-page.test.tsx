import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanListItem, PlanStats } from '@contract/date-plans';
import { planKeys } from '@/features/plans/api/plan-keys';
import { planFixture, planListItemFixture } from '@/testing/plan-fixtures';
import { renderAt } from '@/testing/render';
import { server } from '@/testing/server';
import { usageFixture } from '@/testing/subscription-fixtures';
import MyDatesPage from './my-dates-page';

const listItem = (plan_id: string, title: string, flags: Partial<PlanListItem> = {}) =>
  planListItemFixture(plan_id, { title, ...flags });

const usage = usageFixture();

let requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}${url.search}`);
};

function serveDashboard(plans: PlanListItem[], stats: PlanStats) {
  server.use(
    http.get('/v1/date-planner/plans/stats', () => HttpResponse.json(stats)),
    http.get('/v1/date-planner/plans', () =>
      HttpResponse.json({ plans, total_count: plans.length, has_next: false }),
    ),
    http.get('/v1/subscriptions/usage', () => HttpResponse.json(usage)),
  );
}

const statValue = (label: string) =>
  within(
    within(screen.getByRole('region', { name: 'Statistics' })).getByText(label).parentElement!,
  ).getByText(/^(\d+|–)$/);
const apiCalls = (prefix: string) => requests.filter((line) => line.startsWith(prefix));

beforeEach(() => {
  requests = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeAllListeners();
});

describe('the dashboard’s requests', () => {
  it('reads its three counts from one request', async () => {
    serveDashboard([listItem('p1', 'Jazz in Lisbon')], { total: 7, favorites: 2, archived: 3 });
    renderAt('/my-dates', <MyDatesPage />, { signedIn: true });
    await waitFor(() => expect(statValue('Total Plans')).toHaveTextContent('7'));
    expect(statValue('Favorites')).toHaveTextContent('2');
    expect(statValue('Archived')).toHaveTextContent('3');
    expect(apiCalls('GET /v1/date-planner/plans/stats')).toHaveLength(1);
    // The plan list is asked for once, for the page it shows; never to count.
    expect(apiCalls('GET /v1/date-planner/plans?')).toEqual([
      'GET /v1/date-planner/plans?page=1&page_size=8&is_archived=false',
    ]);
  });

  it('sends one PATCH for a favourite and updates the card, the counts and the plan’s detail from its answer', async () => {
    serveDashboard([listItem('p1', 'Jazz in Lisbon')], { total: 1, favorites: 0, archived: 0 });
    server.use(
      http.patch('/v1/date-planner/plans/p1', async ({ request }) =>
        HttpResponse.json(planFixture({ title: 'Jazz in Lisbon', ...((await request.json()) as object) })),
      ),
    );
    const { queryClient } = renderAt('/my-dates', <MyDatesPage />, { signedIn: true });
    queryClient.setQueryData(planKeys.detail('p1'), planFixture({ title: 'Jazz in Lisbon' }));
    const heart = await screen.findByRole('button', { name: 'Add Jazz in Lisbon to favorites' });
    await waitFor(() => expect(statValue('Favorites')).toHaveTextContent('0'));
    requests = [];

    await userEvent.setup().click(heart);

    expect(
      await screen.findByRole('button', { name: 'Remove Jazz in Lisbon from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(statValue('Favorites')).toHaveTextContent('1');
    expect(queryClient.getQueryData(planKeys.detail('p1'))).toMatchObject({ is_favorite: true });
    // Give any refetch a chance to start before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual(['PATCH /v1/date-planner/plans/p1']);
  });

  it('leaves the card and the counts as they were when the server refuses, and only logs it', async () => {
    serveDashboard([listItem('p1', 'Jazz in Lisbon')], { total: 1, favorites: 0, archived: 0 });
    server.use(
      http.patch('/v1/date-planner/plans/p1', () => HttpResponse.json({ detail: 'Nope' }, { status: 500 })),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/my-dates', <MyDatesPage />, { signedIn: true });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Add Jazz in Lisbon to favorites' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Add Jazz in Lisbon to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(statValue('Favorites')).toHaveTextContent('0');
    log.mockRestore();
  });

  it('archiving takes the card off All Plans and counts it as archived without a refetch', async () => {
    serveDashboard([listItem('p1', 'Jazz in Lisbon'), listItem('p2', 'Picnic in Sintra')], {
      total: 2,
      favorites: 0,
      archived: 0,
    });
    server.use(
      http.patch('/v1/date-planner/plans/p1', () =>
        HttpResponse.json(planFixture({ plan_id: 'p1', is_archived: true })),
      ),
    );
    renderAt('/my-dates', <MyDatesPage />, { signedIn: true });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Archive Jazz in Lisbon' }));
    await waitFor(() => expect(screen.queryByText('Jazz in Lisbon')).not.toBeInTheDocument());
    expect(screen.getByText('Picnic in Sintra')).toBeInTheDocument();
    expect(statValue('Archived')).toHaveTextContent('1');
    expect(statValue('Total Plans')).toHaveTextContent('2');
    expect(apiCalls('GET /v1/date-planner/plans')).toHaveLength(2);
  });

  // The DELETE waits out the toast's Undo.
  it('deleting removes the card and lowers the counts with one DELETE', async () => {
    serveDashboard([listItem('p1', 'Jazz in Lisbon', { is_favorite: true })], {
      total: 1,
      favorites: 1,
      archived: 0,
    });
    server.use(http.delete('/v1/date-planner/plans/p1', () => new HttpResponse(null, { status: 204 })));
    renderAt('/my-dates', <MyDatesPage />, { signedIn: true });
    await screen.findByText('Jazz in Lisbon');
    requests = [];
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    // The product's own dialog asks first; the plan goes at once, and from the server once Undo has passed.
    const dialog = screen.getByRole('dialog', { name: 'Delete this plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Jazz in Lisbon')).not.toBeInTheDocument());
    expect(requests).toEqual([]);
    await waitFor(() => expect(statValue('Total Plans')).toHaveTextContent('0'), { timeout: 8_000 });
    expect(statValue('Favorites')).toHaveTextContent('0');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual(['DELETE /v1/date-planner/plans/p1']);
  }, 15_000);

  it.each([
    [403, { detail: 'Forbidden' }, 'You do not have permission to perform this action.'],
    [500, '', 'An error occurred with the request.'],
    [500, { detail: 'The database is busy' }, 'The database is busy'],
  ])(
    'says what went wrong when the list answers %i, in the app’s usual words',
    async (status, body, text) => {
      serveDashboard([], { total: 0, favorites: 0, archived: 0 });
      server.use(
        http.get('/v1/date-planner/plans', () =>
          typeof body === 'string' ? new HttpResponse(body, { status }) : HttpResponse.json(body, { status }),
        ),
      );
      renderAt('/my-dates', <MyDatesPage />, { signedIn: true });
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.queryByText('Failed to load date plans')).not.toBeInTheDocument();
    },
  );

  it('offers Upgrade only on the free plan, and counts plans as the pricing card does', async () => {
    serveDashboard([], { total: 0, favorites: 0, archived: 0 });
    const { unmount } = renderAt('/my-dates', <MyDatesPage />, { signedIn: true });
    expect(await screen.findByText(/3 plans left this period \+ today's free plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    unmount();
    server.use(
      http.get('/v1/subscriptions/usage', () =>
        HttpResponse.json({
          ...usage,
          plan_name: 'Plus',
          date_generations_remaining: 1,
          daily_free_available: false,
        }),
      ),
    );
    renderAt('/my-dates', <MyDatesPage />, { signedIn: true });
    expect(await screen.findByText('1 plan left this period')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });
});

describe('the dashboard’s empty state', () => {
  it('offers date ideas next to a new plan when there are no plans yet', async () => {
    serveDashboard([], { total: 0, favorites: 0, archived: 0 });
    renderAt('/my-dates', <MyDatesPage />, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'No date plans yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse date ideas' })).toHaveAttribute('href', '/date-ideas');
    expect(screen.getByRole('link', { name: 'Create New Plan' })).toHaveAttribute('href', '/planner');
  });
});
