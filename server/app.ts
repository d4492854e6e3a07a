import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAccessTokens } from './auth/access-tokens';
import { createAuthService } from './auth/auth-service';
import { createRefreshTokenStore } from './auth/refresh-tokens';
import { createUserRepository } from './auth/users';
import type { Config } from './config';
import type { Database } from './db/client';
import { createRateLimiter } from './lib/rate-limiter';
import authGate from './plugins/auth-gate';
import { registerErrorHandler } from './plugins/error-handler';
import { registerStaticSpa } from './plugins/static-spa';
import { accountRoutes } from './routes/v1/auth/account-routes';
import { sessionRoutes } from './routes/v1/auth/session-routes';

export type AppConfig = Pick<
  Config,
  | 'ACCESS_TOKEN_TTL_SECONDS'
  | 'REFRESH_TOKEN_TTL_DAYS'
  | 'STATIC_DIR'
  | 'TRUST_PROXY'
  | 'SIGNIN_RATE_LIMIT'
  | 'SIGNIN_RATE_WINDOW_SECONDS'
>;

export interface AppDeps {
  config: AppConfig;
  db: Database;
  jwtSecret: Uint8Array;
  logger?: FastifyServerOptions['logger'];
  /** Whether to serve the built SPA; tests of the API leave it off. */
  serveSpa?: boolean;
}

/** Builds the whole server as one Fastify instance; `index.ts` listens, tests use `app.inject`. */
export async function buildApp(deps: AppDeps) {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    requestIdHeader: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const accessTokens = createAccessTokens(deps.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS);
  const users = createUserRepository(db);
  const auth = createAuthService({
    users,
    refreshTokens: createRefreshTokenStore(db, config.REFRESH_TOKEN_TTL_DAYS),
    accessTokens,
    rateLimiter: createRateLimiter(db),
    signInRule: { limit: config.SIGNIN_RATE_LIMIT, windowSeconds: config.SIGNIN_RATE_WINDOW_SECONDS },
  });

  await app.register(authGate, { accessTokens });
  app.get('/v1/health', async () => ({ status: 'ok' }));
  await app.register(sessionRoutes, { prefix: '/v1/auth', auth });
  await app.register(accountRoutes, { prefix: '/v1/auth', auth, users });

  if (deps.serveSpa) await registerStaticSpa(app, config.STATIC_DIR);
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'Not found' }));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
