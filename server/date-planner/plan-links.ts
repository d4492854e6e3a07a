/** The web app's pages the server links to, on the configured site origin. */
export const sharedPlanUrl = (site: string, shareToken: string) => `${site}/date-plan/shared/${shareToken}`;
export const ownPlanUrl = (site: string, planId: string) => `${site}/date-plan/${planId}`;
