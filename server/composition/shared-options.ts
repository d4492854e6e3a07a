import type { FastifyBaseLogger } from 'fastify';
import { createAccessTokens, type AccessTokens } from '../auth/access-tokens';
import { createRefreshTokenStore, type RefreshTokenStore } from '../auth/refresh-tokens';
import { createCachedSessionLiveness } from '../auth/session-liveness-cache';
import { createLocalProgressBus, type ProgressBus } from '../date-planner/progress-bus';
import { createOrigins, type Origins } from '../lib/origins';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limiter';
import type { AppDeps } from './app-deps';

/** What every domain's registration reads, built once per app. */
export interface SharedOptions extends Pick<
  AppDeps,
  'config' | 'db' | 'engine' | 'mailer' | 'worker' | 'sseHeartbeatMs' | 'jwtSecret'
> {
  log: FastifyBaseLogger;
  origins: Origins;
  rateLimiter: RateLimiter;
  refreshTokens: RefreshTokenStore;
  accessTokens: AccessTokens;
  bus: ProgressBus;
}

export function createSharedOptions(deps: AppDeps, log: FastifyBaseLogger): SharedOptions {
  const { config, db } = deps;
  const refreshTokens = createRefreshTokenStore(db, config.REFRESH_TOKEN_TTL_DAYS);
  // With the embedded database's announcements, a session seen live is remembered until it ends.
  const liveness = deps.sessionEndings
    ? createCachedSessionLiveness(refreshTokens, deps.sessionEndings)
    : refreshTokens;
  return {
    config,
    db,
    engine: deps.engine,
    mailer: deps.mailer,
    worker: deps.worker,
    sseHeartbeatMs: deps.sseHeartbeatMs,
    jwtSecret: deps.jwtSecret,
    log,
    origins: createOrigins(config.PUBLIC_ORIGIN, config.APP_ORIGINS),
    rateLimiter: createRateLimiter(db),
    refreshTokens,
    accessTokens: createAccessTokens(deps.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS, liveness),
    bus: deps.progressBus ?? createLocalProgressBus(),
  };
}
