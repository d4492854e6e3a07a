import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentSubscriptionSchema,
  initializePaymentRequestSchema,
  initializePaymentResponseSchema,
  SUBSCRIPTION_PATHS,
  subscriptionPlanSchema,
  subscriptionUsageSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '@contract/subscriptions';
import { routePattern } from '../../../lib/route-pattern';
import { requireAuth } from '../../../plugins/auth-gate';
import { toSubscriptionPlan } from '../../../subscriptions/plan-catalog';
import type { SubscriptionService } from '../../../subscriptions/subscription-service';

export const subscriptionRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionService;
}> = async (app, { subscriptions }) => {
  const member = { onRequest: app.authenticate };

  app.get(SUBSCRIPTION_PATHS.plans, { schema: { response: { 200: z.array(subscriptionPlanSchema) } } }, () =>
    subscriptions.listPlans(),
  );

  app.get(
    routePattern(SUBSCRIPTION_PATHS.plan, 'planId'),
    {
      schema: {
        params: z.object({ planId: z.string().max(100) }),
        response: { 200: subscriptionPlanSchema },
      },
    },
    async (request) => toSubscriptionPlan(await subscriptions.activePlanOr404(request.params.planId)),
  );

  app.get(
    SUBSCRIPTION_PATHS.current,
    { ...member, schema: { response: { 200: currentSubscriptionSchema.nullable() } } },
    async (request) => subscriptions.mySubscription(requireAuth(request).userId),
  );

  app.get(
    SUBSCRIPTION_PATHS.usage,
    { ...member, schema: { response: { 200: subscriptionUsageSchema } } },
    async (request) => subscriptions.usage(requireAuth(request).userId),
  );

  app.post(
    SUBSCRIPTION_PATHS.initialize,
    {
      ...member,
      schema: { body: initializePaymentRequestSchema, response: { 200: initializePaymentResponseSchema } },
    },
    async (request) =>
      subscriptions.initialize(requireAuth(request).userId, request.body.plan_id, request.body.callback_url),
  );

  app.post(
    SUBSCRIPTION_PATHS.verify,
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
    SUBSCRIPTION_PATHS.cancel,
    { ...member, schema: { response: { 200: currentSubscriptionSchema } } },
    async (request) => subscriptions.cancel(requireAuth(request).userId),
  );

  app.post(
    routePattern(SUBSCRIPTION_PATHS.changePlan, 'planId'),
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
