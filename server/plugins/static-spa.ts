import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA and answers every unknown non-API GET with index.html, so deep links such as
 * /date-plan/123 load the app and its router decides. API paths keep their JSON 404.
 */
export async function registerStaticSpa(app: FastifyInstance, staticDir: string) {
  const root = resolve(staticDir);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn(`No built web app at ${root}; run \`npm run build\`. Serving the API only.`);
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'Not found' }));
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    // Hashed asset names never change content, so they can be cached for a year; the rest revalidates.
    setHeaders(res, path) {
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/v1/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ detail: 'Not found' });
  });
}
