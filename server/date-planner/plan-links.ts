import { SHARED_PLAN_PAGE } from '@contract/web-pages';

/** The web app's pages the server links to, on the configured site origin. */
export const sharedPlanUrl = (site: string, shareToken: string) =>
  `${site}${SHARED_PLAN_PAGE.href(shareToken)}`;
export const ownPlanUrl = (site: string, planId: string) => `${site}/date-plan/${planId}`;
