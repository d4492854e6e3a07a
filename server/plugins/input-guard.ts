import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { depthLimitedBody } from '../lib/json-depth';
import { HttpError, invalidField } from '../lib/http-error';
import { findUnsafeText } from '../lib/unsafe-text';

/** No request of this API nests deeper than a few levels; 32 leaves room without inviting abuse. */
export const MAX_JSON_DEPTH = 32;

const tooDeep = () =>
  new HttpError(400, `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);

/**
 * Refuses input no handler should see, for every route in one place: an HTTP/1.1 request without
 * Host, JSON nested beyond MAX_JSON_DEPTH (while it streams in, before parsing) and text with
 * control characters or broken Unicode anywhere in the path parameters, query string or body
 * (before validation and any database query).
 */
async function inputGuard(app: FastifyInstance) {
  // HTTP/1.1 requires a Host header. Node refuses a request without one with an empty 400; with
  // its check off (it reads this server property on every request), the hook below answers instead.
  Object.assign(app.server, { requireHostHeader: false });
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw new HttpError(400, 'The Host header is required');
    }
  });

  app.addHook('preParsing', async (request, _reply, payload) =>
    request.headers['content-type']?.toLowerCase().includes('json')
      ? depthLimitedBody(payload, MAX_JSON_DEPTH, tooDeep)
      : payload,
  );

  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [context, value] of Object.entries(parts)) {
      const found = findUnsafeText(value);
      if (found) throw invalidField([context, ...found.path], found.msg, found.type);
    }
  });
}

export default fp(inputGuard, { name: 'input-guard' });
