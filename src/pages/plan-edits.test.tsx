import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PlanDetail } from '@contract/date-plans';
import DatePlanPage from '@/pages/date-plan-page';
import SharedPlanPage from '@/pages/shared-plan-page';
import { planFixture, stepFixture } from '@/testing/plan-fixtures';
import { landingProbe, renderRoutes } from '@/testing/render';
import { server } from '@/testing/server';
import { NO_ALTERNATIVES, ONE_ALTERNATIVE } from '@/features/plans/components/swap-stop-dialog';
import { planDateLabel } from '@contract/plan-date';

const api = '/v1/date-planner/plans/p1';

/** The plan as the server keeps it, changed by the handlers the way the real API changes it. */
function servePlan(initial: PlanDetail) {
  let current = initial;
  const original = initial;
  const requests: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
  };
  server.use(
    http.get(api, () => HttpResponse.json(current)),
    http.get(`${api}/steps/1/alternatives`, () =>
      HttpResponse.json({
        step_index: 1,
        alternatives: [
          { alternative_id: 'ramen|', step: stepFixture(1, 'Ramen in Le Marais'), retimed_steps: 0 },
          { alternative_id: 'bistro|', step: stepFixture(1, 'Bistro in Pigalle'), retimed_steps: 1 },
        ],
      }),
    ),
    http.get(`${api}/steps/2/alternatives`, () => HttpResponse.json({ step_index: 2, alternatives: [] })),
    http.post(`${api}/steps/1/swap`, async ({ request }) => {
      await record(request);
      const steps = [...original.plan_data!.steps];
      steps[1] = stepFixture(1, 'Ramen in Le Marais');
      current = { ...current, plan_data: { ...original.plan_data!, steps }, can_undo_swap: true };
      return HttpResponse.json(current);
    }),
    http.post(`${api}/swap/undo`, async ({ request }) => {
      await record(request);
      current = { ...original, scheduled_for: current.scheduled_for };
      return HttpResponse.json(current);
    }),
    http.patch(`${api}/schedule`, async ({ request }) => {
      await record(request);
      current = {
        ...current,
        scheduled_for: (requests.at(-1)!.body as { scheduled_for: string | null }).scheduled_for,
      };
      return HttpResponse.json(current);
    }),
    http.get('/v1/subscriptions/usage', () =>
      HttpResponse.json({
        date_generations_used: 1,
        date_generations_limit: 3,
        date_generations_remaining: 2,
        subscription_expires_at: '2026-12-01T00:00:00Z',
        plan_name: 'Free',
        daily_free_available: true,
      }),
    ),
  );
  return { requests };
}

const renderOwnerPlan = () =>
  renderRoutes([{ path: '/date-plan/:planId', element: <DatePlanPage /> }], {
    signedIn: true,
    initialEntries: ['/date-plan/p1'],
    routes: [landingProbe('/generation-progress/:requestId', 'Watching the new version')],
  });

describe('changing a plan', () => {
  it('swaps step 2 for a chosen alternative and undoes it', async () => {
    const { requests } = servePlan(planFixture());
    renderOwnerPlan();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Swap this stop: Dinner in Le Marais' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap “Dinner in Le Marais”' });
    expect(await within(dialog).findByText('Bistro in Pigalle')).toBeInTheDocument();
    expect(within(dialog).getByText(/Moves 1 later step/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Choose Ramen in Le Marais place' }));

    expect(await screen.findByRole('heading', { name: 'Ramen in Le Marais' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dinner in Le Marais' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Musée du Louvre' })).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'POST',
      path: `${api}/steps/1/swap`,
      body: { alternative_id: 'ramen|' },
    });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'Dinner in Le Marais' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('says plainly when nothing else fits a step', async () => {
    servePlan(planFixture());
    renderOwnerPlan();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Swap this stop: Pont Neuf' }));
    expect(await screen.findByText(NO_ALTERNATIVES)).toBeInTheDocument();
  });

  it('says so when only one other stop fits, and offers it', async () => {
    servePlan(planFixture());
    server.use(
      http.get(`${api}/steps/2/alternatives`, () =>
        HttpResponse.json({
          step_index: 2,
          alternatives: [
            { alternative_id: 'park|', step: stepFixture(2, 'Jardin du Luxembourg'), retimed_steps: 0 },
          ],
        }),
      ),
    );
    renderOwnerPlan();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Swap this stop: Pont Neuf' }));
    expect(await screen.findByText(ONE_ALTERNATIVE)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Choose / })).toHaveLength(1);
  });

  it('picks a day for the plan and clears it', async () => {
    const { requests } = servePlan(planFixture());
    renderOwnerPlan();
    const user = userEvent.setup();
    const picker = await screen.findByRole('group', { name: 'Day of the date' });
    // Said once on screen, in the plan's facts (the print summary has its own copy for paper).
    expect(
      screen.getAllByText('Not scheduled yet').filter((text) => !text.closest('.print-summary')),
    ).toHaveLength(1);
    await user.selectOptions(within(picker).getByLabelText('Month'), 'December');
    await user.selectOptions(within(picker).getByLabelText('Day'), '24');
    // Next year's, so the day is always one that may be chosen.
    const year = new Date().getFullYear() + 1;
    await user.selectOptions(within(picker).getByLabelText('Year'), String(year));
    expect((await screen.findAllByText(planDateLabel(`${year}-12-24`))).length).toBeGreaterThan(0);
    expect(requests.at(-1)).toEqual({
      method: 'PATCH',
      path: `${api}/schedule`,
      body: { scheduled_for: `${year}-12-24` },
    });
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect((await screen.findAllByText('Not scheduled yet')).length).toBeGreaterThan(0);
  });

  it('says what another version costs before starting it, then watches it being made', async () => {
    servePlan(planFixture());
    server.use(http.post(`${api}/versions`, () => HttpResponse.json({ plan_id: 'p2' }, { status: 201 })));
    renderOwnerPlan();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make another version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make another version?' });
    expect(
      await within(dialog).findByText('It counts as one of your date plans: you have 3 left.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Make another version' }));
    expect(await screen.findByRole('heading', { name: 'Watching the new version' })).toBeInTheDocument();
  });

  it('shows a refused version inside the dialog, where it can be read', async () => {
    servePlan(planFixture());
    server.use(
      http.post(`${api}/versions`, () =>
        HttpResponse.json({ detail: 'You have used all your date plans for now.' }, { status: 402 }),
      ),
    );
    renderOwnerPlan();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make another version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make another version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make another version' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have used all your date plans for now.',
    );
  });
});

describe('a shared plan', () => {
  it('offers the calendar by link and no way to change the plan', async () => {
    server.use(
      http.get('/v1/date-planner/shared/tok', () =>
        HttpResponse.json(
          planFixture({ is_shareable: true, share_token: 'tok', query: null, scheduled_for: '2026-12-24' }),
        ),
      ),
    );
    renderRoutes([{ path: '/date-plan/shared/:shareToken', element: <SharedPlanPage /> }], {
      initialEntries: ['/date-plan/shared/tok'],
    });
    const link = await screen.findByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('href', '/v1/date-planner/shared/tok/calendar.ics');
    expect(screen.getAllByText('Thursday 24 December 2026').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Swap this stop/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make another version' })).not.toBeInTheDocument();
    // A reader of someone else's plan is invited to plan their own.
    expect(screen.getByRole('heading', { name: 'Plan a date of your own' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan my date' })).toHaveAttribute('href', '/planner');
  });
});
