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
}

/** A new password with its strength meter, the confirmation, and the live 'Passwords don't match' hint. */
export function NewPasswordFields({
  label,
  password,
  confirmation,
  onPassword,
  onConfirmation,
  strengthSuffix,
}: Props) {
  return (
    <>
      <div>
        <PasswordInput
          label={label}
          autoComplete="new-password"
          value={password}
          onChange={(event) => onPassword(event.target.value)}
        />
        <PasswordStrengthMeter password={password} labelSuffix={strengthSuffix} />
      </div>
      <div>
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => onConfirmation(event.target.value)}
        />
        {passwordsDiffer(password, confirmation) ? (
          <p className="mt-1 text-xs font-medium text-red-700" aria-live="polite">
            Passwords don&apos;t match
          </p>
        ) : null}
      </div>
    </>
  );
}
