import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  planDetailSchema,
  planListQuerySchema,
  generateResponseSchema,
  planListResponseSchema,
  planStatsSchema,
  PLAN_PATHS,
  scheduleRequestSchema,
  shareRequestSchema,
  swapAlternativesResponseSchema,
  swapRequestSchema,
  shareResponseSchema,
  updatePlanRequestSchema,
} from '@contract/date-plans';
import { messageResponseSchema } from '@contract/errors';
import type { GenerationService } from '../../../date-planner/generation-service';
import { calendarFileOf } from '../../../date-planner/plan-calendar-file';
import type { PlanEdits } from '../../../date-planner/plan-edits';
import { ownPlanUrl, sharedPlanUrl } from '../../../date-planner/plan-links';
import { PLAN_NOT_FOUND } from '@contract/date-plans';
import { toPlanDetail, type PlanRepository } from '../../../date-planner/plan-repository';
import { notFound } from '../../../lib/http-error';
import { isUuid } from '../../../lib/ids';
import { routePattern } from '../../../lib/route-pattern';
import { requireAuth } from '../../../plugins/auth-gate';
import { sendCalendar } from './calendar-reply';

const planParams = z.object({ planId: z.string() });
const stepParams = z.object({ planId: z.string(), stepIndex: z.coerce.number().int().min(0).max(50) });

/** The owner's plans. Another member's plan and a malformed id both answer 404, so ids reveal nothing. */
export const planRoutes: FastifyPluginAsyncZod<{
  plans: PlanRepository;
  edits: PlanEdits;
  generation: GenerationService;
}> = async (app, { plans, edits, generation }) => {
  app.addHook('onRequest', app.authenticate);

  const ownedOr404 = <T>(value: T | null | undefined | false): T => {
    if (!value) throw notFound(PLAN_NOT_FOUND);
    return value;
  };
  const checkedId = (planId: string) => ownedOr404(isUuid(planId) && planId);

  const planPath = routePattern(PLAN_PATHS.plan, 'planId');

  app.get(
    PLAN_PATHS.plans,
    { schema: { querystring: planListQuerySchema, response: { 200: planListResponseSchema } } },
    async (request) => plans.list(requireAuth(request).userId, request.query),
  );

  // A static path: Fastify matches it before the plan id's placeholder, so 'stats' is never an id.
  app.get(PLAN_PATHS.stats, { schema: { response: { 200: planStatsSchema } } }, async (request) =>
    plans.stats(requireAuth(request).userId),
  );

  app.get(
    planPath,
    { schema: { params: planParams, response: { 200: planDetailSchema } } },
    async (request) =>
      toPlanDetail(
        ownedOr404(await plans.find(requireAuth(request).userId, checkedId(request.params.planId))),
      ),
  );

  app.patch(
    planPath,
    { schema: { params: planParams, body: updatePlanRequestSchema, response: { 200: planDetailSchema } } },
    async (request) =>
      toPlanDetail(
        ownedOr404(
          await plans.update(requireAuth(request).userId, checkedId(request.params.planId), request.body),
        ),
      ),
  );

  app.delete(
    planPath,
    { schema: { params: planParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      ownedOr404(await plans.remove(requireAuth(request).userId, checkedId(request.params.planId)));
      return { message: 'Date plan deleted' };
    },
  );

  app.patch(
    routePattern(PLAN_PATHS.share, 'planId'),
    { schema: { params: planParams, body: shareRequestSchema, response: { 200: shareResponseSchema } } },
    async (request) => {
      const row = ownedOr404(
        await plans.setShared(
          requireAuth(request).userId,
          checkedId(request.params.planId),
          request.body.is_shareable,
        ),
      );
      if (!row.shareToken) return { share_token: null, share_url: null };
      return {
        share_token: row.shareToken,
        share_url: sharedPlanUrl(app.origins.site, row.shareToken),
      };
    },
  );

  app.patch(
    routePattern(PLAN_PATHS.schedule, 'planId'),
    { schema: { params: planParams, body: scheduleRequestSchema, response: { 200: planDetailSchema } } },
    async (request) =>
      toPlanDetail(
        await edits.schedule(
          requireAuth(request).userId,
          checkedId(request.params.planId),
          request.body.scheduled_for,
          PLAN_NOT_FOUND,
        ),
      ),
  );

  app.get(
    routePattern(PLAN_PATHS.alternatives, 'planId', 'stepIndex'),
    { schema: { params: stepParams, response: { 200: swapAlternativesResponseSchema } } },
    async (request) =>
      edits.alternatives(
        requireAuth(request).userId,
        checkedId(request.params.planId),
        request.params.stepIndex,
        PLAN_NOT_FOUND,
      ),
  );

  app.post(
    routePattern(PLAN_PATHS.swap, 'planId', 'stepIndex'),
    { schema: { params: stepParams, body: swapRequestSchema, response: { 200: planDetailSchema } } },
    async (request) =>
      toPlanDetail(
        await edits.swap(
          requireAuth(request).userId,
          checkedId(request.params.planId),
          request.params.stepIndex,
          request.body.alternative_id,
          PLAN_NOT_FOUND,
        ),
      ),
  );

  app.post(
    routePattern(PLAN_PATHS.undoSwap, 'planId'),
    { schema: { params: planParams, response: { 200: planDetailSchema } } },
    async (request) =>
      toPlanDetail(
        await edits.undo(requireAuth(request).userId, checkedId(request.params.planId), PLAN_NOT_FOUND),
      ),
  );

  app.post(
    routePattern(PLAN_PATHS.anotherVersion, 'planId'),
    { schema: { params: planParams, response: { 201: generateResponseSchema } } },
    async (request, reply) => {
      const planId = await generation.anotherVersion(
        requireAuth(request).userId,
        checkedId(request.params.planId),
        PLAN_NOT_FOUND,
      );
      reply.status(201);
      return { plan_id: planId };
    },
  );

  app.get(
    routePattern(PLAN_PATHS.calendar, 'planId'),
    { schema: { params: planParams } },
    async (request, reply) => {
      const row = ownedOr404(await plans.find(requireAuth(request).userId, checkedId(request.params.planId)));
      const planUrl = row.shareToken
        ? sharedPlanUrl(app.origins.site, row.shareToken)
        : ownPlanUrl(app.origins.site, row.id);
      return sendCalendar(reply, ownedOr404(calendarFileOf(row, planUrl)));
    },
  );
};
