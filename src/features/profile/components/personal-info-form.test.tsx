import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/auth';
import { useAuth } from '@/features/auth/auth-context';
import { testUser } from '@/testing/handlers/auth';
import { renderAt } from '@/testing/render';
import { server } from '@/testing/server';
import { PersonalInfoForm } from './personal-info-form';

/** Feeds the form from the session, as the profile page does. */
function renderForm(me: User = testUser) {
  server.use(http.get('/v1/auth/me', () => HttpResponse.json(me)));
  const onSuccess = vi.fn();
  const onError = vi.fn();
  function Harness() {
    const { user } = useAuth();
    if (!user) return null;
    return <PersonalInfoForm key={user.email} user={user} onSuccess={onSuccess} onError={onError} />;
  }
  renderAt('/profile', <Harness />, { signedIn: true });
  return { onSuccess, onError };
}

/** Answers PATCH /update as the server does, recording what the form sent. */
function captureUpdate(respond: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.patch('/v1/auth/update', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

describe('the personal information form', () => {
  it('saves a name change without asking for the password', async () => {
    const bodies = captureUpdate((body) => HttpResponse.json({ ...testUser, first_name: body.first_name }));
    const { onSuccess } = renderForm();
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText('First name');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith('Profile updated successfully'));
    expect(bodies).toEqual([{ first_name: 'Augusta', last_name: 'Lovelace', email: 'ada@example.com' }]);
  });

  it('asks for the current password once the e-mail differs, sends it and shows the pending change', async () => {
    const bodies = captureUpdate((body) =>
      HttpResponse.json({ ...testUser, pending_email: String(body.email).toLowerCase() }),
    );
    const { onSuccess, onError } = renderForm();
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ADA@example.com');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'ada@new.example.com');
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const password = screen.getByLabelText('Current password');
    expect(password).toHaveAccessibleDescription('Enter your current password to change your e-mail address');
    expect(password).toHaveFocus();
    expect(onError).not.toHaveBeenCalled();
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText('Current password'), 'Sunset-Walk-42');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith(
        'Profile updated. We sent a link to ada@new.example.com: your e-mail address changes once you follow it.',
      ),
    );
    expect(bodies).toEqual([
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@new.example.com',
        current_password: 'Sunset-Walk-42',
      },
    ]);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Check ada@new.example.com to confirm the change. Until then you sign in with ada@example.com.',
    );
  });

  it('says each problem beside its field, focuses the first and forgets it once edited', async () => {
    const bodies = captureUpdate(() => HttpResponse.json(testUser));
    const { onError } = renderForm();
    const user = userEvent.setup();
    const lastName = await screen.findByLabelText('Last name');
    const email = screen.getByLabelText('Email');
    await user.clear(lastName);
    await user.clear(email);
    await user.type(email, 'ada@');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(lastName).toHaveAccessibleDescription('Please enter your last name');
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(onError).not.toHaveBeenCalled();
    await user.type(lastName, 'L');
    expect(lastName).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('shows the server’s answer to a wrong password', async () => {
    captureUpdate(() => HttpResponse.json({ detail: 'Current password is incorrect' }, { status: 401 }));
    // The client renews the session once on a 401 before it gives up on the request.
    server.use(http.post('/v1/auth/refresh-token', () => HttpResponse.json({ access_token: 'access-2' })));
    const { onError } = renderForm();
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada@new.example.com');
    await user.type(screen.getByLabelText('Current password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith('Current password is incorrect'));
  });

  it('keeps a Google account’s address, which comes from Google', async () => {
    renderForm({ ...testUser, auth_provider: 'google', is_verified: true });
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Your e-mail address comes from your Google account.');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});
