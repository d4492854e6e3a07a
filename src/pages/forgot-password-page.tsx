import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@contract/web-pages';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { FormError } from '@/features/auth/components/form-error';
import { isValidEmail } from '@/features/auth/validation';
import { getErrorMessageOr } from '@/lib/errors';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const error =
    invalid ??
    (request.isError ? getErrorMessageOr(request.error, 'Failed to initiate password reset') : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) return setInvalid('Please enter a valid email address');
    setInvalid(null);
    request.mutate({ email: email.trim() });
  };

  return (
    <StatusCard title="Forgot your password?">
      {request.isSuccess ? (
        <>
          <p role="status">{request.data}</p>
          <Link to={paths.signIn} className="btn-secondary">
            Back to sign in
          </Link>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p>
            Enter the e-mail address of your account and we&apos;ll send you a link to choose a new password.
          </p>
          <FormError message={error} />
          <div>
            <label htmlFor="forgot-email" className="field-label">
              Email
            </label>
            <input
              id="forgot-email"
              type="email"
              autoComplete="email"
              className="field-input"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <button type="submit" className="btn-primary w-full" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </button>
          <p className="text-center text-sm">
            Remembered it?{' '}
            <Link to={paths.signIn} className="font-semibold text-brand-700 hover:underline">
              Sign in
            </Link>
          </p>
        </form>
      )}
    </StatusCard>
  );
}
