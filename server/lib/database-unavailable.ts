import { HttpError } from './http-error';

export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
/** Seconds a client should wait before trying again; a restart of PostgreSQL takes a few. */
export const RETRY_AFTER_SECONDS = 5;

/** Socket failures on the way to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL's own "not now": shutting down, starting up, crashed, or out of connection slots. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres says when a connection dies or cannot be had, without a code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

function isOutageItself(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exceptions.
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
  }
  return DRIVER_MESSAGES.some((message) => error.message.startsWith(message));
}

/**
 * True when an error means the database cannot be reached right now (rather than that a query was
 * wrong), whether the driver error arrives bare, wrapped by Drizzle, or as one of several attempts.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (isOutageItself(current)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

export const serviceUnavailable = () =>
  new HttpError(503, SERVICE_UNAVAILABLE, { 'retry-after': String(RETRY_AFTER_SECONDS) });
