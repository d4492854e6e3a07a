import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLAN_NOT_FOUND, PLAN_PATHS, planDetailSchema } from '@contract/date-plans';
import { calendarFileOf } from '../../../date-planner/plan-calendar-file';
import { sharedPlanUrl } from '../../../date-planner/plan-links';
import { toSharedPlanDetail, type PlanRepository } from '../../../date-planner/plan-repository';
import { notFound } from '../../../lib/http-error';
import { routePattern } from '../../../lib/route-pattern';
import { sendCalendar } from './calendar-reply';

const sharedParams = z.object({ shareToken: z.string().max(100) });

/** Read-only access for anyone holding a share link, for as long as the owner keeps it shared. */
export const sharedPlanRoutes: FastifyPluginAsyncZod<{ plans: PlanRepository }> = async (app, { plans }) => {
  app.get(
    routePattern(PLAN_PATHS.shared, 'shareToken'),
    { schema: { params: sharedParams, response: { 200: planDetailSchema } } },
    async (request) => {
      const row = await plans.findShared(request.params.shareToken);
      if (!row) throw notFound(PLAN_NOT_FOUND);
      return toSharedPlanDetail(row);
    },
  );

  app.get(
    routePattern(PLAN_PATHS.sharedCalendar, 'shareToken'),
    { schema: { params: sharedParams } },
    async (request, reply) => {
      const row = await plans.findShared(request.params.shareToken);
      const file = row && calendarFileOf(row, sharedPlanUrl(app.origins.site, request.params.shareToken));
      if (!file) throw notFound(PLAN_NOT_FOUND);
      return sendCalendar(reply, file);
    },
  );
};
