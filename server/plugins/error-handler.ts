import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ValidationErrorItem } from '@contract/errors';
import { isDatabaseUnavailable, serviceUnavailable } from '../lib/database-unavailable';
import { HttpError } from '../lib/http-error';

function toLocation(context: string | undefined, instancePath: string): (string | number)[] {
  const segments = instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  return [context ?? 'body', ...segments];
}

/**
 * FastAPI-style error bodies, as the client expects: 422 with a `detail` list for invalid input,
 * `{detail}` for known errors, and a masked 500 (logged with its request id) for everything else.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail: ValidationErrorItem[] = error.validation.map((issue) => ({
        loc: toLocation(error.validationContext, issue.instancePath),
        msg: issue.message ?? 'Invalid value',
        type: issue.keyword,
      }));
      return reply.status(422).send({ detail });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = serviceUnavailable();
      return reply.status(503).headers(unavailable.headers).send({ detail: unavailable.detail });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type; send application/json'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
              ? 'Request body is not valid JSON'
              : error.message;
      return reply.status(status).send({ detail });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: `Internal server error (request ${request.id})` });
  });
}
