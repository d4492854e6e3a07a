// The web app's pages that the server also answers for; no schema library here, so the SPA's first
// load can import them without pulling in zod.

/** The web page of a shared plan. Its first HTML already carries the plan, in the element below. */
export const SHARED_PLAN_PAGE = {
  pattern: '/date-plan/shared/:shareToken',
  href: (shareToken: string) => `/date-plan/shared/${encodeURIComponent(shareToken)}`,
} as const;
/** A `<script type="application/json">` holding `{ share_token, plan }`: the page renders without a request. */
export const SHARED_PLAN_DATA_ELEMENT_ID = 'shared-plan-data';
