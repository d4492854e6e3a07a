import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { server } from '@/testing/server';
import ResetPasswordPage from './reset-password-page';

const renderPage = (search: string) =>
  renderAt('/reset-password', <ResetPasswordPage />, { initialEntries: [`/reset-password${search}`] });

async function choose(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('New password'));
  await user.paste(password);
  await user.click(screen.getByLabelText('Confirm password'));
  await user.paste(confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  return user;
}

describe('the reset password page', () => {
  it('sends the token with the new password and shows the server’s answer', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/v1/auth/reset-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Your password has been reset.' });
      }),
    );
    renderPage('?token=tok-1');
    const user = await choose('Sunset-Walk-42', 'Sunset-Walk-41');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(bodies).toEqual([]);
    await user.type(screen.getByLabelText('Confirm password'), '{Backspace}2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(bodies).toEqual([{ token: 'tok-1', new_password: 'Sunset-Walk-42' }]);
  });

  it('shows the server’s refusal of a used link', async () => {
    server.use(
      http.post('/v1/auth/reset-password', () =>
        HttpResponse.json({ detail: 'This reset link is invalid or has expired' }, { status: 400 }),
      ),
    );
    renderPage('?token=used');
    await choose('Sunset-Walk-42', 'Sunset-Walk-42');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
  });

  it('says a link without a token is incomplete and offers a new one', () => {
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This reset link is incomplete. Please request a new one.',
    );
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });
});
