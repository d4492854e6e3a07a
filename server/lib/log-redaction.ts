import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values must never reach a log line: the progress stream's access token
 * and guest e-mail (EventSource cannot send headers), the e-mailed verification and reset tokens
 * that the SPA's own pages carry, and the OAuth code and state of the Google callback. A name is
 * secret when it holds one of these words, so `access_token`, `guest_email` and the like are too.
 */
const SECRET_NAME = /token|email|code|state|password|secret/;

/** The path segment after `shared` is a share token, which opens the plan to anyone holding it. */
const SHARE_SEGMENT = 'shared';

const REDACTED = '[redacted]';

/** What the server's query parser makes of an encoded name (`%74oken` and `tok+en` included). */
function decodedName(name: string): string {
  const spaced = name.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced).toLowerCase();
  } catch {
    // A name that does not decode cannot be read for sure: treat it as secret.
    return 'token';
  }
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_NAME.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) =>
      index > 0 && decodedName(segments[index - 1] ?? '') === SHARE_SEGMENT && segment ? REDACTED : segment,
    )
    .join('/');
}

/** The URL as it may be logged: secret query values and share tokens replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return redactPath(url);
  return `${redactPath(url.slice(0, question))}?${redactQuery(url.slice(question + 1))}`;
}

/** Drizzle's failed-query message ends with the statement's parameters: whole plans, e-mails, hashes. */
const withoutParameters = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as it may be logged: its kind, code, message and stack, never the values it carried
 * (a query's parameters, a database error's detail quoting a row) nor its other fields.
 */
export function logSafeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    message: withoutParameters(error.message),
    stack: withoutParameters(error.stack ?? ''),
    ...(code === undefined ? {} : { code }),
    ...(error.cause !== undefined && depth < 3 ? { cause: logSafeError(error.cause, depth + 1) } : {}),
  };
}

/** The server's logger options: Fastify's usual request fields, with secrets taken out of the URL. */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    // Fastify logs an unhandled error's message as the line's text, outside the `err` serializer.
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg: unknown) => (typeof arg === 'string' ? withoutParameters(arg) : arg)) as typeof args,
        );
      },
    },
    serializers: {
      err: (error: Error) => logSafeError(error),
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
