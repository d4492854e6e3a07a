import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { User } from '@contract/auth';
import { paths } from '@contract/web-pages';
import { getSignInErrorMessage } from '@/lib/errors';
import { useAuth } from '../auth-context';
import { focusField } from '../focus-field';
import { emptySignInFields, SIGN_IN_REQUIRED } from '../validation';
import { INVALID_FIELD_CLASS } from './field-error';
import { FormError } from './form-error';
import { PasswordInput } from './password-input';

const FORM_FALLBACK = 'Invalid email or password. Please try again.';
const FIELD_IDS = { email: 'sign-in-email', password: 'sign-in-password' } as const;
const ERROR_ID = 'sign-in-error';

interface Problem {
  message: string;
  /** The fields the message is about, marked invalid; none for a refusal of the pair. */
  fields: (keyof typeof FIELD_IDS)[];
}

/** The problem is said above the submit button and goes away as soon as either field is edited. */
export function SignInForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const invalid = (field: keyof typeof FIELD_IDS) =>
    problem?.fields.includes(field) ? { 'aria-invalid': true, 'aria-describedby': ERROR_ID } : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = emptySignInFields({ email, password });
    if (empty[0]) {
      setProblem({ message: SIGN_IN_REQUIRED, fields: empty });
      focusField(FIELD_IDS[empty[0]]);
      return;
    }
    setProblem(null);
    setSubmitting(true);
    try {
      onSuccess(await signIn({ email: email.trim(), password }));
    } catch (cause) {
      setProblem({ message: getSignInErrorMessage(cause) || FORM_FALLBACK, fields: [] });
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div>
        <label htmlFor={FIELD_IDS.email} className="field-label">
          Email
        </label>
        <input
          id={FIELD_IDS.email}
          type="email"
          className={`field-input ${INVALID_FIELD_CLASS}`}
          autoComplete="email"
          value={email}
          {...invalid('email')}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(null);
          }}
        />
      </div>
      <div>
        <PasswordInput
          id={FIELD_IDS.password}
          label="Password"
          autoComplete="current-password"
          value={password}
          {...invalid('password')}
          onChange={(event) => {
            setPassword(event.target.value);
            setProblem(null);
          }}
        />
        <div className="mt-2 text-right">
          <Link to={paths.forgotPassword} className="text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
      </div>
      <FormError id={ERROR_ID} message={problem?.message ?? null} />
      <button type="submit" className="btn-primary w-full py-3" disabled={submitting}>
        {submitting ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
