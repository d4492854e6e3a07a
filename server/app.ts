import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAccessTokens } from './auth/access-tokens';
import { createAccountEmailService } from './auth/account-email-service';
import { createAccountTokenStore } from './auth/account-tokens';
import { createGoogleSignIn } from './auth/google-sign-in';
import { createAuthService, SIGN_IN_ACCOUNT_DELAYS } from './auth/auth-service';
import { createRefreshTokenStore } from './auth/refresh-tokens';
import { createUserRepository } from './auth/users';
import type { Config } from './config';
import type { Database } from './db/client';
import { refundAllowance } from './date-planner/allowance';
import { createGenerationService } from './date-planner/generation-service';
import {
  createGenerationWorker,
  type GenerationWorker,
  type GenerationWorkerOptions,
} from './date-planner/generation-worker';
import { createPlanEdits } from './date-planner/plan-edits';
import { createPlanJobs } from './date-planner/plan-jobs';
import { createPlanRepository } from './date-planner/plan-repository';
import { createLocalProgressBus, type ProgressBus } from './date-planner/progress-bus';
import { createProgressEventStore } from './date-planner/progress-events';
import { createFeedbackRepository } from './feedback/feedback-repository';
import type { GenerationEngine } from './generation/engine';
import { createOrigins } from './lib/origins';
import { httpTimeouts } from './lib/http-timeouts';
import { createRateLimiter } from './lib/rate-limiter';
import { createSignInThrottle } from './lib/sign-in-throttle';
import { proxyTrust } from './lib/trusted-proxies';
import type { Mailer } from './mail/mailer';
import { startPeriodExpiry } from './subscriptions/period-expiry';
import { createPaystackProvider } from './subscriptions/paystack-provider';
import { createPlanCatalog } from './subscriptions/plan-catalog';
import { createSubscriptionService } from './subscriptions/subscription-service';
import { createSubscriptionStore } from './subscriptions/subscription-store';
import { createTestCheckoutProvider } from './subscriptions/test-checkout-provider';
import authGate from './plugins/auth-gate';
import { registerErrorHandler } from './plugins/error-handler';
import {
  answerRequestsNodeWouldRefuse,
  clientErrorHandler,
  frameworkErrors,
} from './plugins/framework-errors';
import inputGuard from './plugins/input-guard';
import jsonBody from './plugins/json-body';
import { registerStaticSpa } from './plugins/static-spa';
import { healthRoutes } from './routes/health-routes';
import { accountRoutes } from './routes/v1/auth/account-routes';
import { googleRoutes } from './routes/v1/auth/google-routes';
import { recoveryRoutes } from './routes/v1/auth/recovery-routes';
import { sessionRoutes } from './routes/v1/auth/session-routes';
import { generateRoutes } from './routes/v1/date-planner/generate-routes';
import { planRoutes } from './routes/v1/date-planner/plan-routes';
import { feedbackRoutes } from './routes/v1/feedback/feedback-routes';
import { paystackWebhookRoutes } from './routes/v1/subscriptions/paystack-webhook-routes';
import { subscriptionRoutes } from './routes/v1/subscriptions/subscription-routes';
import { testCheckoutRoutes } from './routes/v1/subscriptions/test-checkout-routes';
import { progressStreamRoutes } from './routes/v1/date-planner/progress-stream-routes';
import { sharedPlanRoutes } from './routes/v1/date-planner/shared-plan-routes';

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

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process generation worker; tests wait on it with `idle()`. */
    generationWorker: GenerationWorker;
  }
}

export type App = FastifyInstance;

/** Builds the whole server as one Fastify instance; `index.ts` listens, tests use `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: proxyTrust(config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    ...httpTimeouts(config.REQUEST_TIMEOUT_MS),
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
  await app.register(inputGuard);
  await app.register(jsonBody);

  const refreshTokens = createRefreshTokenStore(db, config.REFRESH_TOKEN_TTL_DAYS);
  const accessTokens = createAccessTokens(deps.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS, refreshTokens);
  const rateLimiter = createRateLimiter(db);
  const users = createUserRepository(db);
  const jobs = createPlanJobs(db);
  const bus = deps.progressBus ?? createLocalProgressBus();
  const events = createProgressEventStore(db, bus);
  const accountEmail = createAccountEmailService({
    users,
    tokens: createAccountTokenStore(db),
    refreshTokens,
    mailer: deps.mailer,
    rateLimiter,
    log: app.log,
    onEmailVerified: (user) => jobs.attachGuestPlans(user.email, user.id),
  });
  const auth = createAuthService({
    users,
    refreshTokens,
    accessTokens,
    rateLimiter,
    signInRule: { limit: config.SIGNIN_RATE_LIMIT, windowSeconds: config.SIGNIN_RATE_WINDOW_SECONDS },
    signInAddressLimit: config.SIGNIN_ADDRESS_RATE_LIMIT,
    signInThrottle: createSignInThrottle(db, {
      ...SIGN_IN_ACCOUNT_DELAYS,
      windowSeconds: config.SIGNIN_RATE_WINDOW_SECONDS,
    }),
    signUpLimitPerHour: config.SIGNUP_RATE_LIMIT,
    onVerifiedSession: (user) => jobs.attachGuestPlans(user.email, user.user_id),
  });
  const worker = createGenerationWorker({
    jobs,
    events,
    engine: deps.engine,
    refund: (spend) => refundAllowance(db, spend),
    log: app.log,
    ...deps.worker,
  });
  const generation = createGenerationService({
    db,
    jobs,
    rateLimiter,
    wakeWorker: worker.wake,
    guestRule: { limit: config.GUEST_GENERATION_RATE_LIMIT, windowSeconds: 3600 },
  });

  await app.register(authGate, { accessTokens });
  app.get('/v1/health', async () => ({ status: 'ok' }));
  await app.register(healthRoutes, { db });
  const origins = createOrigins(config.PUBLIC_ORIGIN, config.APP_ORIGINS);
  await app.register(sessionRoutes, { prefix: '/v1/auth', auth, accountEmail, origins });
  await app.register(accountRoutes, { prefix: '/v1/auth', auth, users, accountEmail, origins });
  await app.register(recoveryRoutes, { prefix: '/v1/auth', accountEmail, origins });
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? createGoogleSignIn(
          db,
          users,
          {
            issuer: config.GOOGLE_ISSUER,
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
          },
          app.log,
        )
      : null;
  await app.register(googleRoutes, { prefix: '/v1/auth', auth, google, origins });
  await app.register(generateRoutes, { prefix: '/v1/date-planner', generation });
  const plans = createPlanRepository(db);
  await app.register(planRoutes, {
    prefix: '/v1/date-planner',
    plans,
    edits: createPlanEdits(db, rateLimiter),
    generation,
    origins,
  });
  await app.register(sharedPlanRoutes, {
    prefix: '/v1/date-planner',
    plans,
    origins,
  });
  await app.register(feedbackRoutes, {
    prefix: '/v1/feedback',
    feedback: createFeedbackRepository(db),
    rateLimiter,
    guestLimitPerHour: config.GUEST_FEEDBACK_RATE_LIMIT,
  });

  const subscriptionStore = createSubscriptionStore(db);
  // Without Paystack or the test checkout, payments are off and their endpoints answer 503.
  const testCheckout = !config.PAYSTACK_SECRET_KEY && config.TEST_CHECKOUT;
  const subscriptions = createSubscriptionService({
    db,
    catalog: createPlanCatalog(db),
    store: subscriptionStore,
    provider: config.PAYSTACK_SECRET_KEY
      ? createPaystackProvider({ secretKey: config.PAYSTACK_SECRET_KEY, baseUrl: config.PAYSTACK_BASE_URL })
      : testCheckout
        ? createTestCheckoutProvider(db, origins.api)
        : null,
    origins,
  });
  await app.register(subscriptionRoutes, { prefix: '/v1/subscriptions', subscriptions });
  if (config.PAYSTACK_SECRET_KEY) {
    await app.register(paystackWebhookRoutes, {
      prefix: '/v1/subscriptions',
      subscriptions,
      secretKey: config.PAYSTACK_SECRET_KEY,
    });
  } else if (testCheckout) {
    await app.register(testCheckoutRoutes, { prefix: '/v1/subscriptions', subscriptions });
  }
  await app.register(progressStreamRoutes, {
    prefix: '/v1/date-planner',
    jobs,
    events,
    bus,
    accessTokens,
    heartbeatMs: deps.sseHeartbeatMs,
  });

  if (deps.serveSpa) await registerStaticSpa(app, config.STATIC_DIR);
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'Not found' }));

  let stopExpiry = () => {};
  app.addHook('onReady', async () => {
    await worker.start();
    stopExpiry = startPeriodExpiry(subscriptionStore, app.log);
  });
  app.addHook('onClose', async () => stopExpiry());
  // Stop generations before the database closes; open streams end with the server.
  app.addHook('preClose', () => worker.stop());
  app.addHook('onClose', () => bus.close());
  app.decorate('generationWorker', worker);
  return app;
}
