import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { paths } from '@contract/web-pages';

// For scripts/prerender.mjs, which marks the root of each page that waits for the reader and keeps
// the session hint's rules in the page's inlined CSS.
export { APP_PRELOAD_ATTRIBUTE, HYDRATE_ATTRIBUTE, HYDRATE_ON_INTERACTION } from '@contract/web-pages';
export { SESSION_HINT_ATTRIBUTE } from '@contract/first-paint';

/**
 * The public pages whose HTML is made at build time (scripts/prerender.mjs), each with the name of its
 * file in dist/prerendered/ and whether the app waits for the reader to take it over (complete as
 * HTML) or takes it over at once (the pricing cards come from the API). The not-found page is
 * rendered from a path no route claims.
 */
export const PRERENDERED_PAGES = [
  { path: paths.home, file: 'index.html', waits: true },
  { path: paths.about, file: 'about.html', waits: true },
  { path: paths.dateIdeas, file: 'date-ideas.html', waits: true },
  { path: paths.terms, file: 'terms.html', waits: true },
  { path: paths.privacy, file: 'privacy.html', waits: true },
  { path: paths.contact, file: 'contact.html', waits: true },
  { path: paths.pricing, file: 'pricing.html', waits: false },
  { path: '/__not-found__', file: '404.html', waits: true },
] as const;

async function readAll(stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** The markup of the app at `path` for a visitor, as the browser's first render will hydrate it. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        {/* No hydration data: it would be an inline script, which the page's policy forbids. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // One piece: React would otherwise send a large page's content after a loading fallback, with an
    // inline script to swap them, which the page's policy (no inline scripts) would block.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return readAll(prelude);
}
