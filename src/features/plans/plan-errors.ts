import { isHttpError } from '@/lib/http-error';
import { PLAN_NOT_FOUND } from '@contract/date-plans-constants';

export const PLAN_ERRORS = {
  missingId: 'No date plan ID or share token provided',
  timedOut: 'Request timed out',
  notFound: PLAN_NOT_FOUND,
  failed: 'Failed to load date plan. Please try again.',
  permission: "The requested date plan doesn't exist or you don't have permission to view it.",
} as const;

/** Spec section 8, plan load errors. */
export function planLoadErrorText(error: unknown): string {
  if (isHttpError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return PLAN_ERRORS.timedOut;
    if (error.response?.status === 404) return PLAN_ERRORS.notFound;
  }
  return PLAN_ERRORS.failed;
}
