import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { useNavigate } from 'react-router';
import type { User } from '@contract/auth';
import { Modal } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { paths } from '@contract/web-pages';
import { PasswordInput } from '@/features/auth/components/password-input';
import { getErrorMessageOr } from '@/lib/errors';
import { applyThemeChoice, storedThemeChoice, type ThemeChoice } from '@/lib/theme';
import { useDeleteAccount } from '../api/delete-account';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices';
import {
  storedNotificationPreferences,
  storeNotificationPreferences,
  type NotificationPreferences,
} from '../notification-preferences';

/**
 * Spec: the switches are not sent to the server. Switches that reset on every reload look broken, so
 * they are remembered on this device, as Dark Mode is (which also switches the whole product).
 */
export function PreferencesPanel({ user }: { user: User }) {
  const [notifications, setNotifications] = useState(storedNotificationPreferences);
  const setNotification = (key: keyof NotificationPreferences) => (on: boolean) => {
    const next = { ...notifications, [key]: on };
    setNotifications(next);
    storeNotificationPreferences(next);
  };
  const [theme, setTheme] = useState(storedThemeChoice);
  const chooseTheme = (choice: ThemeChoice) => {
    setTheme(choice);
    applyThemeChoice(choice);
  };
  const [deleting, setDeleting] = useState(false);
  const signOutOthers = useSignOutOtherDevices();

  // mutateAsync: the toast must settle even if the member has moved to another tab by then.
  const signOutEverywhere = () =>
    void toast.promise(signOutOthers.mutateAsync(), {
      loading: 'Signing out your other devices...',
      success: 'You are signed out on every other device.',
      error: (error: unknown) => getErrorMessageOr(error, 'Could not sign out your other devices'),
    });

  return (
    <div className="space-y-8">
      <section>
        <h3 className="text-lg font-semibold text-plum-950">Notifications</h3>
        <div className="divide-y divide-plum-100">
          <Switch
            label="Email notifications"
            checked={notifications.emailNotifications}
            onChange={setNotification('emailNotifications')}
          />
          <Switch
            label="Marketing emails"
            checked={notifications.marketingEmails}
            onChange={setNotification('marketingEmails')}
          />
          <Switch
            label="Date reminders"
            checked={notifications.dateReminders}
            onChange={setNotification('dateReminders')}
          />
        </div>
      </section>
      <section>
        <h3 className="text-lg font-semibold text-plum-950">Appearance</h3>
        <ThemeChoices value={theme} onChange={chooseTheme} />
      </section>
      <section>
        <h3 className="text-lg font-semibold text-plum-950">Account Actions</h3>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <button type="button" className="btn-secondary" onClick={signOutEverywhere}>
            Log out from all devices
          </button>
          <button
            type="button"
            className="btn border border-red-200 bg-red-50 text-red-700 hover:bg-red-100 dark:border-red-800 dark:bg-red-950 dark:text-red-200 dark:hover:bg-red-900"
            onClick={() => setDeleting(true)}
          >
            Delete my account
          </button>
        </div>
      </section>
      <DeleteAccountDialog user={user} open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}

const THEME_CHOICES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Off' },
  { value: 'dark', label: 'On' },
];

/** Dark Mode: on, off, or as this device is set (the default, until the member chooses). */
function ThemeChoices({ value, onChange }: { value: ThemeChoice; onChange: (choice: ThemeChoice) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
      <legend className="float-left font-medium text-plum-950">
        Dark Mode
        <span className="block text-sm font-normal text-plum-600">System follows this device’s setting.</span>
      </legend>
      <div className="inline-flex rounded-full bg-plum-100 p-1">
        {THEME_CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-plum-700 has-checked:bg-surface has-checked:text-plum-950 has-checked:shadow has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
          >
            <input
              type="radio"
              name="dark-mode"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function DeleteAccountDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [confirmation, setConfirmation] = useState('');
  const remove = useDeleteAccount();
  // Still working after success: the member is on the way out of the page.
  const working = remove.isPending || remove.isSuccess;
  const usesPassword = user.auth_provider === 'email';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(usesPassword ? { password: confirmation } : { confirm_email: confirmation }, {
      onSuccess: () => {
        toast.success('Your account has been deleted.');
        void navigate(paths.home, { replace: true });
      },
    });
  };

  return (
    <Modal open={open} title="Delete your account?" onClose={onClose} closable={!working}>
      <form onSubmit={submit} className="space-y-4">
        <p className="text-plum-700">
          This deletes your account and all your date plans for good. Feedback you sent stays, without your
          name.
        </p>
        {remove.isError ? (
          <p role="alert" className="alert-error">
            {getErrorMessageOr(remove.error, 'Could not delete your account')}
          </p>
        ) : null}
        {usesPassword ? (
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        ) : (
          <div>
            <label htmlFor="confirm-email" className="field-label">
              Type your e-mail address to confirm
            </label>
            <input
              id="confirm-email"
              className="field-input"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </div>
        )}
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={working}>
            Keep my account
          </button>
          <button
            type="submit"
            className="btn bg-red-600 text-white hover:bg-red-700"
            disabled={working || !confirmation}
          >
            {working ? 'Deleting...' : 'Delete my account'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
