import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokenClaims, AccessTokens } from '../auth/access-tokens';
import { unauthorized } from '../lib/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` on routes that require a member. */
    auth: AccessTokenClaims | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    /** The member behind the request's Bearer token, if any, without requiring one. */
    optionalAuth(request: FastifyRequest): Promise<AccessTokenClaims | null>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

async function authGate(app: FastifyInstance, options: { accessTokens: AccessTokens }) {
  app.decorateRequest('auth', null);

  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.auth = token ? await options.accessTokens.verify(token) : null;
    return request.auth;
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!(await app.optionalAuth(request))) throw unauthorized();
  });
}

export default fp(authGate, { name: 'auth-gate' });

/** The claims `app.authenticate` put on the request; throws when a route forgot the hook. */
export function requireAuth(request: FastifyRequest): AccessTokenClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
