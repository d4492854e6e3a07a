import type { RawResponse } from './raw-http';

/**
 * What is wrong with a response, or null: the server must always answer, never with a 5xx, and every
 * error it sends must be the API's JSON `{detail}` (HEAD answers carry no body to check).
 */
export function violationOf(method: string, response: RawResponse): string | null {
  if (response.status === 0) return 'no response';
  if (response.status >= 500) return `status ${response.status}`;
  if (response.status < 400 || method === 'HEAD') return null;
  if (!response.headers['content-type']?.startsWith('application/json')) {
    return `error with content-type ${response.headers['content-type'] ?? '(none)'}`;
  }
  try {
    const body: unknown = JSON.parse(response.body);
    if (body && typeof body === 'object' && 'detail' in body) return null;
  } catch {
    return 'error body is not JSON';
  }
  return 'error body has no detail';
}
