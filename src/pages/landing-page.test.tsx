import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { findLightOnlyColours } from '@/testing/light-only-colours';
import { renderAt } from '@/testing/render';
import { server } from '@/testing/server';
import { usageFixture } from '@/testing/subscription-fixtures';
import LandingPage from './landing-page';
import { SAMPLE_PLAN } from '@contract/sample-plan';

beforeEach(() => {
  server.use(
    http.get('/v1/subscriptions/usage', () =>
      HttpResponse.json(
        usageFixture({
          date_generations_remaining: 2,
          daily_free_available: false,
          subscription_expires_at: '2026-12-23T12:00:00Z',
        }),
      ),
    ),
  );
});

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

  it('tells a member how many plans they have left, and a visitor nothing of the kind', async () => {
    const { unmount } = renderAt('/', <LandingPage />, { signedIn: true });
    expect(
      await screen.findByText('You have 2 date plans remaining until December 23, 2026'),
    ).toBeInTheDocument();
    unmount();
    renderAt('/', <LandingPage />);
    await screen.findByRole('link', { name: 'Get Started' });
    expect(screen.queryByText(/remaining until/)).not.toBeInTheDocument();
  });
});

describe('the landing page’s sample plan', () => {
  const samplePlan = () => screen.getByRole('region', { name: 'See a sample plan' });

  it('shows the plan the planner really makes for its request: numbered stops with titles, times, places and costs', () => {
    renderAt('/', <LandingPage />);
    const section = samplePlan();
    expect(within(section).getByText(/A rainy Sunday afternoon in Lisbon/)).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: SAMPLE_PLAN.title })).toBeInTheDocument();

    const stops = within(section).getAllByRole('listitem');
    expect(stops.map((stop) => within(stop).getByRole('heading').textContent)).toEqual(
      SAMPLE_PLAN.stops.map((stop) => stop.title),
    );
    // The visitor's own words are said in the stops that hold them.
    expect(stops[0]).toHaveTextContent('As you asked: bookshops.');
    SAMPLE_PLAN.stops.forEach((stop, index) => {
      expect(stops[index]).toHaveTextContent(stop.place);
      expect(stops[index]).toHaveTextContent(stop.time);
      expect(stops[index]).toHaveTextContent(stop.activity);
    });
  });

  it('ends with the total time and the budget the plan states', () => {
    renderAt('/', <LandingPage />);
    const section = samplePlan();
    const value = (term: string) => within(section).getByText(term).nextElementSibling;
    expect(value('Total time')).toHaveTextContent(SAMPLE_PLAN.totalTime);
    expect(value('Budget')).toHaveTextContent(SAMPLE_PLAN.budget);
  });

  it('sits after How it works and stays readable in dark mode', () => {
    renderAt('/', <LandingPage />);
    const howItWorks = screen.getByRole('region', { name: 'How it works' });
    expect(howItWorks.compareDocumentPosition(samplePlan()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(findLightOnlyColours(samplePlan())).toEqual([]);
  });
});
