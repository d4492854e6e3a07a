import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { planFixture, stepFixture } from '@/testing/plan-fixtures';
import { PlanFacts } from './plan-facts';

function factsOf(list: HTMLElement) {
  return within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('PlanFacts', () => {
  it('sums the plan up in four chips under the title, on every screen size', () => {
    const { container } = render(<PlanFacts plan={planFixture()} />);
    const list = container.querySelector('dl')!;
    expect(factsOf(list)).toEqual([
      ['Date', 'Not scheduled yet'],
      ['Duration', '4 hours'],
      ['Budget', '€60–100'],
      ['Stops', '3 stops'],
    ]);
    // No breakpoint hides them: phones see the same summary as desktops.
    expect(list.className).not.toMatch(/(^|\s)(\w+:)?hidden/);
  });

  it('counts a single stop in the singular', () => {
    const plan = planFixture();
    plan.plan_data!.steps = [stepFixture(0, 'Pont Neuf')];
    render(<PlanFacts plan={plan} />);
    expect(screen.getByText('1 stop')).toBeInTheDocument();
  });

  it('writes an ungrouped budget the way people read money', () => {
    const plan = planFixture();
    plan.plan_data!.total_estimated_cost_range = '¥11000-20000';
    render(<PlanFacts plan={plan} />);
    expect(screen.getByText('¥11,000–20,000')).toBeInTheDocument();
  });
});
