// The web app's pages that the server also answers for; no schema library here, so the SPA's first
// load can import them without pulling in zod.

/** The web page of a shared plan. Its first HTML already carries the plan, in the element below. */
export const SHARED_PLAN_PAGE = {
  pattern: '/date-plan/shared/:shareToken',
  href: (shareToken: string) => `/date-plan/shared/${encodeURIComponent(shareToken)}`,
} as const;
/**
 * The build's frame for a shared plan's page (below dist/prerendered/): the app's index.html in the
 * site's layout, with the CSS of a plan's page inlined and a slot where the server writes the plan
 * itself (contract/shared-plan-markup.ts), so the page reads from its first HTML.
 */
export const SHARED_PLAN_SHELL = 'shells/shared-plan.html';
/** Where the server writes the plan's page into that frame: text the build's render leaves as it is, once. */
export const SHARED_PLAN_FRAME_SLOT = '%%shared-plan%%';
/** A `<script type="application/json">` holding `{ share_token, plan }`: the page renders without a request. */
export const SHARED_PLAN_DATA_ELEMENT_ID = 'shared-plan-data';
/**
 * A `<script type="application/json">` in the prerendered pricing page holding the plans its cards
 * show (GET /v1/subscriptions/plans as it answered at build time). The server sends that page only
 * while the live catalogue is the same, so the app takes the cards over without asking again.
 */
export const PRICING_PLANS_DATA_ELEMENT_ID = 'pricing-plans-data';

/** Every route of the app in one place; components build links from here, never by hand. */
export const paths = {
  home: '/',
  myDates: '/my-dates',
  profile: '/profile',
  paymentVerify: '/payment/verify',
  googleCallback: '/auth/google/callback',
  generationProgress: {
    pattern: '/generation-progress/:requestId?',
    href: (requestId: string) => `/generation-progress/${encodeURIComponent(requestId)}`,
  },
  datePlan: {
    pattern: '/date-plan/:planId',
    href: (planId: string) => `/date-plan/${encodeURIComponent(planId)}`,
  },
  sharedPlan: SHARED_PLAN_PAGE,
  signUp: '/sign-up',
  signIn: '/sign-in',
  dateIdeas: '/date-ideas',
  about: '/about',
  terms: '/terms',
  pricing: '/pricing',
  planner: '/planner',
  search: {
    pattern: '/search',
    href: (query: string) => `/search?q=${encodeURIComponent(query)}`,
  },
  settings: '/settings',
  help: '/help',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyAccount: '/verify-account',
  privacy: '/privacy',
  contact: '/contact',
} as const;

/**
 * On a prerendered page's root element: when the app takes it over. Pages complete as HTML wait for
 * the reader's first move; the others (a page that shows data from the API) are taken over at once.
 */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';
/**
 * On the root of a prerendered page that waits for its reader: the app's whole stylesheet. The page
 * carries the CSS of its own markup inline, so the boot script adds the rest only when the app takes
 * the page over (what the app then draws, a menu or a dialog, needs it); nothing holds the first paint.
 */
export const APP_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';
export const HYDRATE_ON_INTERACTION = 'on-interaction';
/**
 * A page the app draws over rather than hydrates (a shared plan's, written by the server without
 * React), at the reader's first move, like a page that waits for them.
 */
export const HYDRATE_BY_REPLACING = 'replace';
/**
 * On such a frame's root: its page's own files, space-separated. The boot script fetches these with
 * the app when it takes the page over, instead of after the app's router has looked the route up.
 */
export const ROUTE_MODULES_ATTRIBUTE = 'data-route-modules';
/**
 * On the built pages' `<link rel="modulepreload">` of the app's files: a prerendered page that waits
 * for its reader drops them (scripts/prerender.mjs), so it fetches no app code up front.
 */
export const APP_PRELOAD_ATTRIBUTE = 'data-app-preload';
