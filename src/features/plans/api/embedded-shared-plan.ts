import type { PlanDetail } from '@contract/date-plans';
import { SHARED_PLAN_DATA_ELEMENT_ID } from '@contract/web-pages';
import { readEmbeddedData } from '@/lib/embedded-data';

/**
 * The shared plan the server put in the page's first HTML, when it is the one asked for: the page
 * renders from it at once instead of waiting for a second request.
 */
export function embeddedSharedPlan(shareToken: string): PlanDetail | undefined {
  const embedded = readEmbeddedData(SHARED_PLAN_DATA_ELEMENT_ID) as
    { share_token?: unknown; plan?: PlanDetail } | undefined;
  return embedded?.share_token === shareToken ? embedded.plan : undefined;
}
