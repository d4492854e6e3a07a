import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { User } from '@contract/auth';
import { paths } from '@/config/paths';
import { getSignUpErrorMessage } from '@/lib/errors';
import { storage } from '@/lib/storage';
import { useAuth } from '../auth-context';
import { validateSignUp, type SignUpFields } from '../validation';
import { FormError } from './form-error';
import { NewPasswordFields } from './new-password-fields';

const FORM_FALLBACK = 'Failed to create account. Please try again.';

export function SignUpForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const { signUp } = useAuth();
  const [fields, setFields] = useState<SignUpFields>({
    firstName: '',
    lastName: '',
    // A guest who made a plan signs up with the same e-mail to find it (once verified) in the new account.
    email: storage.get('guestEmail') ?? '',
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const update = (field: keyof SignUpFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUp(fields);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      const user = await signUp({
        first_name: fields.firstName.trim(),
        last_name: fields.lastName.trim(),
        email: fields.email.trim(),
        password: fields.password,
        profile_image: null,
      });
      onSuccess(user);
    } catch (cause) {
      setError(getSignUpErrorMessage(cause) || FORM_FALLBACK);
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormError message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="sign-up-first-name" className="field-label">
            First name
          </label>
          <input
            id="sign-up-first-name"
            className="field-input"
            autoComplete="given-name"
            value={fields.firstName}
            onChange={update('firstName')}
          />
        </div>
        <div>
          <label htmlFor="sign-up-last-name" className="field-label">
            Last name
          </label>
          <input
            id="sign-up-last-name"
            className="field-input"
            autoComplete="family-name"
            value={fields.lastName}
            onChange={update('lastName')}
          />
        </div>
      </div>
      <div>
        <label htmlFor="sign-up-email" className="field-label">
          Email
        </label>
        <input
          id="sign-up-email"
          type="email"
          className="field-input"
          autoComplete="email"
          value={fields.email}
          onChange={update('email')}
        />
      </div>
      <NewPasswordFields
        label="Password"
        password={fields.password}
        confirmation={fields.confirmPassword}
        onPassword={(password) => setFields((current) => ({ ...current, password }))}
        onConfirmation={(confirmPassword) => setFields((current) => ({ ...current, confirmPassword }))}
      />
      <p className="text-xs text-plum-600">
        By creating an account you agree to our{' '}
        <Link to={paths.terms} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Privacy Policy
        </Link>
        .
      </p>
      <button type="submit" className="btn-primary w-full py-3" disabled={submitting}>
        {submitting ? 'Creating account...' : 'Create account'}
      </button>
    </form>
  );
}
