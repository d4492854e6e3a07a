import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { server } from '@/testing/server';
import SearchPage from '@/pages/search-page';
import { AppShellLayout } from './app-shell-layout';

const shell = (initialEntry: string) =>
  renderRoutes(
    [
      {
        element: <AppShellLayout />,
        children: [
          { path: '/my-dates', element: <h1>My dates page</h1> },
          { path: '/search', element: <h1>Search page</h1> },
        ],
      },
    ],
    { signedIn: true, initialEntries: [initialEntry] },
  );

beforeEach(() => {
  server.use(
    http.get('/v1/subscriptions/my-subscription', () =>
      HttpResponse.json({ detail: 'None' }, { status: 404 }),
    ),
  );
});

describe('the members’ app shell', () => {
  it.each([
    [
      'the sidebar',
      '/my-dates',
      'My dates page',
      () => screen.getAllByRole('button', { name: 'Create New Plan' })[0]!,
    ],
    [
      'the top bar',
      '/search?q=Paris',
      'Search page',
      () => within(screen.getByRole('banner')).getByRole('button', { name: 'New Plan' }),
    ],
    [
      'the bottom bar',
      '/my-dates',
      'My dates page',
      () =>
        within(screen.getByRole('navigation', { name: 'Bottom' })).getByRole('button', { name: 'New Plan' }),
    ],
  ])(
    'opens the new-plan dialog over the page from %s, and Cancel returns to it',
    async (_where, path, heading, button) => {
      const { router } = shell(path);
      await screen.findByRole('heading', { name: heading });
      const user = userEvent.setup();
      await user.click(button());
      expect(await screen.findByRole('dialog', { name: 'Plan a new date' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path.split('?')[0]);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog', { name: 'Plan a new date' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    },
  );

  it('leaves My Dates one New Plan: its own, not the top bar’s', async () => {
    shell('/my-dates');
    await screen.findByRole('heading', { name: 'My dates page' });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'New Plan' })).toBeNull();
  });

  it('leaves the search page one search box, the page’s, showing the words searched through Back and Forward', async () => {
    server.use(
      http.get('/v1/date-planner/plans', () =>
        HttpResponse.json({ plans: [], total_count: 0, has_next: false }),
      ),
    );
    const { router } = renderRoutes(
      [{ element: <AppShellLayout />, children: [{ path: '/search', element: <SearchPage /> }] }],
      { signedIn: true, initialEntries: ['/search?q=Paris'] },
    );
    const box = await screen.findByRole('searchbox', { name: 'Search date plans' });
    expect(box).toHaveValue('Paris');
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
    expect(within(screen.getByRole('banner')).queryByRole('searchbox')).toBeNull();
    await router.navigate('/search?q=Lisbon');
    expect(await screen.findByDisplayValue('Lisbon')).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByDisplayValue('Paris')).toBeInTheDocument();
  });

  it('offers the top bar’s search box on every other page', async () => {
    shell('/my-dates');
    await screen.findByRole('heading', { name: 'My dates page' });
    expect(
      within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search date plans' }),
    ).toHaveValue('');
  });
});
