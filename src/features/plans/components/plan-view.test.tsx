import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { planFixture } from '@/testing/plan-fixtures';
import { renderAt } from '@/testing/render';
import { PlanView } from './plan-view';

describe('the plan page', () => {
  it('gives a shared plan a cover saying it was planned with Datecraft, linking home', () => {
    renderAt('/date-plan/shared/tok', <PlanView plan={planFixture({ is_shareable: true })} mode="shared" />);
    expect(screen.getByRole('link', { name: 'Planned with Datecraft' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'Plan a date of your own' })).toBeInTheDocument();
  });

  it('shows the owner no cover', () => {
    renderAt('/date-plan/p1', <PlanView plan={planFixture()} mode="owner" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Evening in Paris');
    expect(screen.queryByText(/Planned with/)).not.toBeInTheDocument();
  });

  it('puts the route card beside the plan on desktops and under the steps on phones, with no live map until it is asked for', () => {
    renderAt('/date-plan/p1', <PlanView plan={planFixture()} mode="owner" />);
    const [phone, desktop] = screen.getAllByRole('region', { name: 'Your route' });
    expect(phone).toHaveClass('md:hidden');
    expect(desktop!.closest('aside')).toHaveClass('hidden', 'md:block');
    for (const route of [phone!, desktop!]) {
      expect(route).toHaveTextContent('Musée du Louvre place');
      expect(within(route).getByRole('button', { name: 'Show live map' })).toBeInTheDocument();
    }
    expect(document.querySelector('iframe')).toBeNull();
  });
});
