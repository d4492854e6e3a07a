import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { User } from '@contract/auth';
import { paths } from '@contract/web-pages';
import { storage } from '@/lib/storage';
import { useAuth } from '../auth-context';
import { focusField } from '../focus-field';
import { signUpServerErrors } from '../sign-up-server-errors';
import {
  firstInvalidField,
  SIGN_UP_FIELD_ORDER,
  validateSignUp,
  type FieldErrors,
  type SignUpFields,
} from '../validation';
import { FormError } from './form-error';
import { NewPasswordFields } from './new-password-fields';
import { TextField } from './text-field';

const FIELD_IDS: Record<keyof SignUpFields, string> = {
  firstName: 'sign-up-first-name',
  lastName: 'sign-up-last-name',
  email: 'sign-up-email',
  password: 'sign-up-password',
  confirmPassword: 'sign-up-confirm-password',
};

/** A changed field's problem is gone; a changed password also settles whether the two still differ. */
const stillStanding = (errors: FieldErrors<SignUpFields>, changed: keyof SignUpFields) => {
  const remaining = { ...errors };
  delete remaining[changed];
  if (changed === 'password') delete remaining.confirmPassword;
  return remaining;
};

const focusFirstProblem = (errors: FieldErrors<SignUpFields>) => {
  const field = firstInvalidField(errors, SIGN_UP_FIELD_ORDER);
  if (field) focusField(FIELD_IDS[field]);
};

/**
 * Each field says its own problem under it (a summary at the top is off screen on a phone), focus
 * goes to the first one, and a problem disappears as soon as its field is edited.
 */
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
  const [errors, setErrors] = useState<FieldErrors<SignUpFields>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (field: keyof SignUpFields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => stillStanding(current, field));
    setFormError(null);
  };
  const onInput = (field: keyof SignUpFields) => (event: { target: { value: string } }) =>
    change(field)(event.target.value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateSignUp(fields);
    setErrors(problems);
    setFormError(null);
    if (firstInvalidField(problems, SIGN_UP_FIELD_ORDER)) {
      focusFirstProblem(problems);
      return;
    }
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
      const refused = signUpServerErrors(cause);
      setErrors(refused.fields);
      setFormError(refused.form);
      setSubmitting(false);
      focusFirstProblem(refused.fields);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={FIELD_IDS.firstName}
          label="First name"
          autoComplete="given-name"
          value={fields.firstName}
          error={errors.firstName}
          onChange={onInput('firstName')}
        />
        <TextField
          id={FIELD_IDS.lastName}
          label="Last name"
          autoComplete="family-name"
          value={fields.lastName}
          error={errors.lastName}
          onChange={onInput('lastName')}
        />
      </div>
      <TextField
        id={FIELD_IDS.email}
        label="Email"
        type="email"
        autoComplete="email"
        value={fields.email}
        error={errors.email}
        onChange={onInput('email')}
      />
      <NewPasswordFields
        label="Password"
        password={fields.password}
        confirmation={fields.confirmPassword}
        onPassword={change('password')}
        onConfirmation={change('confirmPassword')}
        passwordId={FIELD_IDS.password}
        confirmationId={FIELD_IDS.confirmPassword}
        passwordError={errors.password}
        confirmationError={errors.confirmPassword}
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
      <FormError message={formError} />
      <button type="submit" className="btn-primary w-full py-3" disabled={submitting}>
        {submitting ? 'Creating account...' : 'Create account'}
      </button>
    </form>
  );
}
