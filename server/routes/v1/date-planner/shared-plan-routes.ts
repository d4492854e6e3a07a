import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planDetailSchema } from '@contract/date-plans';
import { toSharedPlanDetail, type PlanRepository } from '../../../date-planner/plan-repository';
import { notFound } from '../../../lib/http-error';
import type { Origins } from '../../../lib/origins';
import { calendarFileOf } from '../../../date-planner/plan-calendar-file';
import { sendCalendar } from './calendar-reply';
import { PLAN_NOT_FOUND } from './progress-stream-routes';

/** Read-only access for anyone holding a share link, for as long as the owner keeps it shared. */
export const sharedPlanRoutes: FastifyPluginAsyncZod<{
  plans: PlanRepository;
  origins: Origins;
}> = async (app, { plans, origins }) => {
  app.get(
    '/shared/:shareToken',
    {
      schema: {
        params: z.object({ shareToken: z.string().max(100) }),
        response: { 200: planDetailSchema },
      },
    },
    async (request) => {
      const row = await plans.findShared(request.params.shareToken);
      if (!row) throw notFound(PLAN_NOT_FOUND);
      return toSharedPlanDetail(row);
    },
  );

  app.get(
    '/shared/:shareToken/calendar.ics',
    { schema: { params: z.object({ shareToken: z.string().max(100) }) } },
    async (request, reply) => {
      const row = await plans.findShared(request.params.shareToken);
      const file =
        row && calendarFileOf(row, `${origins.site}/date-plan/shared/${request.params.shareToken}`);
      if (!file) throw notFound(PLAN_NOT_FOUND);
      return sendCalendar(reply, file);
    },
  );
};
