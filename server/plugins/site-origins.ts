import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Origins } from '../lib/origins';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured origins every link, redirect and callback is built from; set once at start. */
    origins: Origins;
  }
}

async function siteOrigins(app: FastifyInstance, options: { origins: Origins }) {
  app.decorate('origins', options.origins);
}

export default fp(siteOrigins, { name: 'site-origins' });
