import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { User } from '@contract/auth';
import { paths } from '@/config/paths';
import { getSignInErrorMessage } from '@/lib/errors';
import { useAuth } from '../auth-context';
import { validateSignIn } from '../validation';
import { FormError } from './form-error';
import { PasswordInput } from './password-input';

const FORM_FALLBACK = 'Invalid email or password. Please try again.';

export function SignInForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignIn({ email, password });
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      onSuccess(await signIn({ email: email.trim(), password }));
    } catch (cause) {
      setError(getSignInErrorMessage(cause) || FORM_FALLBACK);
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormError message={error} />
      <div>
        <label htmlFor="sign-in-email" className="field-label">
          Email
        </label>
        <input
          id="sign-in-email"
          type="email"
          className="field-input"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="mt-2 text-right">
          <Link to={paths.forgotPassword} className="text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
      </div>
      <button type="submit" className="btn-primary w-full py-3" disabled={submitting}>
        {submitting ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
