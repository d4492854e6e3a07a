import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  planDetailSchema,
  planListQuerySchema,
  planListResponseSchema,
  shareRequestSchema,
  shareResponseSchema,
  updatePlanRequestSchema,
} from '../../../../contract/date-plans';
import { messageResponseSchema } from '../../../../contract/errors';
import { toPlanDetail, type PlanRepository } from '../../../date-planner/plan-repository';
import { notFound } from '../../../lib/http-error';
import { isUuid } from '../../../lib/ids';
import { requireAuth } from '../../../plugins/auth-gate';
import { PLAN_NOT_FOUND } from './progress-stream-routes';

const planParams = z.object({ planId: z.string() });

/** The owner's plans. Another member's plan and a malformed id both answer 404, so ids reveal nothing. */
export const planRoutes: FastifyPluginAsyncZod<{
  plans: PlanRepository;
  publicOrigin: string | undefined;
}> = async (app, { plans, publicOrigin }) => {
  app.addHook('onRequest', app.authenticate);

  const ownedOr404 = <T>(value: T | undefined | false): T => {
    if (!value) throw notFound(PLAN_NOT_FOUND);
    return value;
  };
  const checkedId = (planId: string) => ownedOr404(isUuid(planId) && planId);

  app.get(
    '/plans',
    { schema: { querystring: planListQuerySchema, response: { 200: planListResponseSchema } } },
    async (request) => plans.list(requireAuth(request).userId, request.query),
  );

  app.get(
    '/plans/:planId',
    { schema: { params: planParams, response: { 200: planDetailSchema } } },
    async (request) =>
      toPlanDetail(
        ownedOr404(await plans.find(requireAuth(request).userId, checkedId(request.params.planId))),
      ),
  );

  app.patch(
    '/plans/:planId',
    { schema: { params: planParams, body: updatePlanRequestSchema, response: { 200: planDetailSchema } } },
    async (request) =>
      toPlanDetail(
        ownedOr404(
          await plans.update(requireAuth(request).userId, checkedId(request.params.planId), request.body),
        ),
      ),
  );

  app.delete(
    '/plans/:planId',
    { schema: { params: planParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      ownedOr404(await plans.remove(requireAuth(request).userId, checkedId(request.params.planId)));
      return { message: 'Date plan deleted' };
    },
  );

  app.patch(
    '/plans/:planId/share',
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
      const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
      return { share_token: row.shareToken, share_url: `${origin}/date-plan/shared/${row.shareToken}` };
    },
  );
};
