import { useState, type FormEvent } from 'react';
import type { User } from '@contract/auth';
import { useAuth } from '@/features/auth/auth-context';
import { isValidEmail } from '@/features/auth/validation';
import { getErrorMessageOr } from '@/lib/errors';
import { updateProfile } from '../api/account';

interface Props {
  user: User;
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
}

/** Fed with the user once; edits stay local until saved (the session keeps the saved copy). */
export function PersonalInfoForm({ user, onSuccess, onError }: Props) {
  const { setUser } = useAuth();
  const [fields, setFields] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
  });
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.first_name.trim() || !fields.last_name.trim() || !fields.email.trim()) {
      return onError('First name, last name and email are required');
    }
    if (!isValidEmail(fields.email)) return onError('Please enter a valid email address');
    setSaving(true);
    try {
      const updated = await updateProfile({
        first_name: fields.first_name.trim(),
        last_name: fields.last_name.trim(),
        email: fields.email.trim(),
      });
      setUser(updated);
      onSuccess(
        updated.email !== user.email
          ? 'Profile updated successfully. We sent a link to your new e-mail address to verify it.'
          : 'Profile updated successfully',
      );
    } catch (error) {
      onError(getErrorMessageOr(error, 'Failed to update profile'));
    } finally {
      setSaving(false);
    }
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
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('first_name', 'First name', 'text', 'given-name')}
        {field('last_name', 'Last name', 'text', 'family-name')}
      </div>
      {field('email', 'Email', 'email', 'email')}
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? 'Saving...' : 'Save Changes'}
      </button>
    </form>
  );
}
