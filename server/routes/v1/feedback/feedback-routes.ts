import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  submitFeedbackRequestSchema,
} from '@contract/feedback';
import type { FeedbackRepository } from '../../../feedback/feedback-repository';
import { invalidField, notFound } from '../../../lib/http-error';
import { isUuid } from '../../../lib/ids';
import type { RateLimiter } from '../../../lib/rate-limiter';
import { requireAuth } from '../../../plugins/auth-gate';

export const FEEDBACK_NOT_FOUND = 'Feedback not found';

export const feedbackRoutes: FastifyPluginAsyncZod<{
  feedback: FeedbackRepository;
  rateLimiter: RateLimiter;
  guestLimitPerHour: number;
}> = async (app, { feedback, rateLimiter, guestLimitPerHour }) => {
  app.post(
    '/',
    { schema: { body: submitFeedbackRequestSchema, response: { 201: feedbackItemSchema } } },
    async (request, reply) => {
      const member = await app.optionalAuth(request);
      if (!member) {
        await rateLimiter.hit(`feedback-guest:${request.ip}`, {
          limit: guestLimitPerHour,
          windowSeconds: 3600,
          detail: 'Too much feedback from this network. Please try again later.',
        });
      }
      const planId = request.body.related_plan_id;
      if (planId && !(await feedback.mayReference(planId, member?.userId ?? null))) {
        throw invalidField(['body', 'related_plan_id'], 'Unknown date plan');
      }
      reply.status(201);
      return feedback.create(request.body, member?.userId ?? null);
    },
  );

  app.get(
    '/my-feedback',
    {
      onRequest: app.authenticate,
      schema: { querystring: feedbackListQuerySchema, response: { 200: feedbackListResponseSchema } },
    },
    async (request) => feedback.list(requireAuth(request).userId, request.query),
  );

  app.get(
    '/my-feedback/:feedbackId',
    {
      onRequest: app.authenticate,
      schema: { params: z.object({ feedbackId: z.string() }), response: { 200: feedbackItemSchema } },
    },
    async (request) => {
      const { feedbackId } = request.params;
      const item = isUuid(feedbackId)
        ? await feedback.find(requireAuth(request).userId, feedbackId)
        : undefined;
      if (!item) throw notFound(FEEDBACK_NOT_FOUND);
      return item;
    },
  );
};
