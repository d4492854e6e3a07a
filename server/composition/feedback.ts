import type { FastifyInstance } from 'fastify';
import { createFeedbackRepository } from '../feedback/feedback-repository';
import { feedbackRoutes } from '../routes/v1/feedback/feedback-routes';
import type { SharedOptions } from './shared-options';

/** Feedback from members and guests. */
export async function registerFeedback(app: FastifyInstance, shared: SharedOptions): Promise<void> {
  await app.register(feedbackRoutes, {
    prefix: '/v1/feedback',
    feedback: createFeedbackRepository(shared.db),
    rateLimiter: shared.rateLimiter,
    guestLimitPerHour: shared.config.GUEST_FEEDBACK_RATE_LIMIT,
  });
}
