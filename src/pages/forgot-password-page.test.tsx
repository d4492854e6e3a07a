import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { server } from '@/testing/server';
import ForgotPasswordPage from './forgot-password-page';

describe('the forgot password page', () => {
  it('checks the address, then shows the server’s neutral answer', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/v1/auth/forgot-password', async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
        return HttpResponse.json({ message: 'If that address has an account, a link is on its way.' });
      }),
    );
    renderAt('/forgot-password', <ForgotPasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText('Email'), 'example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If that address has an account, a link is on its way.',
    );
    expect(bodies).toEqual([{ email: 'ada@example.com' }]);
  });

  it('shows a refusal and lets the person try again', async () => {
    server.use(
      http.post('/v1/auth/forgot-password', () =>
        HttpResponse.json({ detail: 'Too many requests. Try again later.' }, { status: 429 }),
      ),
    );
    renderAt('/forgot-password', <ForgotPasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again later.');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});
