import { SHARED_PLAN_FRAME_SLOTS } from '@contract/web-pages';
import { HeroFactsPlaceholder } from './plan-facts';
import { PlanLoadingBlock } from './plan-status-screens';
import { PlanHero } from './plan-hero';

/**
 * What a shared plan's page shows before the app has drawn it (scripts/prerender.mjs): the plan's own
 * cover, whose title and theme the server writes in, and the rest loading. The app draws the page over
 * it at once.
 */
export function SharedPlanFrame() {
  return (
    <div className="page-width min-h-screen pt-28" data-testid="shared-plan-frame">
      <PlanHero
        mode="shared"
        title={SHARED_PLAN_FRAME_SLOTS.title}
        theme={SHARED_PLAN_FRAME_SLOTS.theme}
        facts={<HeroFactsPlaceholder />}
        actions={
          <span aria-hidden="true" className="block h-11 w-36 animate-pulse rounded-full bg-white/30" />
        }
      />
      <PlanLoadingBlock className="mt-8 min-h-[16rem]" />
    </div>
  );
}
