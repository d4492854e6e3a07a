export type StrengthLabel = 'Weak' | 'Medium' | 'Strong' | 'Very Strong';
export type StrengthColor = 'red' | 'yellow' | 'green';

export interface PasswordStrength {
  /** 0 to 5, one point each per spec section 5. */
  score: number;
  label: StrengthLabel;
  color: StrengthColor;
}

export function passwordStrength(password: string): PasswordStrength {
  let score = 0;
  if (password.length >= 8) score += 1;
  if (password.length >= 12) score += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;

  const label: StrengthLabel =
    score <= 1 ? 'Weak' : score <= 3 ? 'Medium' : score === 4 ? 'Strong' : 'Very Strong';
  const color: StrengthColor = score <= 1 ? 'red' : score <= 3 ? 'yellow' : 'green';
  return { score, label, color };
}
