import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressMeter } from './progress-meter';

describe('ProgressMeter', () => {
  it('fills the bar at once when the plan is complete, so it never shows less than its label', () => {
    const { rerender } = render(<ProgressMeter headline="Crafting" percentage={20} />);
    expect(screen.getByTestId('progress-fill')).toHaveStyle({ width: '20%' });
    rerender(<ProgressMeter headline="All done" percentage={100} complete />);
    const fill = screen.getByTestId('progress-fill');
    expect(fill).toHaveStyle({ width: '100%' });
    expect(fill.className).not.toMatch(/transition/);
  });
});
