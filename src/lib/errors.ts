import { isHttpError } from '@/lib/http-error';
import type { ValidationErrorItem } from '@contract/errors';

/** The texts of spec section 8, in one place. */
export const errorTexts = {
  unauthorized: 'Authentication required. Please sign in.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'The requested resource was not found.',
  requestFailed: 'An error occurred with the request.',
  noConnection: 'Unable to connect to the server. Please check your internet connection.',
  unexpected: 'An unexpected error occurred.',
} as const;

type Detail = { kind: 'text'; text: string } | { kind: 'list'; items: ValidationErrorItem[] };

function readDetail(data: unknown): Detail | null {
  if (!data || typeof data !== 'object' || !('detail' in data)) return null;
  const { detail } = data as { detail: unknown };
  if (typeof detail === 'string') return { kind: 'text', text: detail };
  if (Array.isArray(detail)) {
    const items = detail.filter(
      (item): item is ValidationErrorItem =>
        Boolean(item) && typeof item === 'object' && typeof (item as ValidationErrorItem).msg === 'string',
    );
    return { kind: 'list', items };
  }
  return null;
}

const stringField = (data: unknown, field: 'message' | 'error'): string | null => {
  if (!data || typeof data !== 'object' || !(field in data)) return null;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value ? value : null;
};

const plainText = (data: unknown): string | null => (typeof data === 'string' && data.trim() ? data : null);

/** The first validation message, or a plain-text detail, as the client shows server validation errors. */
function detailMessage(detail: Detail | null): string | null {
  if (!detail) return null;
  return detail.kind === 'text' ? detail.text : (detail.items[0]?.msg ?? null);
}

const statusOf = (error: unknown) => (isHttpError(error) ? error.response?.status : undefined);
const dataOf = (error: unknown) => (isHttpError(error) ? error.response?.data : undefined);

/** Generic request errors: the wording for a failed call anywhere in the app. */
export function getRequestErrorMessage(error: unknown): string {
  if (isHttpError(error)) {
    const { response } = error;
    if (!response) return error.request ? errorTexts.noConnection : errorTexts.unexpected;
    if (response.status === 401) return errorTexts.unauthorized;
    if (response.status === 403) return errorTexts.forbidden;
    if (response.status === 404) return errorTexts.notFound;
    const data: unknown = response.data;
    return (
      detailMessage(readDetail(data)) ??
      stringField(data, 'message') ??
      stringField(data, 'error') ??
      plainText(data) ??
      errorTexts.requestFailed
    );
  }
  return errorTexts.unexpected;
}

/** Validation detail first; a detail list without items falls back to the given text. */
function fromDetail(error: unknown, emptyFallback: string): string | null {
  const detail = readDetail(dataOf(error));
  if (!detail) return null;
  return detailMessage(detail) ?? emptyFallback;
}

const connectionProblem = (error: unknown) =>
  isHttpError(error) && !error.response && error.request ? errorTexts.noConnection : null;

export function getSignInErrorMessage(error: unknown): string {
  if (statusOf(error) === 401) return 'Invalid email or password';
  return (
    fromDetail(error, 'Sign in failed') ??
    connectionProblem(error) ??
    (error instanceof Error && error.message ? error.message : 'Failed to sign in')
  );
}

export function getSignUpErrorMessage(error: unknown): string {
  return fromDetail(error, 'Sign up failed') ?? connectionProblem(error) ?? 'Failed to sign up';
}

export function getChangePasswordErrorMessage(error: unknown): string {
  if (statusOf(error) === 401) return 'Current password is incorrect';
  return (
    fromDetail(error, 'Failed to change password') ?? connectionProblem(error) ?? 'Failed to change password'
  );
}

/** For calls whose wording is a fixed fallback (spec: 'Failed to update profile' and the like). */
/** The request's own wording when a request failed; the caller's text for anything else. */
export const requestErrorOr = (error: unknown, fallback: string) =>
  isHttpError(error) ? getRequestErrorMessage(error) : fallback;

export function getErrorMessageOr(error: unknown, fallback: string): string {
  return fromDetail(error, fallback) ?? connectionProblem(error) ?? fallback;
}
