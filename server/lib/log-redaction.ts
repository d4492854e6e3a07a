import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values must never reach a log line: the progress stream's access token
 * and guest e-mail (EventSource cannot send headers), the e-mailed verification and reset tokens
 * that the SPA's own pages carry, and the OAuth code and state of the Google callback.
 */
const SECRET_PARAMETER = /([?&](?:token|access_token|refresh_token|email|code|state)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMETER, '$1[redacted]');

/** The server's logger options: Fastify's usual request fields, with secrets taken out of the URL. */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    serializers: {
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
