import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { UNCLEAR_DESCRIPTION } from '@contract/date-plans-constants';
import { slowSession } from '@/testing/handlers/auth';
import { renderRoutes } from '@/testing/render';
import { server } from '@/testing/server';
import { NewPlanDialog } from './new-plan-dialog';

describe('NewPlanDialog', () => {
  it('shows the server’s request for a clearer description in the red box of the first step', async () => {
    server.use(
      http.post('/v1/date-planner/generate', () =>
        HttpResponse.json(
          { detail: [{ loc: ['body', 'query'], msg: UNCLEAR_DESCRIPTION, type: 'unclear_description' }] },
          { status: 422 },
        ),
      ),
    );
    renderRoutes([{ path: '/', element: <NewPlanDialog open onClose={() => undefined} /> }], {
      signedIn: true,
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Create my date plan' });
    await user.type(screen.getByLabelText('Describe your ideal date'), 'asdfghjkl');
    await user.click(screen.getByRole('button', { name: 'Create my date plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNCLEAR_DESCRIPTION);
    // Nothing is lost: the description stays for the person to improve.
    expect(screen.getByLabelText('Describe your ideal date')).toHaveValue('asdfghjkl');
  });
  it('waits for a member’s session being read instead of asking them for an e-mail', async () => {
    let generated = 0;
    server.use(
      slowSession(),
      http.post('/v1/date-planner/generate', () => {
        generated += 1;
        return HttpResponse.json({ plan_id: 'plan-2' }, { status: 201 });
      }),
    );
    renderRoutes([{ path: '/', element: <NewPlanDialog open onClose={() => undefined} /> }], {
      signedIn: true,
      routes: [{ path: '/generation-progress/:id', element: <h1>Progress page</h1> }],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Describe your ideal date'), 'Dinner');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Progress page' })).toBeInTheDocument();
    expect(generated).toBe(1);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});
