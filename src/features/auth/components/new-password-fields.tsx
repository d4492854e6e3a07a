import { passwordsDiffer } from '../validation';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

interface Props {
  label: string;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  /** The profile shows the strength as '{label} password'. */
  strengthSuffix?: string;
  /** Ids a form needs to move focus to a field with a problem. */
  passwordId?: string;
  confirmationId?: string;
  passwordError?: string | null;
  confirmationError?: string | null;
}

/** A new password with its strength meter, the confirmation, and the live 'Passwords don't match' hint. */
export function NewPasswordFields({
  label,
  password,
  confirmation,
  onPassword,
  onConfirmation,
  strengthSuffix,
  passwordId,
  confirmationId,
  passwordError,
  confirmationError,
}: Props) {
  return (
    <>
      <div>
        <PasswordInput
          id={passwordId}
          label={label}
          autoComplete="new-password"
          value={password}
          error={passwordError}
          onChange={(event) => onPassword(event.target.value)}
        />
        <PasswordStrengthMeter password={password} labelSuffix={strengthSuffix} />
      </div>
      <div>
        <PasswordInput
          id={confirmationId}
          label="Confirm password"
          autoComplete="new-password"
          value={confirmation}
          error={confirmationError}
          onChange={(event) => onConfirmation(event.target.value)}
        />
        {/* The submitted form's own 'Passwords do not match' already says it; one message is enough. */}
        {passwordsDiffer(password, confirmation) && !confirmationError ? (
          <p className="mt-1 text-xs font-medium text-red-700 dark:text-red-300" aria-live="polite">
            Passwords don&apos;t match
          </p>
        ) : null}
      </div>
    </>
  );
}
