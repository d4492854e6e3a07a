import type { ServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** Headers come in one burst from any real client; a slow trickle of them is a held connection. */
const HEADERS_TIMEOUT_MS = 10_000;
/** Longer than the 60 s idle timeout of common load balancers, so they close idle connections first. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** A socket with no traffic either way; well above the progress stream's 15 s heartbeat. */
const IDLE_SOCKET_TIMEOUT_MS = 120_000;

/**
 * Timeouts that cut off a client trickling its headers or body (slow loris). They bound receiving the
 * request only: once it is in, the response may take as long as it needs, so progress streams stay open.
 */
export function httpTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: IDLE_SOCKET_TIMEOUT_MS,
    http: {
      // Node insists on headers timing out no later than the whole request.
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      requestTimeout: requestTimeoutMs,
      // Node looks for expired requests on this interval (30 s by default), so a cut comes this late at most.
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(requestTimeoutMs / 4)),
    },
  } satisfies Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'> & {
    http: ServerOptions;
  };
}
