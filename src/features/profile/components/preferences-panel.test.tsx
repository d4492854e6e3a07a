import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/features/auth/auth-context';
import { tokenStorage } from '@/lib/storage';
import { applyTheme } from '@/lib/theme';
import { THEME_STORAGE_KEY } from '@contract/first-paint';
import { landingProbe, renderRoutes } from '@/testing/render';
import { server } from '@/testing/server';
import { PreferencesPanel } from './preferences-panel';

/** Fed from the session, as the profile page does. */
function Harness() {
  const { user } = useAuth();
  return user ? <PreferencesPanel user={user} /> : null;
}

const renderPanel = () =>
  renderRoutes([{ path: '/profile', element: <Harness /> }], {
    signedIn: true,
    initialEntries: ['/profile'],
    routes: [landingProbe('/', 'Home')],
  });

describe('the notification switches', () => {
  it('start from the spec’s defaults and come back as set after a reload', async () => {
    const { unmount } = renderPanel();
    const user = userEvent.setup();
    expect(await screen.findByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Date reminders' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Email notifications' }));
    await user.click(screen.getByRole('switch', { name: 'Marketing emails' }));
    unmount();

    renderPanel();
    expect(await screen.findByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing emails' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Date reminders' })).toBeChecked();
  });
});

async function openDeleteDialog() {
  renderPanel();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  await user.type(within(dialog).getByLabelText('Password'), 'Sunset-Walk-42');
  return { user, dialog };
}

describe('deleting the account', () => {
  it('sends the password, ends the session and goes home', async () => {
    const sent: unknown[] = [];
    server.use(
      http.delete('/v1/auth/account', async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('/v1/auth/signout', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Signed out' });
      }),
    );
    const { user, dialog } = await openDeleteDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(tokenStorage.accessToken()).toBeNull();
    expect(sent).toEqual([{ password: 'Sunset-Walk-42' }, { refresh_token: 'refresh-1' }]);
  });

  it('shows the server’s refusal and keeps the session', async () => {
    server.use(
      http.delete('/v1/auth/account', () =>
        HttpResponse.json({ detail: 'Password is incorrect' }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openDeleteDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password is incorrect');
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeEnabled();
    expect(tokenStorage.accessToken()).toBe('access-1');
  });
});

describe('Dark Mode', () => {
  it('offers System first, chosen until the member picks On or Off, and goes back to System', async () => {
    window.localStorage.removeItem(THEME_STORAGE_KEY);
    renderPanel();
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: /Dark Mode/ });
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'On' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await user.click(within(group).getByRole('radio', { name: 'System' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    applyTheme('light');
  });
});
