import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { resolveJwtSecret } from './auth/jwt-secret';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createPostgresProgressBus, PROGRESS_LISTENER_NAME } from './date-planner/progress-bus';
import { openDatabase } from './db/client';
import { chosenEngine } from './generation/engine';
import { lazyEngine, loadPlanner } from './generation/lazy-planner';
import { loadAfterFirstAnswer } from './composition/planner-start';
import { createPlacesCache } from './generation/places/places-cache';
import { loggerOptions } from './lib/log-redaction';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  // The outbox logs through the app's logger, which exists only once the app is built.
  const logSink: { log?: FastifyBaseLogger } = {};
  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(join(config.DATA_DIR, 'outbox'), config.MAIL_FROM, (details, message) =>
        logSink.log?.info(details, message),
      );
  const llm =
    config.LLM_BASE_URL && config.LLM_MODEL
      ? { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY ?? '', model: config.LLM_MODEL }
      : undefined;
  const engine = lazyEngine(
    chosenEngine(config.GENERATION_ENGINE, llm),
    ({ createEngine, createLivePlaces }) =>
      createEngine({
        kind: config.GENERATION_ENGINE,
        delayMs: config.GENERATION_STEP_DELAY_MS,
        llm,
        places: createLivePlaces({
          mode: config.PLACES_PROVIDER,
          overpassUrl: config.OVERPASS_URL,
          nominatimUrl: config.NOMINATIM_URL,
          userAgent: `Datecraft/0.1 (${config.PUBLIC_ORIGIN}; ${config.MAIL_FROM})`,
          timeoutMs: config.PLACES_TIMEOUT_MS,
          probeIntervalMs: config.PLACES_PROBE_MINUTES * 60_000,
          cache: createPlacesCache(database.db, { days: config.PLACES_CACHE_DAYS }),
          onChange: (up) =>
            logSink.log?.info(
              up
                ? 'OpenStreetMap answers: plans get live venues'
                : 'OpenStreetMap is down: plans are made offline',
            ),
        }),
      }),
  );
  const app = await buildApp({
    mailer,
    config,
    db: database.db,
    sessionEndings: database.sessionEndings,
    jwtSecret: resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    engine,
    progressBus: config.DATABASE_URL
      ? await createPostgresProgressBus({
          createClient: () =>
            new pg.Client({
              connectionString: config.DATABASE_URL,
              keepAlive: true,
              application_name: PROGRESS_LISTENER_NAME,
            }),
          warn: (message) => (logSink.log ? logSink.log.warn(message) : console.warn(message)),
        })
      : undefined,
    // Only one process can open the embedded database, so anything running at start was interrupted.
    worker: { recoverAllOnStart: database.kind === 'pglite' },
    logger: loggerOptions(config.LOG_LEVEL),
    serveSpa: true,
  });
  logSink.log = app.log;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const afterListening = loadAfterFirstAnswer(app, async () => {
    await engine.load();
    await (await loadPlanner()).warmUpPlannerInTurns();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  afterListening();
  app.log.info(
    `Datecraft is serving on ${config.PUBLIC_ORIGIN} (listening on ${config.HOST}:${config.PORT}, ${database.kind})`,
  );
  if (!config.PAYSTACK_SECRET_KEY) {
    app.log.warn(
      config.TEST_CHECKOUT
        ? 'Payments use the built-in test checkout (TEST_CHECKOUT): paid plans activate without payment'
        : 'Payments are off: set PAYSTACK_SECRET_KEY, or TEST_CHECKOUT=true for the test checkout',
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Datecraft failed to start:', error);
  }
  process.exit(1);
});
