import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findLightOnlyColours } from '@/testing/light-only-colours';
import { GuestPlanPreview } from './guest-plan-preview';

const stops = () =>
  within(screen.getByRole('list', { name: 'Stops in your date plan' })).getAllByRole('listitem');

describe('GuestPlanPreview', () => {
  it('lists the step titles in order, numbered and readable, with each stop’s details blurred', () => {
    const { container } = render(
      <GuestPlanPreview
        stepCount={3}
        stepTitles={['Jazz at Hot Clube', 'Dinner in Alfama', 'Miradouro at dusk']}
      />,
    );
    expect(stops().map((stop) => stop.textContent)).toEqual([
      'Stop 1Jazz at Hot Clube',
      'Stop 2Dinner in Alfama',
      'Stop 3Miradouro at dusk',
    ]);
    for (const stop of stops()) {
      const details = within(stop).getByTestId('blurred-stop-details');
      expect(details).toHaveAttribute('aria-hidden', 'true');
      expect(details.className).toMatch(/\bblur-/);
    }
    expect(findLightOnlyColours(container)).toEqual([]);
  });

  it('numbers every stop of the plan even before their titles are known', () => {
    render(<GuestPlanPreview stepCount={4} />);
    expect(stops().map((stop) => stop.textContent)).toEqual(['Stop 1', 'Stop 2', 'Stop 3', 'Stop 4']);
  });

  it('shows nothing for a plan whose stops are not known yet', () => {
    const { container } = render(<GuestPlanPreview stepCount={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
