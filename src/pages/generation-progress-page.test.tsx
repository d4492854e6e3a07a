import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from '@/lib/toast';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressEvent } from '@contract/date-plans';
import { GENERATION_TOAST_ID } from '@/features/generation/use-start-generation';
import { landingProbe, renderRoutes } from '@/testing/render';
import { server } from '@/testing/server';
import GenerationProgressPage from './generation-progress-page';

/** Stands in for the browser's EventSource so tests can push server events. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly url: string;
  readonly listeners = new Map<string, ((message: MessageEvent) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (message: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(event: Partial<ProgressEvent>) {
    const data = JSON.stringify({
      plan_id: 'plan-9',
      stage: 'think',
      step_description: '',
      progress_percentage: 0,
      timestamp: '',
      is_complete: false,
      error: null,
      images: null,
      date_theme_description: null,
      date_title: null,
      number_of_steps: null,
      ...event,
    });
    act(() =>
      this.listeners
        .get('DatePlanProgress')
        ?.forEach((listener) => listener(new MessageEvent('x', { data }))),
    );
  }
}

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = (signedIn = false) =>
  renderRoutes([{ path: '/generation-progress/:requestId?', element: <GenerationProgressPage /> }], {
    signedIn,
    initialEntries: ['/generation-progress/plan-9'],
    routes: [
      landingProbe('/', 'Home'),
      landingProbe('/sign-up', 'Sign up page'),
      { path: '/sign-in', element: <SignInProbe /> },
      landingProbe('/planner', 'Planner'),
    ],
  });

/** Shows where sign-in would send the visitor afterwards. */
function SignInProbe() {
  const { state } = useLocation() as { state: { returnUrl?: string } | null };
  return <h1>Sign in page, then {state?.returnUrl}</h1>;
}

const completePlan = (source: FakeEventSource) =>
  source.emit({
    stage: 'completed',
    step_description: 'Ready',
    progress_percentage: 100,
    is_complete: true,
    date_title: 'Jazz in Lisbon',
    date_theme_description: 'Moody and warm',
    images: ['/images/themes/romantic.svg'],
    number_of_steps: 4,
    step_titles: ['Coffee at A Brasileira', 'Bookshop browsing', 'Fado dinner', 'Sunset at the miradouro'],
  });

describe('the generation progress screen', () => {
  it('streams the log with the guest’s e-mail and shows the headline by percentage', async () => {
    window.localStorage.setItem('guestEmail', 'guest@example.com');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Crafting your perfect date...' })).toBeInTheDocument();
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/v1/date-planner/sse/plan-9?email=guest%40example.com');
    source.emit({ step_description: 'Reading your description', progress_percentage: 10 });
    source.emit({ step_description: 'Reading your description', progress_percentage: 12 });
    expect(screen.getByText('Crafting Your Perfect Date')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AI Thought Process' })).toBeInTheDocument();
    expect(screen.getAllByText('Reading your description')).toHaveLength(1);
    expect(screen.getByText('Reading your description').closest('li')).toHaveClass('animate-log-line-in');
    source.emit({ stage: 'act', step_description: 'Choosing dinner', progress_percentage: 75 });
    expect(screen.getByText('Almost Ready!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
  });

  it('holds the preview’s place, then shows each stop’s picture as it arrives', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Crafting your perfect date...' });
    const source = FakeEventSource.last!;
    source.emit({ step_description: 'Reading your description', progress_percentage: 10 });
    expect(screen.getByTestId('stop-pictures-placeholder')).toHaveClass('aspect-[3/2]');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    source.emit({
      stage: 'act',
      step_description: 'Sketching the evening',
      progress_percentage: 30,
      date_title: 'Ramen and a museum',
      images: [
        '/images/themes/cultural.svg',
        '/images/kinds/ramen.svg',
        '/images/kinds/museum.svg',
        '/images/kinds/ramen.svg',
      ],
    });
    expect(screen.queryByTestId('stop-pictures-placeholder')).not.toBeInTheDocument();
    const picture = () => screen.getByRole('img', { name: 'Ramen and a museum' });
    expect(picture()).toHaveAttribute('src', '/images/kinds/ramen.svg');
    expect(picture()).toHaveClass('aspect-[3/2]');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(picture()).toHaveAttribute('src', '/images/kinds/museum.svg');
  });

  it('on completion blurs the details for a guest and saves the redirect when signing up', async () => {
    renderPage();
    const source = FakeEventSource.last!;
    completePlan(source);
    expect(await screen.findByRole('heading', { name: 'Your splendid date is ready!' })).toBeInTheDocument();
    expect(source.closed).toBe(true);
    expect(screen.queryByRole('heading', { name: 'AI Thought Process' })).not.toBeInTheDocument();
    expect(screen.getByText('Moody and warm').parentElement).toHaveClass('blur-sm');
    expect(screen.queryByRole('link', { name: 'View Your Date Plan' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign up to view your date plan' }));
    expect(await screen.findByRole('heading', { name: 'Sign up page' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authRedirectUrl')).toBe('/date-plan/plan-9');
  });

  it('shows a guest every stop of the finished plan, numbered, with the details blurred', async () => {
    renderPage();
    completePlan(FakeEventSource.last!);
    const preview = await screen.findByRole('list', { name: 'Stops in your date plan' });
    const stops = within(preview).getAllByRole('listitem');
    expect(stops.map((stop) => stop.textContent)).toEqual([
      'Stop 1Coffee at A Brasileira',
      'Stop 2Bookshop browsing',
      'Stop 3Fado dinner',
      'Stop 4Sunset at the miradouro',
    ]);
    for (const stop of stops) {
      expect(within(stop).getByTestId('blurred-stop-details')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('fills the bar to 100 and fades the finished plan into the log’s reserved place, pictures unmoved', async () => {
    renderPage(true);
    await screen.findByRole('heading', { name: 'Crafting your perfect date...' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const source = FakeEventSource.last!;
    const images = ['/images/kinds/ramen.svg', '/images/kinds/museum.svg'];
    source.emit({
      stage: 'act',
      step_description: 'Sketching the evening',
      progress_percentage: 40,
      date_title: 'Ramen and a museum',
      images,
    });
    const fill = () => screen.getByRole('progressbar', { name: 'Plan progress' }).firstElementChild;
    expect(fill()).toHaveStyle({ width: '40%' });
    expect(fill()).toHaveClass('transition-[width]', 'duration-500', 'motion-reduce:transition-none');
    const stage = screen.getByTestId('progress-stage');
    const picture = screen.getByRole('img', { name: 'Ramen and a museum' });

    // The last event may stop short of 100; a finished plan still fills the bar.
    source.emit({
      stage: 'completed',
      progress_percentage: 95,
      is_complete: true,
      images,
      number_of_steps: 2,
    });
    expect(await screen.findByRole('heading', { name: 'Your splendid date is ready!' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(fill()).toHaveStyle({ width: '100%' });
    expect(screen.getByText('All done')).toBeInTheDocument();
    expect(screen.getByTestId('progress-stage')).toBe(stage);
    expect(stage).toHaveClass('min-h-96');
    const finished = within(stage).getByTestId('finished-plan');
    expect(finished).toHaveClass('animate-fade-in', 'motion-reduce:animate-none');
    expect(await within(finished).findByRole('link', { name: 'View Your Date Plan' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ramen and a museum' })).toBe(picture);
  });

  it('tells the guest the plan waits for a verified address, and offers sign-in too', async () => {
    window.localStorage.setItem('guestEmail', 'guest@example.com');
    renderPage();
    completePlan(FakeEventSource.last!);
    expect(await screen.findByRole('heading', { name: 'Your splendid date is ready!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your date plan is waiting. Verify your e-mail address to see it in My Dates.',
    );
    expect(screen.getByText('Sign up or sign in with guest@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up to view your date plan' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in page, then /date-plan/plan-9' }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('authRedirectUrl')).toBe('/date-plan/plan-9');
  });

  it('offers a member the plan itself once complete, and ends the "being created" toast', async () => {
    const dismiss = vi.spyOn(toast, 'dismiss');
    renderPage(true);
    await screen.findByRole('heading', { name: 'Crafting your perfect date...' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    FakeEventSource.last!.emit({
      stage: 'completed',
      is_complete: true,
      progress_percentage: 100,
      number_of_steps: 3,
    });
    expect(await screen.findByRole('link', { name: 'View Your Date Plan' })).toHaveAttribute(
      'href',
      '/date-plan/plan-9',
    );
    expect(screen.queryByRole('list', { name: 'Stops in your date plan' })).not.toBeInTheDocument();
    expect(dismiss).toHaveBeenCalledWith(GENERATION_TOAST_ID);
    expect(dismiss.mock.calls.filter(([id]) => id === GENERATION_TOAST_ID)).toHaveLength(1);
  });

  it('shows the error and Try Again on a failed generation or a refused stream', async () => {
    server.use(
      http.get('/v1/date-planner/sse/plan-9', () =>
        HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }),
      ),
    );
    renderPage();
    const source = FakeEventSource.last!;
    act(() => source.onerror?.());
    expect(await screen.findByRole('heading', { name: 'Oops, Something Went Wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed. Please log in again.');
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/planner');
  });

  it('says a plan that is not there is not there, stops every spinner and offers the way back', async () => {
    server.use(
      http.get('/v1/date-planner/sse/plan-9', () =>
        HttpResponse.json({ detail: 'Not found' }, { status: 404 }),
      ),
    );
    renderPage(true);
    await screen.findByRole('heading', { name: 'Crafting your perfect date...' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    act(() => FakeEventSource.last!.onerror?.());
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't find this date plan.");
    expect(screen.queryByText('Authentication failed. Please log in again.')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Working')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Connecting')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Dates' })).toHaveAttribute('href', '/my-dates');
  });

  it('goes home without a request id', async () => {
    renderRoutes([{ path: '/generation-progress/:requestId?', element: <GenerationProgressPage /> }], {
      initialEntries: ['/generation-progress'],
      routes: [landingProbe('/', 'Home')],
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
