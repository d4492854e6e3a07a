import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAppPath } from './app-routes';

/** What the build left for the pages below, read once at start. */
export interface BuiltPages {
  indexHtml: string;
  /** A prerendered page's HTML by its file below dist/prerendered/, or undefined when the build made none. */
  prerendered(file: string): string | undefined;
}

/**
 * How a page answers one request: HTML made for it (its own title, tags or embedded data), one of the
 * prerendered pages as the build left it (compressed ahead), or null for index.html, whose router
 * decides.
 */
export type PageAnswer = { html: string } | { prerendered: string } | null;

/** A page whose first HTML depends on the request or the data: the shared plan, pricing. */
export interface SpaPage {
  /** A Fastify route pattern, such as '/date-plan/shared/:shareToken'. */
  url: string;
  answer: (built: BuiltPages, request: FastifyRequest) => Promise<PageAnswer>;
}

/** Where the build leaves the public pages it rendered to HTML (scripts/prerender.mjs). */
const PRERENDERED = 'prerendered';
/** The not-found page's prerendered file: sent, with status 404, for every path the app has no page at. */
const NOT_FOUND_PAGE = '404.html';

/**
 * '/' for index.html, '/about' for about.html: each prerendered page with the path it is for. Pages in
 * folders below (shells/) are alternatives a page's own route chooses between.
 */
function prerenderedPages(root: string) {
  const folder = resolve(root, PRERENDERED);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.html') && file !== NOT_FOUND_PAGE)
    .map((file) => ({
      file: `${PRERENDERED}/${file}`,
      path: file === 'index.html' ? '/' : `/${file.slice(0, -5)}`,
    }));
}

function readBuiltPages(root: string): BuiltPages {
  const pages = new Map<string, string | undefined>();
  return {
    indexHtml: readFileSync(resolve(root, 'index.html'), 'utf8'),
    prerendered(file) {
      if (!pages.has(file)) {
        const path = resolve(root, PRERENDERED, file);
        pages.set(file, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
      }
      return pages.get(file);
    },
  };
}

/** Vite names every file in assets/ after a hash of its content, so one name never changes content. */
const isHashedAsset = (root: string, file: string) => relative(root, file).startsWith(`assets${sep}`);

/**
 * Serves the built SPA and answers every unknown non-API GET with index.html, so deep links such as
 * /date-plan/123 load the app and its router decides. API paths keep their JSON 404. Text files are
 * sent as compressed at build time (scripts/precompress.mjs): the `.br` or `.gz` beside a file, as
 * the browser accepts, or the file itself.
 */
export async function registerStaticSpa(app: FastifyInstance, staticDir: string, pages: SpaPage[] = []) {
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
    preCompressed: true,
    // The compressed copies are served in place of their file, never under their own names.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders(res, file) {
      // The same URL answers with different bytes per Accept-Encoding; caches must keep them apart.
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        isHashedAsset(root, file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // The public pages arrive as HTML with their content in it; the app takes them over in the browser.
  const ownRoutes = new Set(pages.map((page) => page.url));
  for (const { path, file } of prerenderedPages(root)) {
    if (!ownRoutes.has(path)) app.get(path, (_request, reply) => reply.sendFile(file));
  }
  const built = readBuiltPages(root);
  for (const page of pages) {
    app.get(page.url, async (request, reply) => {
      const answer = await page.answer(built, request);
      if (answer && 'prerendered' in answer && built.prerendered(answer.prerendered) !== undefined) {
        return reply.sendFile(`${PRERENDERED}/${answer.prerendered}`);
      }
      const html = answer && 'html' in answer ? answer.html : built.indexHtml;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  }
  const notFoundPage = existsSync(resolve(root, PRERENDERED, NOT_FOUND_PAGE))
    ? `${PRERENDERED}/${NOT_FOUND_PAGE}`
    : 'index.html';
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/v1/')) {
      // A deep link into the app loads it; any other path is a real 404, for people and crawlers alike.
      return isAppPath(path) ? reply.sendFile('index.html') : reply.status(404).sendFile(notFoundPage);
    }
    return reply.status(404).send({ detail: 'Not found' });
  });
}
