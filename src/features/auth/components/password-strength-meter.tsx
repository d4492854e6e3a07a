import { passwordStrength } from '../password-strength';

const barColor = { red: 'bg-red-500', yellow: 'bg-amber-400', green: 'bg-emerald-500' } as const;
const textColor = {
  red: 'text-red-700 dark:text-red-300',
  yellow: 'text-amber-700 dark:text-amber-300',
  green: 'text-emerald-700 dark:text-emerald-300',
} as const;

interface PasswordStrengthMeterProps {
  password: string;
  /** Profile shows '{label} password'; sign-up shows the label alone. */
  labelSuffix?: string;
}

export function PasswordStrengthMeter({ password, labelSuffix = '' }: PasswordStrengthMeterProps) {
  if (!password) return null;
  const { score, label, color } = passwordStrength(password);
  return (
    <div className="mt-2" aria-live="polite">
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={`${label}${labelSuffix}`}
        className="h-1.5 w-full overflow-hidden rounded-full bg-plum-100"
      >
        <div
          className={`h-full rounded-full transition-all ${barColor[color]}`}
          style={{ width: `${(score / 5) * 100}%` }}
        />
      </div>
      <p className={`mt-1 text-xs font-medium ${textColor[color]}`}>
        {label}
        {labelSuffix}
      </p>
    </div>
  );
}
