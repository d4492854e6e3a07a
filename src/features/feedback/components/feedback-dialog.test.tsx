import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FEEDBACK_LENGTH, MAX_FEEDBACK_NAME_LENGTH } from '@contract/feedback-constants';
import { renderAt } from '@/testing/render';
import { server } from '@/testing/server';
import { FEEDBACK_FAILURE, FEEDBACK_SUCCESS, FeedbackDialog } from './feedback-dialog';

function renderDialog() {
  const onClose = vi.fn();
  renderAt('/', <FeedbackDialog open onClose={onClose} relatedPlanId="plan-1" />);
  return { onClose, user: userEvent.setup() };
}

describe('the feedback dialog', () => {
  // The two seconds the thanks stay up leave little of the default budget on a busy machine.
  it('sends a guest’s feedback once, shows the thanks and closes itself', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/v1/feedback', async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { onClose, user } = renderDialog();
    const send = screen.getByRole('button', { name: 'Send Feedback' });
    await user.click(screen.getByLabelText('Message'));
    await user.paste('Too short');
    expect(send).toBeDisabled();
    expect(screen.getByText('Please provide a more detailed message (at least 10 characters)')).toBeVisible();
    await user.paste(' no more: the map was lovely ');
    await user.click(screen.getByRole('button', { name: '4 stars' }));
    await user.click(screen.getByLabelText('Email (optional)'));
    await user.paste(' ada@example.com ');
    await user.click(send);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(await screen.findByText(FEEDBACK_SUCCESS)).toHaveRole('status');
    expect(bodies).toEqual([
      {
        feedback_type: 'general',
        message: 'Too short no more: the map was lovely',
        rating: 4,
        related_plan_id: null,
        email: 'ada@example.com',
        name: null,
      },
    ]);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
  }, 10_000);

  it('says so when sending fails and lets the person try again', async () => {
    server.use(http.post('/v1/feedback', () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    const { user } = renderDialog();
    await user.click(screen.getByLabelText('Message'));
    await user.paste('The swap button did nothing');
    await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText(FEEDBACK_FAILURE)).toHaveRole('alert');
    expect(screen.getByRole('button', { name: 'Send Feedback' })).toBeEnabled();
  });

  it('holds the message and the name to the contract’s limits', () => {
    renderDialog();
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxLength', String(MAX_FEEDBACK_LENGTH));
    expect(screen.getByText(`0/${MAX_FEEDBACK_LENGTH}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Name (optional)')).toHaveAttribute(
      'maxLength',
      String(MAX_FEEDBACK_NAME_LENGTH),
    );
  });
});
