import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import LandingPage from './landing-page';

describe('the landing page’s closing invitation', () => {
  it('asks a visitor to create a free account', async () => {
    renderAt('/', <LandingPage />);
    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/sign-up');
  });

  it('sends a member to their plans instead of to sign-up', async () => {
    renderAt('/', <LandingPage />, { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Go to My Dates' })).toHaveAttribute('href', '/my-dates');
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Create a free account to keep your plans/)).not.toBeInTheDocument();
  });
});
