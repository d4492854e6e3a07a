import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@/config/paths';
import { resetPassword } from '@/features/auth/api/account-recovery';
import { FormError } from '@/features/auth/components/form-error';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { MIN_PASSWORD_LENGTH } from '@/features/auth/validation';
import { getErrorMessageOr } from '@/lib/errors';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(
    token ? null : 'This reset link is incomplete. Please request a new one.',
  );
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    if (password.length < MIN_PASSWORD_LENGTH) return setError('Password must be at least 8 characters');
    if (password !== confirmation) return setError('Passwords do not match');
    setError(null);
    setSubmitting(true);
    try {
      setDone(await resetPassword(token, password));
    } catch (cause) {
      setError(getErrorMessageOr(cause, 'Failed to reset password'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <StatusCard title="Choose a new password">
      {done ? (
        <>
          <p role="status">{done}</p>
          <Link to={paths.signIn} className="btn-primary">
            Sign in
          </Link>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <FormError message={error} />
          <NewPasswordFields
            label="New password"
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
          />
          <button type="submit" className="btn-primary w-full" disabled={submitting || !token}>
            {submitting ? 'Saving...' : 'Set new password'}
          </button>
          {!token ? (
            <Link
              to={paths.forgotPassword}
              className="block text-center text-sm font-semibold text-brand-700"
            >
              Request a new link
            </Link>
          ) : null}
        </form>
      )}
    </StatusCard>
  );
}
