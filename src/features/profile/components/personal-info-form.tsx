import { useState, type FormEvent } from 'react';
import type { UpdateProfileRequest, User } from '@contract/auth';
import { PasswordInput } from '@/features/auth/components/password-input';
import { TextField } from '@/features/auth/components/text-field';
import { focusField } from '@/features/auth/focus-field';
import { firstInvalidField, isValidEmail, type FieldErrors } from '@/features/auth/validation';
import { getErrorMessageOr } from '@/lib/errors';
import { useUpdateProfile } from '../api/update-profile';

interface Props {
  user: User;
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

interface ProfileFields {
  first_name: string;
  last_name: string;
  email: string;
  current_password: string;
}

const FIELD_ORDER = ['first_name', 'last_name', 'email', 'current_password'] as const;
const FIELD_IDS: Record<keyof ProfileFields, string> = {
  first_name: 'profile-first_name',
  last_name: 'profile-last_name',
  email: 'profile-email',
  current_password: 'profile-current-password',
};

/** Each required field's problem, in the sign-up's words, so it is said beside its field. */
export function validateProfile(fields: ProfileFields, emailChanged: boolean): FieldErrors<ProfileFields> {
  const errors: FieldErrors<ProfileFields> = {};
  if (!fields.first_name.trim()) errors.first_name = 'Please enter your first name';
  if (!fields.last_name.trim()) errors.last_name = 'Please enter your last name';
  if (!isValidEmail(fields.email)) errors.email = 'Please enter a valid email address';
  else if (emailChanged && !fields.current_password)
    errors.current_password = 'Enter your current password to change your e-mail address';
  return errors;
}

/**
 * Fed with the user once; edits stay local until saved (the session keeps the saved copy). A new
 * e-mail address needs the current password and takes effect only once the link sent to it is
 * followed; a Google account's address comes from Google.
 */
export function PersonalInfoForm({ user, onSuccess, onError }: Props) {
  const [fields, setFields] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
  });
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ProfileFields>>({});
  const update = useUpdateProfile();
  const fromGoogle = user.auth_provider === 'google';
  const emailChanged = !sameAddress(fields.email, user.email);
  const edit = (name: keyof ProfileFields, value: string) => {
    if (name === 'current_password') setCurrentPassword(value);
    else setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const remaining = { ...current };
      delete remaining[name];
      return remaining;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateProfile({ ...fields, current_password: currentPassword }, emailChanged);
    setErrors(problems);
    const first = firstInvalidField(problems, FIELD_ORDER);
    if (first) return focusField(FIELD_IDS[first]);
    const changes: UpdateProfileRequest = {
      first_name: fields.first_name.trim(),
      last_name: fields.last_name.trim(),
      email: fields.email.trim(),
      ...(emailChanged ? { current_password: currentPassword } : {}),
    };
    update.mutate(changes, {
      onSuccess: (updated) => {
        setCurrentPassword('');
        setFields((current) => ({ ...current, email: updated.email }));
        onSuccess(
          emailChanged && updated.pending_email
            ? `Profile updated. We sent a link to ${updated.pending_email}: your e-mail address changes once you follow it.`
            : 'Profile updated successfully',
        );
      },
      onError: (error) => onError(getErrorMessageOr(error, 'Failed to update profile')),
    });
  };

  const field = (name: keyof typeof fields, label: string, type = 'text', autoComplete = 'off') => (
    <TextField
      id={FIELD_IDS[name]}
      label={label}
      type={type}
      required
      autoComplete={autoComplete}
      value={fields[name]}
      error={errors[name]}
      onChange={(event) => edit(name, event.target.value)}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('first_name', 'First name', 'text', 'given-name')}
        {field('last_name', 'Last name', 'text', 'family-name')}
      </div>
      {fromGoogle ? (
        <div>
          <label htmlFor="profile-email" className="field-label">
            Email
          </label>
          <input
            id="profile-email"
            type="email"
            readOnly
            aria-describedby="profile-email-source"
            className="field-input bg-plum-50"
            value={user.email}
          />
          <p id="profile-email-source" className="mt-1 text-sm text-plum-600">
            Your e-mail address comes from your Google account.
          </p>
        </div>
      ) : (
        field('email', 'Email', 'email', 'email')
      )}
      {user.pending_email && !emailChanged ? (
        <p role="status" className="text-sm text-plum-700">
          Check {user.pending_email} to confirm the change. Until then you sign in with {user.email}.
        </p>
      ) : null}
      {emailChanged && !fromGoogle ? (
        <PasswordInput
          id={FIELD_IDS.current_password}
          label="Current password"
          autoComplete="current-password"
          value={currentPassword}
          error={errors.current_password}
          onChange={(event) => edit('current_password', event.target.value)}
        />
      ) : null}
      <button type="submit" className="btn-primary" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </button>
    </form>
  );
}
