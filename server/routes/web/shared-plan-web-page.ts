import { SHARED_PLAN_PAGE, SHARED_PLAN_SHELL } from '@contract/web-pages';
import { sharedPlanUrl } from '../../date-planner/plan-links';
import { toSharedPlanDetail, type PlanRepository } from '../../date-planner/plan-repository';
import { sharedPlanPage } from '../../date-planner/shared-plan-page';
import type { SpaPage } from '../../plugins/static-spa';

/** A shared plan's page arrives with its preview tags and the plan; a link no longer shared gets the plain app. */
export function sharedPlanWebPage(plans: Pick<PlanRepository, 'findShared'>, site: () => string): SpaPage {
  return {
    url: SHARED_PLAN_PAGE.pattern,
    async answer(built, request) {
      const { shareToken } = request.params as { shareToken: string };
      const row = await plans.findShared(shareToken);
      if (!row) return null;
      const pageUrl = sharedPlanUrl(site(), shareToken);
      const plan = toSharedPlanDetail(row);
      // The build's frame, which the server writes the whole plan into; an older build has only
      // index.html, and a plan with nothing to show gets the app, which says so.
      const frame = plan.plan_data?.steps.length ? built.prerendered(SHARED_PLAN_SHELL) : undefined;
      return {
        html: sharedPlanPage(frame ?? built.indexHtml, {
          plan,
          shareToken,
          pageUrl,
          site: site(),
        }),
      };
    },
  };
}
