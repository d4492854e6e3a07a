import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { server } from '@/testing/server';
import { SecurityForm } from './security-form';

describe('the change-password form', () => {
  it('says each problem beside its field and focuses the first, sending nothing', async () => {
    const sent = vi.fn();
    server.use(
      http.post('/v1/auth/change-password', () => {
        sent();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const onError = vi.fn();
    renderAt('/profile', <SecurityForm onSuccess={vi.fn()} onError={onError} />, { signedIn: true });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAccessibleDescription('Please enter your current password');
    expect(current).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(onError).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
  });
});
