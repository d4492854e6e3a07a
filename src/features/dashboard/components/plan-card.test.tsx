import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanListItem } from '@contract/date-plans';
import { renderAt } from '@/testing/render';
import { server } from '@/testing/server';
import { applyTheme } from '@/lib/theme';
import { PlanCard } from './plan-card';

afterEach(() => applyTheme('light'));

const plan: PlanListItem = {
  plan_id: 'p1',
  title: 'Jazz in Lisbon',
  theme_description: 'Moody and warm',
  total_estimated_duration: 'About 4 hours',
  total_estimated_cost_range: '€40-80 per person',
  generated_at: new Date(Date.now() - 3_600_000).toISOString(),
  generation_status: 'completed',
  is_favorite: false,
  is_archived: false,
  image_url: '/images/kinds/jazz.svg',
};

describe('PlanCard', () => {
  it('shows the plan and links completed plans to the plan view, others to progress', () => {
    const { unmount } = renderAt('/', <PlanCard plan={plan} onDelete={vi.fn()} />);
    expect(screen.getByRole('link', { name: /Jazz in Lisbon/ })).toHaveAttribute('href', '/date-plan/p1');
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('1 hour ago')).toBeInTheDocument();
    unmount();
    renderAt('/', <PlanCard plan={{ ...plan, generation_status: 'generating' }} onDelete={vi.fn()} />);
    expect(screen.getByRole('link', { name: /Jazz in Lisbon/ })).toHaveAttribute(
      'href',
      '/generation-progress/p1',
    );
  });

  it('shows the first stop’s picture as a lazy, decorative image of a fixed size', () => {
    renderAt('/', <PlanCard plan={plan} onDelete={vi.fn()} />);
    const picture = screen.getByRole('presentation');
    expect(picture).toHaveAttribute('src', '/images/kinds/jazz.svg');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('decoding', 'async');
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '800');
  });

  it('shows the night version of its picture while the member reads in Dark Mode', () => {
    applyTheme('dark');
    renderAt('/', <PlanCard plan={plan} onDelete={vi.fn()} />);
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/images/night/kinds/jazz.svg');
    act(() => applyTheme('light'));
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/images/kinds/jazz.svg');
  });

  it('falls back to the theme image while the plan has no picture', () => {
    renderAt(
      '/',
      <PlanCard
        plan={{ ...plan, image_url: null, generation_status: 'pending', theme_description: null }}

        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/images/themes/cultural.svg');
  });

  it('leaves the card unchanged when the server refuses a toggle, and logs it', async () => {
    let patches = 0;
    server.use(
      http.patch('/v1/date-planner/plans/p1', () => {
        patches += 1;
        return HttpResponse.json({ detail: 'Nope' }, { status: 500 });
      }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/', <PlanCard plan={plan} onDelete={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Jazz in Lisbon to favorites' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(patches).toBe(1);
    expect(screen.getByRole('button', { name: 'Add Jazz in Lisbon to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    log.mockRestore();
  });
});
