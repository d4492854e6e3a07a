import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DATE_IDEAS, filterIdeas } from '@/features/marketing/date-ideas';
import { renderAt } from '@/testing/render';
import DateIdeasPage from './date-ideas-page';

describe('date ideas', () => {
  it('combine category, budget and every chosen tag', () => {
    expect(DATE_IDEAS).toHaveLength(6);
    expect(filterIdeas(DATE_IDEAS, { category: 'All', budget: 'All', tags: [] })).toHaveLength(6);
    expect(
      filterIdeas(DATE_IDEAS, { category: 'Indoor', budget: 'Luxury', tags: [] }).map((idea) => idea.id),
    ).toEqual(['tasting-menu', 'spa-day']);
    expect(
      filterIdeas(DATE_IDEAS, { category: 'Outdoor', budget: 'All', tags: ['Adventure'] }).map(
        (idea) => idea.id,
      ),
    ).toEqual(['sunrise-hike']);
    expect(filterIdeas(DATE_IDEAS, { category: 'Outdoor', budget: 'Luxury', tags: [] })).toEqual([]);
  });

  it('filter on the page, say when nothing matches, clear, and plan an idea', async () => {
    renderAt('/date-ideas', <DateIdeasPage />);
    const user = userEvent.setup();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Outdoor' }));
    await user.click(screen.getByRole('button', { name: 'Luxury' }));
    expect(screen.getByText('No date ideas match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Learning' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Plan this date' })[0]!);
    expect(screen.getByRole('heading', { name: 'Plan a new date' })).toBeInTheDocument();
    expect(screen.getByLabelText('Describe your ideal date')).toHaveValue(
      'Cook a new cuisine together: Join a hands-on class, cook as a team and sit down to eat what you made. Teamwork with a delicious result.',
    );
  });
});
