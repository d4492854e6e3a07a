import { useState, type FormEvent } from 'react';
import { PasswordInput } from '@/features/auth/components/password-input';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { focusField } from '@/features/auth/focus-field';
import { firstInvalidField, MIN_PASSWORD_LENGTH, type FieldErrors } from '@/features/auth/validation';
import { getChangePasswordErrorMessage } from '@/lib/errors';
import { useChangePassword } from '../api/change-password';

interface Props {
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
}

interface PasswordFields {
  current: string;
  next: string;
  confirmation: string;
}

const FIELD_ORDER = ['current', 'next', 'confirmation'] as const;
const FIELD_IDS: Record<keyof PasswordFields, string> = {
  current: 'security-current-password',
  next: 'security-new-password',
  confirmation: 'security-confirm-password',
};

/** The spec's change-password rules, each said beside its field. */
export function validatePasswordChange(fields: PasswordFields): FieldErrors<PasswordFields> {
  const errors: FieldErrors<PasswordFields> = {};
  if (!fields.current) errors.current = 'Please enter your current password';
  if (fields.next.length < MIN_PASSWORD_LENGTH) errors.next = 'Password must be at least 8 characters';
  if (fields.next !== fields.confirmation) errors.confirmation = 'Passwords do not match';
  return errors;
}

const EMPTY: PasswordFields = { current: '', next: '', confirmation: '' };

export function SecurityForm({ onSuccess, onError }: Props) {
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<PasswordFields>>({});
  const change = useChangePassword();
  const edit = (name: keyof PasswordFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const remaining = { ...current };
      delete remaining[name];
      if (name === 'next') delete remaining.confirmation;
      return remaining;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validatePasswordChange(fields);
    setErrors(problems);
    const first = firstInvalidField(problems, FIELD_ORDER);
    if (first) return focusField(FIELD_IDS[first]);
    change.mutate(
      { current_password: fields.current, new_password: fields.next },
      {
        onSuccess: () => {
          setFields(EMPTY);
          onSuccess('Password changed successfully');
        },
        onError: (error) => onError(getChangePasswordErrorMessage(error) || 'Failed to change password'),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4">
      <PasswordInput
        id={FIELD_IDS.current}
        label="Current password"
        autoComplete="current-password"
        value={fields.current}
        error={errors.current}
        onChange={(event) => edit('current')(event.target.value)}
      />
      <NewPasswordFields
        label="New password"
        password={fields.next}
        confirmation={fields.confirmation}
        onPassword={edit('next')}
        onConfirmation={edit('confirmation')}
        strengthSuffix=" password"
        passwordId={FIELD_IDS.next}
        confirmationId={FIELD_IDS.confirmation}
        passwordError={errors.next}
        confirmationError={errors.confirmation}
      />
      <button type="submit" className="btn-primary" disabled={change.isPending}>
        {change.isPending ? 'Changing Password...' : 'Change Password'}
      </button>
    </form>
  );
}
