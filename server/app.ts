import type { FastifyInstance } from 'fastify';
import { registerAuth } from './composition/auth';
import type { AppDeps } from './composition/app-deps';
import { registerDatePlanner } from './composition/date-planner';
import { registerFeedback } from './composition/feedback';
import { createServer, registerFallbacks, registerPlatform } from './composition/platform';
import { createSharedOptions } from './composition/shared-options';
import { createSubscriptions, registerSubscriptions } from './composition/subscriptions';

export type { AppConfig, AppDeps } from './composition/app-deps';
export type App = FastifyInstance;

/**
 * Builds the whole server as one Fastify instance; `index.ts` listens, tests use `app.inject`. Each
 * domain registers itself from the same shared options; the order keeps the lifecycle hooks' order:
 * the worker starts before the period expiry, and the progress bus closes last.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = await createServer(deps);
  const shared = createSharedOptions(deps, app.log);
  await registerPlatform(app, shared);
  // The allowance is the subscriptions' and the date planner spends it, so it is built first.
  const subscriptions = createSubscriptions(shared);
  const planner = await registerDatePlanner(app, shared, { allowance: subscriptions.allowance });
  await registerAuth(app, shared, { attachGuestPlans: planner.jobs.attachGuestPlans });
  await registerFeedback(app, shared);
  const pricing = await registerSubscriptions(app, shared, subscriptions);
  await registerFallbacks(app, shared, deps.serveSpa ?? false, [...planner.pages, ...pricing.pages]);
  return app;
}
