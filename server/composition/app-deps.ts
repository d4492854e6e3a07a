import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import type { GenerationWorkerOptions } from '../date-planner/generation-worker';
import type { ProgressBus } from '../date-planner/progress-bus';
import type { Database } from '../db/client';
import type { SessionEndings } from '../db/session-endings';
import type { GenerationEngine } from '../generation/engine';
import type { Mailer } from '../mail/mailer';

export type AppConfig = Pick<
  Config,
  | 'ACCESS_TOKEN_TTL_SECONDS'
  | 'REFRESH_TOKEN_TTL_DAYS'
  | 'STATIC_DIR'
  | 'TRUST_PROXY'
  | 'SIGNIN_RATE_LIMIT'
  | 'SIGNIN_RATE_WINDOW_SECONDS'
  | 'SIGNIN_ADDRESS_RATE_LIMIT'
  | 'SIGNUP_RATE_LIMIT'
  | 'REQUEST_TIMEOUT_MS'
  | 'GUEST_GENERATION_RATE_LIMIT'
  | 'PUBLIC_ORIGIN'
  | 'APP_ORIGINS'
  | 'TEST_CHECKOUT'
  | 'GUEST_FEEDBACK_RATE_LIMIT'
  | 'PAYSTACK_SECRET_KEY'
  | 'PAYSTACK_BASE_URL'
  | 'GOOGLE_ISSUER'
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
>;

export interface AppDeps {
  config: AppConfig;
  db: Database;
  jwtSecret: Uint8Array;
  engine: GenerationEngine;
  mailer: Mailer;
  /**
   * The embedded database's announcements of ended sessions: with them, a session seen live is
   * remembered until it ends; without (PostgreSQL), every request reads it from the database.
   */
  sessionEndings?: SessionEndings;
  /** Carries progress wake-ups between processes; in-process when omitted. */
  progressBus?: ProgressBus;
  worker?: Pick<
    GenerationWorkerOptions,
    'recoverAllOnStart' | 'heartbeatMs' | 'staleAfterMs' | 'concurrency'
  >;
  sseHeartbeatMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** Whether to serve the built SPA; tests of the API leave it off. */
  serveSpa?: boolean;
}
