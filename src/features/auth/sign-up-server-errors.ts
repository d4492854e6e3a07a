import { isHttpError } from '@/lib/http-error';
import type { ValidationErrorItem } from '@contract/errors';
import { getSignUpErrorMessage } from '@/lib/errors';
import type { FieldErrors, SignUpFields } from './validation';

const FORM_FALLBACK = 'Failed to create account. Please try again.';

/** The request's names of the sign-up fields, as the server's validation `loc` gives them. */
const fieldOfWireName: Record<string, keyof SignUpFields> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  password: 'password',
};

export interface SignUpServerErrors {
  fields: FieldErrors<SignUpFields>;
  /** A problem no single field owns, said above the submit button. */
  form: string | null;
}

const validationItems = (error: unknown): ValidationErrorItem[] => {
  if (!isHttpError(error)) return [];
  const detail: unknown = (error.response?.data as { detail?: unknown } | undefined)?.detail;
  return Array.isArray(detail)
    ? detail.filter(
        (item): item is ValidationErrorItem =>
          Boolean(item) && typeof item === 'object' && Array.isArray((item as ValidationErrorItem).loc),
      )
    : [];
};

/**
 * Where a refused sign-up's reason belongs: a taken address (409) beside the e-mail field, a
 * validation detail beside the field its `loc` names, anything else for the whole form.
 */
export function signUpServerErrors(error: unknown): SignUpServerErrors {
  const message = getSignUpErrorMessage(error) || FORM_FALLBACK;
  if (isHttpError(error) && error.response?.status === 409) return { fields: { email: message }, form: null };

  const fields: FieldErrors<SignUpFields> = {};
  let unplaced: string | null = null;
  for (const item of validationItems(error)) {
    const field = fieldOfWireName[String(item.loc.at(-1))];
    if (!field) unplaced ??= item.msg;
    else fields[field] ??= item.msg;
  }
  const placed = Object.keys(fields).length > 0;
  return { fields, form: unplaced ?? (placed ? null : message) };
}
