import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import AboutPage from './about-page';

describe('the about page', () => {
  it('shows the journey, three steps, four values and a testimonial chosen by its dots', async () => {
    renderAt('/about', <AboutPage />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Our Journey' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    for (const value of ['Meaningful Connections', 'Personalization', 'Simplicity', 'Discovery']) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    }
    expect(screen.getByText('Maya & Tom')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show testimonial 3 of 3' }));
    expect(screen.getByText('Aisha & Sam')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start planning' }));
    expect(screen.getByRole('heading', { name: 'Plan a new date' })).toBeInTheDocument();
  });
});
