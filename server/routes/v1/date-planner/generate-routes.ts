import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateRequestSchema, generateResponseSchema, PLAN_PATHS } from '@contract/date-plans';
import type { GenerationService } from '../../../date-planner/generation-service';

export const generateRoutes: FastifyPluginAsyncZod<{ generation: GenerationService }> = async (
  app,
  { generation },
) => {
  app.post(
    PLAN_PATHS.generate,
    { schema: { body: generateRequestSchema, response: { 201: generateResponseSchema } } },
    async (request, reply) => {
      const member = await app.optionalAuth(request);
      const planId = await generation.start(request.body, member, request.ip);
      reply.status(201);
      return { plan_id: planId };
    },
  );
};
