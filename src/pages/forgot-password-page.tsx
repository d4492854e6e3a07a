import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@/config/paths';
import { requestPasswordReset } from '@/features/auth/api/account-recovery';
import { FormError } from '@/features/auth/components/form-error';
import { isValidEmail } from '@/features/auth/validation';
import { getErrorMessageOr } from '@/lib/errors';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) return setError('Please enter a valid email address');
    setError(null);
    setSubmitting(true);
    try {
      setSent(await requestPasswordReset(email.trim()));
    } catch (cause) {
      setError(getErrorMessageOr(cause, 'Failed to initiate password reset'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <StatusCard title="Forgot your password?">
      {sent ? (
        <>
          <p role="status">{sent}</p>
          <Link to={paths.signIn} className="btn-secondary">
            Back to sign in
          </Link>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
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
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? 'Sending...' : 'Send reset link'}
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
