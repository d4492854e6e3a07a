import type { ValidationErrorItem } from '@contract/errors';

/** An error whose detail is safe to show the client, answered as `{detail}` with its status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly detail: string | ValidationErrorItem[];
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    detail: string | ValidationErrorItem[],
    headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : detail.map((item) => item.msg).join('; '));
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.detail = detail;
    this.headers = headers;
  }
}

export const notFound = (detail = 'Not found') => new HttpError(404, detail);
export const unauthorized = (detail = 'Not authenticated') =>
  new HttpError(401, detail, { 'www-authenticate': 'Bearer' });
/** A 422 in the same shape as schema validation failures, for rules a schema cannot express. */
export const invalidField = (loc: (string | number)[], msg: string, type = 'value_error') =>
  new HttpError(422, [{ loc, msg, type }]);
