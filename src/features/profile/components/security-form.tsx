import { useState, type FormEvent } from 'react';
import { PasswordInput } from '@/features/auth/components/password-input';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { MIN_PASSWORD_LENGTH } from '@/features/auth/validation';
import { getChangePasswordErrorMessage } from '@/lib/errors';
import { useChangePassword } from '../api/change-password';

interface Props {
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
}

export function SecurityForm({ onSuccess, onError }: Props) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current) return onError('Please enter your current password');
    if (next.length < MIN_PASSWORD_LENGTH) return onError('Password must be at least 8 characters');
    if (next !== confirmation) return onError('Passwords do not match');
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirmation('');
          onSuccess('Password changed successfully');
        },
        onError: (error) => onError(getChangePasswordErrorMessage(error) || 'Failed to change password'),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4">
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
      <button type="submit" className="btn-primary" disabled={change.isPending}>
        {change.isPending ? 'Changing Password...' : 'Change Password'}
      </button>
    </form>
  );
}
