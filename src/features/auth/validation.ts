export const MIN_PASSWORD_LENGTH = 8;

/** The spec's simple pattern: text, an at sign, text, a dot and text, no spaces. */
export const isValidEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export interface SignUpFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The first failing rule, checked in the spec's order, or null when the form may be sent. */
export function validateSignUp(fields: SignUpFields): string | null {
  if (!fields.firstName.trim()) return 'Please enter your first name';
  if (!fields.lastName.trim()) return 'Please enter your last name';
  if (!fields.email.trim() || !isValidEmail(fields.email)) return 'Please enter a valid email address';
  if (fields.password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 8 characters';
  if (fields.password !== fields.confirmPassword) return 'Passwords do not match';
  return null;
}

export function validateSignIn(fields: { email: string; password: string }): string | null {
  if (!fields.email.trim() || !fields.password) return 'Please enter both email and password';
  return null;
}

/** The live hint shown while both password fields are filled and differ. */
export const passwordsDiffer = (password: string, confirmation: string) =>
  Boolean(password && confirmation && password !== confirmation);
