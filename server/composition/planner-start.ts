import type { FastifyInstance } from 'fastify';

/** Without any request, the planner still loads this long after listening. */
export const IDLE_LOAD_MS = 1000;

/**
 * Runs `load` (the planner's code, the world's cities and the lexicons, then its warm-up) once the
 * server has answered its first request, or IDLE_LOAD_MS after listening without one: start-up ends
 * at the first answer rather than after the planner's load, and the first plan rarely waits for it.
 * Call before `listen`; call the returned function once listening.
 */
export function loadAfterFirstAnswer(app: FastifyInstance, load: () => Promise<unknown>): () => void {
  let asked = false;
  const start = () => {
    if (asked) return;
    asked = true;
    load().catch((error: unknown) => app.log.error({ err: error }, 'The planner failed to load'));
  };
  // Fastify cannot take a hook away: once asked, the hook costs every later answer one check.
  app.addHook('onResponse', async () => {
    if (!asked) setImmediate(start);
  });
  return () => setTimeout(start, IDLE_LOAD_MS).unref();
}
