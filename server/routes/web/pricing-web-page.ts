import { jsonDataIn } from '@contract/embedded-data';
import { PRICING_PLANS_DATA_ELEMENT_ID, paths } from '@contract/web-pages';
import type { SpaPage } from '../../plugins/static-spa';
import type { PlanCatalog } from '../../subscriptions/plan-catalog';

/** The build's pricing page with its cards drawn, and the shell whose cards the app fetches. */
export const PRICING_WITH_CARDS = 'pricing.html';
export const PRICING_SHELL = 'shells/pricing.html';

/**
 * /pricing arrives with its cards when the plans they were drawn with at build time are the plans on
 * sale now; once the catalogue has changed (a price, a new plan), the shell goes instead and the app
 * shows the live plans. Never a card the API would not show.
 */
export function pricingWebPage(catalog: Pick<PlanCatalog, 'published'>): SpaPage {
  let drawn: string | null | undefined;
  // A database that cannot answer now does not cost the page: the shell's app asks again itself.
  const liveCatalogue = () =>
    catalog.published().then(
      (plans) => JSON.stringify(plans),
      () => null,
    );
  return {
    url: paths.pricing,
    async answer(built) {
      if (drawn === undefined) {
        const page = built.prerendered(PRICING_WITH_CARDS);
        const plans = page === undefined ? undefined : jsonDataIn(page, PRICING_PLANS_DATA_ELEMENT_ID);
        drawn = plans === undefined ? null : JSON.stringify(plans);
      }
      if (drawn !== null && (await liveCatalogue()) === drawn) return { prerendered: PRICING_WITH_CARDS };
      return built.prerendered(PRICING_SHELL) === undefined ? null : { prerendered: PRICING_SHELL };
    },
  };
}
