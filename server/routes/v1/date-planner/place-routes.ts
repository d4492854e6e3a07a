import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLAN_PATHS, placesQuerySchema, placesResponseSchema } from '@contract/date-plans';
import type { Database } from '../../../db/client';
import { placeSuggestions } from '../../../date-planner/place-suggestions';

/** "Where will you be?": open to guests, who are asked too; a member's last city comes first. */
export const placeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    PLAN_PATHS.places,
    { schema: { querystring: placesQuerySchema, response: { 200: placesResponseSchema } } },
    async (request) => placeSuggestions(db, request.query, await app.optionalAuth(request)),
  );
};
