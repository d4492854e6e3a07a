import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SHARED_PLAN_DATA_ELEMENT_ID } from '@contract/web-pages';
import { planFixture } from '@/testing/plan-fixtures';
import { renderAt } from '@/testing/render';
import { server } from '@/testing/server';
import SharedPlanPage from './shared-plan-page';

function embed(content: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SHARED_PLAN_DATA_ELEMENT_ID;
  element.textContent = content;
  document.head.append(element);
}

function sharedPlan(title: string) {
  const plan = planFixture({ is_shareable: true, share_token: 'tok', title });
  plan.plan_data!.date_title = title;
  return plan;
}

afterEach(() => document.getElementById(SHARED_PLAN_DATA_ELEMENT_ID)?.remove());

describe('the shared plan page', () => {
  it('renders the plan its first HTML carried at once, with no loading screen', () => {
    const plan = sharedPlan('Rooftops of Lisbon');
    embed(JSON.stringify({ share_token: 'tok', plan }));
    server.use(http.get('/v1/date-planner/shared/tok', () => HttpResponse.json(plan)));
    renderAt('/date-plan/shared/:shareToken', <SharedPlanPage />, {
      initialEntries: ['/date-plan/shared/tok'],
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rooftops of Lisbon');
    expect(screen.getByRole('link', { name: 'Planned with Datecraft' })).toBeInTheDocument();
  });

  it('asks the API when the page carries another plan, or nothing readable', async () => {
    embed(JSON.stringify({ share_token: 'other', plan: sharedPlan('Not this one') }));
    server.use(http.get('/v1/date-planner/shared/tok', () => HttpResponse.json(sharedPlan('Asked for'))));
    renderAt('/date-plan/shared/:shareToken', <SharedPlanPage />, {
      initialEntries: ['/date-plan/shared/tok'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Asked for/ })).toBeInTheDocument();
    expect(screen.queryByText('Not this one')).not.toBeInTheDocument();
  });
});
