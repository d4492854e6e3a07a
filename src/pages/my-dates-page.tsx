import { useQuery } from '@tanstack/react-query';
import { FREE_PLAN_NAME } from '@contract/subscriptions-constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@contract/web-pages';
import { planQueries } from '@/features/plans/api/plan-queries';
import { PlanBrowser } from '@/features/dashboard/components/plan-browser';
import { newPlanRule } from '@/features/dashboard/plan-status';
import { usageSummary } from '@/features/dashboard/usage-summary';
import { NewPlanDialog } from '@/features/generation/components/new-plan-dialog';
import { subscriptionQueries } from '@/features/subscriptions/api/subscription-queries';

export default function MyDatesPage() {
  const stats = useQuery(planQueries.stats());
  const usage = useQuery(subscriptionQueries.usage());
  const [planning, setPlanning] = useState(false);
  const rule = newPlanRule(usage.data?.date_generations_remaining);

  const cards = [
    { label: 'Total Plans', value: stats.data?.total },
    // The spec's original showed a literal 0 here; the real count is what a member expects.
    { label: 'Favorites', value: stats.data?.favorites },
    { label: 'Archived', value: stats.data?.archived },
  ];

  return (
    <div className="page-width space-y-6 pt-6 pb-20">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <title>My Dates · Datecraft</title>
          <h1 className="font-display text-4xl font-bold text-plum-950">My Dates</h1>
          <p className="mt-2 text-plum-700">Manage and view all your date plans</p>
        </div>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <span title={rule.tooltip}>
            <button
              type="button"
              className="btn-primary"
              disabled={rule.disabled}
              onClick={() => setPlanning(true)}
              aria-describedby="new-plan-tooltip"
            >
              New Plan
            </button>
          </span>
          <span id="new-plan-tooltip" className="sr-only">
            {rule.tooltip}
          </span>
          {/* The line's room is kept while usage loads, so the counts and plans below never move. */}
          <p className="min-h-10 text-sm text-plum-700 sm:min-h-5">
            {usage.data ? (
              <>
                {usageSummary(usage.data)}
                {/* Only the free plan has something to upgrade to. */}
                {usage.data.plan_name === FREE_PLAN_NAME ? (
                  <>
                    {' · '}
                    <Link to={paths.pricing} className="font-semibold text-brand-700 hover:underline">
                      Upgrade
                    </Link>
                  </>
                ) : null}
              </>
            ) : null}
          </p>
        </div>
      </header>

      {/* Three across on phones too, and one line each from a tablet up: tall counts pushed the plans
          below the fold. */}
      <section className="grid grid-cols-3 gap-3 sm:gap-4" aria-label="Statistics">
        {cards.map((card) => (
          <div
            key={card.label}
            className="card flex flex-col px-3 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:px-5"
          >
            <p className="text-xs font-semibold text-plum-600 sm:text-sm">{card.label}</p>
            <p className="mt-1 text-2xl font-bold text-plum-950 sm:mt-0">{card.value ?? '–'}</p>
          </div>
        ))}
      </section>

      <PlanBrowser />
      <NewPlanDialog open={planning} onClose={() => setPlanning(false)} />
    </div>
  );
}
