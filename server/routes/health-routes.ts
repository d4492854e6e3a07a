import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';
import { serviceUnavailable } from '../lib/database-unavailable';

export interface HealthRouteDeps {
  db: Database;
  /** How long the database may take to answer before the process counts as not ready. */
  readinessTimeoutMs?: number;
}

async function answersWithin(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for load balancers and orchestrators, outside the versioned API: `/healthz` says the
 * process is alive (restarting it would not help a database outage, so it never asks the database);
 * `/readyz` says it can serve requests now, which needs the database to answer.
 */
export const healthRoutes: FastifyPluginAsync<HealthRouteDeps> = async (app, deps) => {
  const timeoutMs = deps.readinessTimeoutMs ?? 2_000;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request) => {
    const ready = await answersWithin(deps.db, timeoutMs).catch((error: unknown) => {
      request.log.warn({ err: error }, 'readiness check: the database did not answer');
      return false;
    });
    if (!ready) throw serviceUnavailable();
    return { status: 'ready' };
  });
};
