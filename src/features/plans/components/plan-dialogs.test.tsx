import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackDialog } from '@/features/feedback/components/feedback-dialog';
import { landingProbe, renderRoutes } from '@/testing/render';
import { server } from '@/testing/server';
import { planFixture } from '@/testing/plan-fixtures';
import { planKeys } from '../api/plan-keys';
import { LiveMode } from './live-mode';
import { PlanErrorScreen, REDIRECT_HOME_MS } from './plan-status-screens';
import { ShareDialog } from './share-dialog';

afterEach(() => vi.useRealTimers());

const render = (element: React.ReactNode) =>
  renderRoutes([{ path: '/x', element }], { initialEntries: ['/x'], routes: [landingProbe('/', 'Home')] });

describe('the share dialog', () => {
  it('shows the link and says Copied for 2 seconds', async () => {
    server.use(
      http.patch('/v1/date-planner/plans/p1/share', () =>
        HttpResponse.json({ share_token: 'tok', share_url: 'http://localhost/date-plan/shared/tok' }),
      ),
    );
    render(<ShareDialog planId="p1" open onClose={vi.fn()} />);
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('http://localhost/date-plan/shared/tok')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    const shownAt = Date.now();
    expect(await navigator.clipboard.readText()).toBe('http://localhost/date-plan/shared/tok');
    expect(await screen.findByRole('button', { name: 'Copy' }, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1800);
  });
  it('hands the new token to the plan’s cached detail, and takes it away when the link is switched off', async () => {
    server.use(
      http.patch('/v1/date-planner/plans/p1/share', async ({ request }) => {
        const { is_shareable } = (await request.json()) as { is_shareable: boolean };
        return HttpResponse.json(
          is_shareable
            ? { share_token: 'tok', share_url: 'http://localhost/date-plan/shared/tok' }
            : { share_token: null, share_url: null },
        );
      }),
    );
    const { queryClient } = render(<ShareDialog planId="p1" open onClose={vi.fn()} />);
    queryClient.setQueryData(planKeys.detail('p1'), planFixture());
    await screen.findByDisplayValue('http://localhost/date-plan/shared/tok');
    expect(queryClient.getQueryData(planKeys.detail('p1'))).toMatchObject({
      is_shareable: true,
      share_token: 'tok',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: /switch.*off|stop sharing|turn off/i }));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(planKeys.detail('p1'))).toMatchObject({
        is_shareable: false,
        share_token: null,
      }),
    );
  });
  it('says inside the dialog when the link cannot be made, and makes it on Try again', async () => {
    let calls = 0;
    server.use(
      http.patch('/v1/date-planner/plans/p1/share', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'Sharing is resting.' }, { status: 503 })
          : HttpResponse.json({ share_token: 'tok', share_url: 'http://localhost/date-plan/shared/tok' });
      }),
    );
    render(<ShareDialog planId="p1" open onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Share Your Date Plan' });
    const problem = await screen.findByRole('alert');
    expect(dialog).toContainElement(problem);
    expect(problem).toHaveTextContent('Sharing is resting.');
    expect(screen.getByLabelText('Share link')).toHaveValue('');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('http://localhost/date-plan/shared/tok')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the feedback dialog', () => {
  it('counts characters, needs 10, sends the plan id only for plan feedback, thanks and closes after 2 s', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post('/v1/feedback', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const onClose = vi.fn();
    render(<FeedbackDialog open onClose={onClose} relatedPlanId="p1" initialType="date_plan_feedback" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'short');
    expect(screen.getByText('5/5000')).toBeInTheDocument();
    expect(
      screen.getByText('Please provide a more detailed message (at least 10 characters)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Feedback' })).toBeDisabled();
    expect(screen.getByLabelText('Email (optional)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), ' but now long enough');
    await user.click(screen.getByRole('button', { name: '3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Clear rating' }));
    await user.click(screen.getByRole('button', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(
      await screen.findByText("Thank you for your feedback! We'll review it as soon as possible."),
    ).toBeInTheDocument();
    expect(body).toMatchObject({
      feedback_type: 'date_plan_feedback',
      rating: 5,
      related_plan_id: 'p1',
      email: null,
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 2100)));
    expect(onClose).toHaveBeenCalled();
  });

  it('drops the plan id for other types and shows the failure text', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post('/v1/feedback', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ detail: 'down' }, { status: 500 });
      }),
    );
    render(<FeedbackDialog open onClose={vi.fn()} relatedPlanId="p1" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'A general remark about the site');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit feedback. Please try again later.',
    );
    expect(body.related_plan_id).toBeNull();
  });
});

describe('live mode', () => {
  const step = {
    step_index: 0,
    step_title: 'Dinner',
    description: 'd',
    to_location_name: 'A bistro',
    to_location_address: 'Soho, London',
    to_location_google_maps_url: null,
    to_location_website: 'javascript:alert(1)',
    to_location_phone_number: null,
    image_urls: [],
    activities: [],
    ambiance_description: '',
    estimated_travel_time: '',
    estimated_duration_at_location: '',
    estimated_cost_per_person: '',
    transport_mode: 'walk',
    booking_recommendation: '',
    notes_or_tips: '',
    end_time: '8:00 PM',
  };
  it('counts steps and offers a call or a booking only for a stop that has a number or a site', async () => {
    const venue = {
      ...step,
      step_index: 1,
      step_title: 'Drinks',
      to_location_name: 'Bar Termini',
      to_location_phone_number: '+44 7860 945018',
      to_location_website: 'https://www.bar-termini.com/',
    };
    render(<LiveMode steps={[step, venue]} onClose={vi.fn()} />);
    const user = userEvent.setup();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Call Venue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Call Venue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Booking' })).not.toBeInTheDocument();
    // The kind of place is searched by its name and where it is, never the neighbourhood alone.
    expect(screen.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=A%20bistro%2C%20Soho%2C%20London',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Venue' })).toHaveAttribute('href', 'tel:+447860945018');
    expect(screen.getByRole('link', { name: 'View Booking' })).toHaveAttribute(
      'href',
      'https://www.bar-termini.com/',
    );
  });
});

describe('the plan error screen', () => {
  it('shows the texts and goes home after 5 seconds', async () => {
    expect(REDIRECT_HOME_MS).toBe(5000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<PlanErrorScreen message="Date plan not found" onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Date plan not found' })).toBeInTheDocument();
    expect(
      screen.getByText("The requested date plan doesn't exist or you don't have permission to view it."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to My Dates' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('gives a member a way back to My Dates as well', () => {
    render(<PlanErrorScreen message="Date plan not found" member />);
    expect(screen.getByRole('link', { name: 'Back to My Dates' })).toHaveAttribute('href', '/my-dates');
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
  });
});
