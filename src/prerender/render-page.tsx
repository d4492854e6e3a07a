import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { jsonDataElement } from '@contract/embedded-data';
import type { SubscriptionPlan } from '@contract/subscriptions';
import { sharedPlanMarkup } from '@contract/shared-plan-markup';
import {
  PRICING_PLANS_DATA_ELEMENT_ID,
  SHARED_PLAN_FRAME_SLOT,
  SHARED_PLAN_PAGE,
  paths,
} from '@contract/web-pages';
import { MainLayout } from '@/app/layouts/main-layout';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { subscriptionQueries } from '@/features/subscriptions/api/subscription-queries';
import { createQueryClient } from '@/lib/query-client';
import { SAMPLE_SHARED_PLAN } from './sample-shared-plan';

// For scripts/prerender.mjs, which marks the root of each page that waits for the reader, keeps
// the session hint's rules in the page's inlined CSS and writes the shared plan's frame.
export {
  APP_PRELOAD_ATTRIBUTE,
  APP_STYLESHEET_ATTRIBUTE,
  HYDRATE_ATTRIBUTE,
  HYDRATE_BY_REPLACING,
  HYDRATE_ON_INTERACTION,
  ROUTE_MODULES_ATTRIBUTE,
  SHARED_PLAN_FRAME_SLOT,
  SHARED_PLAN_SHELL,
} from '@contract/web-pages';
export { SESSION_HINT_ATTRIBUTE } from '@contract/first-paint';
export { HEADER_SOLID_CLASSES } from '@/app/layouts/header-look';

export interface PrerenderedPage {
  path: string;
  /** Its file in dist/prerendered/. */
  file: string;
  /** Complete as HTML, so the app waits for the reader's first move; otherwise it takes over at once. */
  waits: boolean;
  /** Drawn with the subscription plans, which the page then carries for the app. */
  showsCatalogue?: boolean;
}

/**
 * The public pages whose HTML is made at build time (scripts/prerender.mjs). Pricing is made twice:
 * with the build's catalogue in its cards (and in the page, for the app), which the server sends while
 * the live catalogue is the same, and as a shell whose cards the app fetches. The not-found page is
 * rendered from a path no route claims.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: paths.home, file: 'index.html', waits: true },
  { path: paths.about, file: 'about.html', waits: true },
  { path: paths.dateIdeas, file: 'date-ideas.html', waits: true },
  { path: paths.terms, file: 'terms.html', waits: true },
  { path: paths.privacy, file: 'privacy.html', waits: true },
  { path: paths.contact, file: 'contact.html', waits: true },
  { path: paths.pricing, file: 'pricing.html', waits: true, showsCatalogue: true },
  { path: paths.pricing, file: 'shells/pricing.html', waits: false },
  { path: '/__not-found__', file: '404.html', waits: true },
];

/** What the page's <head> carries for the app: the plans its cards were drawn from, if it shows them. */
export const embeddedData = (page: PrerenderedPage, catalogue: SubscriptionPlan[]) =>
  page.showsCatalogue ? jsonDataElement(PRICING_PLANS_DATA_ELEMENT_ID, catalogue) : '';

async function readAll(stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** The markup of `path` under `pageRoutes` for a visitor, as the browser's first render draws it. */
async function renderRoutes(pageRoutes: RouteObject[], path: string, queryClient = createQueryClient()) {
  const handler = createStaticHandler(pageRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
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

/** The markup of `page` for a visitor, as the browser's first render will hydrate it. */
export async function renderPage(page: PrerenderedPage, catalogue: SubscriptionPlan[]): Promise<string> {
  const queryClient = createQueryClient();
  if (page.showsCatalogue) queryClient.setQueryData(subscriptionQueries.plans().queryKey, catalogue);
  return renderRoutes(routes, page.path, queryClient);
}

/**
 * The frame of a shared plan's page, in the site's own layout, with the server's slot for the plan.
 */
export const renderSharedPlanFrame = () =>
  renderRoutes(
    [{ element: <MainLayout />, children: [{ path: '*', element: SHARED_PLAN_FRAME_SLOT }] }],
    SHARED_PLAN_PAGE.href('frame'),
  );

/** A shared plan's page as the server writes it into the frame, for the CSS the frame inlines. */
export const renderSharedPlanSample = () =>
  sharedPlanMarkup(SAMPLE_SHARED_PLAN, `https://datecraft.invalid${SHARED_PLAN_PAGE.href('sample')}`);
