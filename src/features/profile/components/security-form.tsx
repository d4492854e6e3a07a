import { useState, type FormEvent } from 'react';
import { PasswordInput } from '@/features/auth/components/password-input';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { MIN_PASSWORD_LENGTH } from '@/features/auth/validation';
import { getChangePasswordErrorMessage } from '@/lib/errors';
import { changePassword } from '../api/account';

interface Props {
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
}

export function SecurityForm({ onSuccess, onError }: Props) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) return onError('Please enter your current password');
    if (next.length < MIN_PASSWORD_LENGTH) return onError('Password must be at least 8 characters');
    if (next !== confirmation) return onError('Passwords do not match');
    setSaving(true);
    try {
      await changePassword({ current_password: current, new_password: next });
      setCurrent('');
      setNext('');
      setConfirmation('');
      onSuccess('Password changed successfully');
    } catch (error) {
      onError(getChangePasswordErrorMessage(error) || 'Failed to change password');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-md space-y-4">
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <NewPasswordFields
        label="New password"
        password={next}
        confirmation={confirmation}
        onPassword={setNext}
        onConfirmation={setConfirmation}
        strengthSuffix=" password"
      />
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? 'Changing Password...' : 'Change Password'}
      </button>
    </form>
  );
}
