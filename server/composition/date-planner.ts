import type { FastifyInstance } from 'fastify';
import { PLANNER_BASE } from '@contract/date-plans';
import { createGenerationService } from '../date-planner/generation-service';
import { createGenerationWorker, type GenerationWorker } from '../date-planner/generation-worker';
import { createPlanEdits } from '../date-planner/plan-edits';
import { createPlanJobs, type PlanJobs } from '../date-planner/plan-jobs';
import { createPlanRepository } from '../date-planner/plan-repository';
import { createProgressEventStore } from '../date-planner/progress-events';
import { createProgressStream } from '../date-planner/progress-stream';
import { generateRoutes } from '../routes/v1/date-planner/generate-routes';
import { placeRoutes } from '../routes/v1/date-planner/place-routes';
import { planRoutes } from '../routes/v1/date-planner/plan-routes';
import { progressStreamRoutes } from '../routes/v1/date-planner/progress-stream-routes';
import { sharedPlanRoutes } from '../routes/v1/date-planner/shared-plan-routes';
import { sharedPlanWebPage } from '../routes/web/shared-plan-web-page';
import type { SpaPage } from '../plugins/static-spa';
import type { Allowance } from '../subscriptions/allowance';
import type { SharedOptions } from './shared-options';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process generation worker; tests wait on it with `idle()`. */
    generationWorker: GenerationWorker;
  }
}

export interface DatePlannerNeeds {
  allowance: Pick<Allowance, 'spend' | 'refund'>;
}

/**
 * Date plans: generation (queue, worker, progress stream), the member's plans and shared plans. The
 * worker runs from ready until just before close, so no generation outlives the database.
 */
export async function registerDatePlanner(
  app: FastifyInstance,
  shared: SharedOptions,
  { allowance }: DatePlannerNeeds,
): Promise<{ jobs: PlanJobs; pages: SpaPage[] }> {
  const { config, db, rateLimiter, bus } = shared;
  const jobs = createPlanJobs(db);
  const events = createProgressEventStore(db, bus);
  const worker = createGenerationWorker({
    jobs,
    events,
    engine: shared.engine,
    refund: allowance.refund,
    log: shared.log,
    ...shared.worker,
  });
  const generation = createGenerationService({
    db,
    jobs,
    allowance,
    rateLimiter,
    wakeWorker: worker.wake,
    guestRule: { limit: config.GUEST_GENERATION_RATE_LIMIT, windowSeconds: 3600 },
  });
  const plans = createPlanRepository(db);

  const prefix = PLANNER_BASE;
  await app.register(generateRoutes, { prefix, generation });
  await app.register(planRoutes, { prefix, plans, edits: createPlanEdits(db, rateLimiter), generation });
  await app.register(sharedPlanRoutes, { prefix, plans });
  await app.register(placeRoutes, { prefix, db });
  await app.register(progressStreamRoutes, {
    prefix,
    jobs,
    progress: createProgressStream({
      events,
      bus,
      planStatus: async (planId) => (await jobs.find(planId))?.status,
    }),
    accessTokens: shared.accessTokens,
    heartbeatMs: shared.sseHeartbeatMs,
  });

  app.addHook('onReady', () => worker.start());
  // Stop generations before the database closes; open streams end with the server.
  app.addHook('preClose', () => worker.stop());
  app.decorate('generationWorker', worker);
  return { jobs, pages: [sharedPlanWebPage(plans, () => app.origins.site)] };
}
