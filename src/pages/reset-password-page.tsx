import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@contract/web-pages';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { FormError } from '@/features/auth/components/form-error';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { MIN_PASSWORD_LENGTH } from '@/features/auth/validation';
import { getErrorMessageOr } from '@/lib/errors';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const reset = useResetPassword();
  const error = !token
    ? 'This reset link is incomplete. Please request a new one.'
    : (invalid ?? (reset.isError ? getErrorMessageOr(reset.error, 'Failed to reset password') : null));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    if (password.length < MIN_PASSWORD_LENGTH) return setInvalid('Password must be at least 8 characters');
    if (password !== confirmation) return setInvalid('Passwords do not match');
    setInvalid(null);
    reset.mutate({ token, new_password: password });
  };

  return (
    <StatusCard title="Choose a new password">
      {reset.isSuccess ? (
        <>
          <p role="status">{reset.data}</p>
          <Link to={paths.signIn} className="btn-primary">
            Sign in
          </Link>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormError message={error} />
          <NewPasswordFields
            label="New password"
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
          />
          <button type="submit" className="btn-primary w-full" disabled={reset.isPending || !token}>
            {reset.isPending ? 'Saving...' : 'Set new password'}
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
