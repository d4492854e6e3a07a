import type { AxiosError } from 'axios';

/**
 * Whether `error` is a failed API request: axios's own `isAxiosError` test, written out so that code
 * which only reads errors does not load axios (`api-client.ts` loads it with the first request).
 */
export function isHttpError<T = unknown>(error: unknown): error is AxiosError<T> {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}
