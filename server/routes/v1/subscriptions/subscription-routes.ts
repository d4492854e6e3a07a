import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentSubscriptionSchema,
  initializePaymentRequestSchema,
  initializePaymentResponseSchema,
  subscriptionPlanSchema,
  subscriptionUsageSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '@contract/subscriptions';
import { requireAuth } from '../../../plugins/auth-gate';
import { toSubscriptionPlan } from '../../../subscriptions/plan-catalog';
import type { SubscriptionService } from '../../../subscriptions/subscription-service';

export const subscriptionRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionService;
}> = async (app, { subscriptions }) => {
  const member = { onRequest: app.authenticate };

  app.get('/plans', { schema: { response: { 200: z.array(subscriptionPlanSchema) } } }, async () =>
    (await subscriptions.listPlans()).map(toSubscriptionPlan),
  );

  app.get(
    '/plans/:planId',
    {
      schema: {
        params: z.object({ planId: z.string().max(100) }),
        response: { 200: subscriptionPlanSchema },
      },
    },
    async (request) => toSubscriptionPlan(await subscriptions.activePlanOr404(request.params.planId)),
  );

  app.get(
    '/my-subscription',
    { ...member, schema: { response: { 200: currentSubscriptionSchema } } },
    async (request) => subscriptions.mySubscription(requireAuth(request).userId),
  );

  app.get('/usage', { ...member, schema: { response: { 200: subscriptionUsageSchema } } }, async (request) =>
    subscriptions.usage(requireAuth(request).userId),
  );

  app.post(
    '/payment/initialize',
    {
      ...member,
      schema: { body: initializePaymentRequestSchema, response: { 200: initializePaymentResponseSchema } },
    },
    async (request) =>
      subscriptions.initialize(requireAuth(request).userId, request.body.plan_id, request.body.callback_url),
  );

  app.post(
    '/payment/verify',
    {
      ...member,
      schema: { body: verifyPaymentRequestSchema, response: { 200: verifyPaymentResponseSchema } },
    },
    async (request) => ({
      message: 'Payment successful! Your subscription is now active.',
      subscription: await subscriptions.verify(requireAuth(request).userId, request.body.reference),
    }),
  );

  app.post(
    '/cancel',
    { ...member, schema: { response: { 200: currentSubscriptionSchema } } },
    async (request) => subscriptions.cancel(requireAuth(request).userId),
  );

  app.post(
    '/change-plan/:planId',
    {
      ...member,
      schema: {
        params: z.object({ planId: z.string().max(100) }),
        response: {
          200: z.object({
            message: z.string(),
            authorization_url: z.string().nullable(),
            reference: z.string().nullable(),
          }),
        },
      },
    },
    async (request) => subscriptions.changePlan(requireAuth(request).userId, request.params.planId),
  );
};
