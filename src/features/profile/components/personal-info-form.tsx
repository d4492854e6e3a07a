import { useState, type FormEvent } from 'react';
import type { UpdateProfileRequest, User } from '@contract/auth';
import { PasswordInput } from '@/features/auth/components/password-input';
import { isValidEmail } from '@/features/auth/validation';
import { getErrorMessageOr } from '@/lib/errors';
import { useUpdateProfile } from '../api/update-profile';

interface Props {
  user: User;
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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
  const update = useUpdateProfile();
  const fromGoogle = user.auth_provider === 'google';
  const emailChanged = !sameAddress(fields.email, user.email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.first_name.trim() || !fields.last_name.trim() || !fields.email.trim()) {
      return onError('First name, last name and email are required');
    }
    if (!isValidEmail(fields.email)) return onError('Please enter a valid email address');
    if (emailChanged && !currentPassword) {
      return onError('Enter your current password to change your e-mail address');
    }
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
    <div>
      <label htmlFor={`profile-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`profile-${name}`}
        type={type}
        required
        autoComplete={autoComplete}
        className="field-input"
        value={fields[name]}
        onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
      />
    </div>
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
          label="Current password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      ) : null}
      <button type="submit" className="btn-primary" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </button>
    </form>
  );
}
