import { resolveJwtSecret } from './auth/jwt-secret';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  const app = await buildApp({
    config,
    db: database.db,
    jwtSecret: resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    logger: { level: config.LOG_LEVEL },
    serveSpa: true,
  });

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

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Datecraft is serving on ${config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`} (${database.kind})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Datecraft failed to start:', error);
  }
  process.exit(1);
});
