import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { httpTimeouts } from '../lib/http-timeouts';
import { proxyTrust } from '../lib/trusted-proxies';
import authGate from '../plugins/auth-gate';
import { registerCompression } from '../plugins/compression';
import { registerErrorHandler } from '../plugins/error-handler';
import {
  answerRequestsNodeWouldRefuse,
  clientErrorHandler,
  frameworkErrors,
} from '../plugins/framework-errors';
import inputGuard from '../plugins/input-guard';
import jsonBody from '../plugins/json-body';
import { registerSecurityHeaders } from '../plugins/security-headers';
import siteOrigins from '../plugins/site-origins';
import { registerStaticSpa, type SpaPage } from '../plugins/static-spa';
import { healthRoutes } from '../routes/health-routes';
import type { AppDeps } from './app-deps';
import type { SharedOptions } from './shared-options';

/** The Fastify instance with the API's error shapes and input guards, before any route. */
export async function createServer(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: proxyTrust(deps.config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    ...httpTimeouts(deps.config.REQUEST_TIMEOUT_MS),
    requestIdHeader: false,
    // Progress streams stay open; shutting down must not wait for them.
    forceCloseConnections: true,
    // Errors from before routing and from Node's HTTP parser answer in the API's `{detail}` shape too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  answerRequestsNodeWouldRefuse(app.server);
  // Before every other hook and route: early refusals carry the headers too, and compression only
  // attaches to routes declared after it.
  await registerSecurityHeaders(app, {
    publicOrigin: deps.config.PUBLIC_ORIGIN,
    appOrigins: deps.config.APP_ORIGINS,
  });
  await registerCompression(app);
  await app.register(inputGuard);
  await app.register(jsonBody);
  return app;
}

/** What every route may use (the member gate, the site's origins) and the health probes. */
export async function registerPlatform(app: FastifyInstance, shared: SharedOptions): Promise<void> {
  await app.register(siteOrigins, { origins: shared.origins });
  await app.register(authGate, { accessTokens: shared.accessTokens });
  app.get('/v1/health', async () => ({ status: 'ok' }));
  await app.register(healthRoutes, { db: shared.db });
}

/** After every route: the SPA (or a JSON 404) for the rest, and the shared resources' last close. */
export async function registerFallbacks(
  app: FastifyInstance,
  shared: SharedOptions,
  serveSpa: boolean,
  pages: SpaPage[] = [],
): Promise<void> {
  if (serveSpa) await registerStaticSpa(app, shared.config.STATIC_DIR, pages);
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'Not found' }));
  app.addHook('onClose', () => shared.bus.close());
}
