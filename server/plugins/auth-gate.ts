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
    /**
     * The member behind the request's Bearer token, or null for a request without credentials.
     * Credentials that are sent but no longer valid give 401, never a silent guest.
     */
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
    if (request.headers.authorization === undefined) return null;
    const token = bearerToken(request);
    // Verification includes the session, so a signed-out, reset or deleted session ends here.
    request.auth = token ? await options.accessTokens.verify(token) : null;
    // The client refreshes on 401; answering a stale member as a guest would lose their identity.
    if (!request.auth) throw unauthorized();
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
