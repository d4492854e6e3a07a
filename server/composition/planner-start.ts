import type { FastifyInstance } from 'fastify';
import { loadPlanner, type LazyEngine } from '../generation/lazy-planner';

/** Without any request, the planner still loads this long after listening. */
const IDLE_LOAD_MS = 1000;

/**
 * Loads the planner (its code, the world's cities, the lexicons) and warms it up once the server has
 * answered its first request, or IDLE_LOAD_MS after listening without one. Start-up ends at the first
 * answer rather than after the planner's load, and the first plan rarely waits for it. Call before
 * `listen`; call the returned function once listening.
 */
export function loadPlannerAfterFirstAnswer(app: FastifyInstance, engine: LazyEngine): () => void {
  let asked = false;
  const load = () => {
    if (asked) return;
    asked = true;
    engine
      .load()
      .then(() => loadPlanner())
      .then((planner) => planner.warmUpPlannerInTurns())
      .catch((error: unknown) => app.log.error({ err: error }, 'The planner failed to load'));
  };
  app.addHook('onResponse', async () => {
    setImmediate(load);
  });
  return () => setTimeout(load, IDLE_LOAD_MS).unref();
}
