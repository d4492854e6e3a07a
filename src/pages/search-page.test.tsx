import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { planListItemFixture } from '@/testing/plan-fixtures';
import { renderAt } from '@/testing/render';
import { server } from '@/testing/server';
import SearchPage from './search-page';

const archivedParis = planListItemFixture('p9', { title: 'Paris by night', is_archived: true });

describe('searching date plans', () => {
  it('looks through archived plans too, and shows no filter tabs', async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      http.get('/v1/date-planner/plans', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json({ plans: [archivedParis], total_count: 1, has_next: false });
      }),
    );
    renderAt('/search', <SearchPage />, { signedIn: true, initialEntries: ['/search?q=Paris'] });
    expect(await screen.findByText('Paris by night')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unarchive Paris by night' })).toBeInTheDocument();
    expect(asked?.get('search')).toBe('Paris');
    expect(asked?.has('is_archived')).toBe(false);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('Paris');
  });
});
