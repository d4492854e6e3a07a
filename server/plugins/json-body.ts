import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON bodies as Fastify parses them, except that an empty one is no body. The spec has every request
 * carry a JSON content type, so a client following it sends that header with bodiless calls too
 * (cancel, sign out, delete); routes that need a body still refuse the missing one in validation.
 */
async function jsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}

export default fp(jsonBody, { name: 'json-body' });
