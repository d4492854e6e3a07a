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

/** One message per field that has a problem. */
export type FieldErrors<Fields> = Partial<Record<keyof Fields, string>>;

/** The spec's order of the sign-up rules, which is also the form's order: focus goes to the first. */
export const SIGN_UP_FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
] as const satisfies readonly (keyof SignUpFields)[];

/** Every failing sign-up rule with the spec's wording, so each field can say its own problem. */
export function validateSignUp(fields: SignUpFields): FieldErrors<SignUpFields> {
  const errors: FieldErrors<SignUpFields> = {};
  if (!fields.firstName.trim()) errors.firstName = 'Please enter your first name';
  if (!fields.lastName.trim()) errors.lastName = 'Please enter your last name';
  if (!fields.email.trim() || !isValidEmail(fields.email))
    errors.email = 'Please enter a valid email address';
  if (fields.password.length < MIN_PASSWORD_LENGTH)
    errors.password = 'Password must be at least 8 characters';
  if (fields.password !== fields.confirmPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

/** The first field, in the form's order, that has a problem. */
export const firstInvalidField = <Field extends string>(
  errors: Partial<Record<Field, string>>,
  order: readonly Field[],
): Field | undefined => order.find((field) => errors[field]);

export const SIGN_IN_REQUIRED = 'Please enter both email and password';

/** The sign-in fields left empty: the spec has one message for both, shown once for the form. */
export function emptySignInFields(fields: { email: string; password: string }): ('email' | 'password')[] {
  const empty: ('email' | 'password')[] = [];
  if (!fields.email.trim()) empty.push('email');
  if (!fields.password) empty.push('password');
  return empty;
}

/** The live hint shown while both password fields are filled and differ. */
export const passwordsDiffer = (password: string, confirmation: string) =>
  Boolean(password && confirmation && password !== confirmation);
