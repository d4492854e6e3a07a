import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_PAGE_SIZE } from '@contract/date-plans-constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { paths } from '@contract/web-pages';
import { requestErrorOr } from '@/lib/errors';
import type { PlanFilter } from '@/features/plans/api/plan-keys';
import { planQueries } from '@/features/plans/api/plan-queries';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { PlanListItem } from '@contract/date-plans';
import { usePlanListParams } from '../use-plan-list-params';
import { useUndoableDelete } from '../use-undoable-delete';
import { PlanCard } from './plan-card';

// Three across on a laptop, so more than one row shows above the fold.
const PLAN_GRID = 'gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4';

const TABS: { filter: PlanFilter; label: string }[] = [
  { filter: 'all', label: 'All Plans' },
  { filter: 'favorites', label: 'Favorites' },
  { filter: 'archived', label: 'Archived' },
];

/** Filter tabs, the card grid, pagination and the loading, empty and error states. */
export function PlanBrowser({ search }: { search?: string }) {
  // Search results span every plan, so the tabs belong to the dashboard only.
  const showTabs = search === undefined;
  const { filter, page, chooseFilter, choosePage } = usePlanListParams(showTabs);
  const list = useQuery(planQueries.list({ page, filter, search }));
  const { leaving, deletePlan } = useUndoableDelete();
  const [confirming, setConfirming] = useState<PlanListItem | null>(null);

  return (
    <div className="space-y-6">
      {showTabs ? (
        <div role="tablist" aria-label="Filter plans" className="flex gap-2">
          {TABS.map((tab) => (
            <button
              key={tab.filter}
              type="button"
              role="tab"
              aria-selected={filter === tab.filter}
              onClick={() => chooseFilter(tab.filter)}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold ${filter === tab.filter ? 'bg-brand-600 text-white' : 'bg-surface text-plum-700 hover:bg-plum-50'}`}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : null}

      {list.isPending ? (
        <div className={`grid ${PLAN_GRID}`} aria-label="Loading date plans">
          {Array.from({ length: DASHBOARD_PAGE_SIZE }, (_, index) => (
            // The card's shape (picture box over the text) so the grid does not jump when plans arrive.
            <div key={index} data-testid="plan-skeleton" className="card animate-pulse bg-plum-50">
              <div className="aspect-[2/1] rounded-t-2xl bg-plum-100" />
              <div className="h-44" />
            </div>
          ))}
        </div>
      ) : list.isError ? (
        <div
          role="alert"
          className="card border border-red-200 p-6 text-red-800 dark:border-red-900 dark:text-red-200"
        >
          <p>{requestErrorOr(list.error, 'Failed to load date plans')}</p>
          <button type="button" className="btn-secondary mt-4" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : list.data.plans.length === 0 ? (
        <div className="card p-10 text-center">
          <h2 className="font-display text-2xl font-bold text-plum-950">
            {search ? 'No plans match your search' : 'No date plans yet'}
          </h2>
          <p className="mt-2 text-plum-700">
            {search ? 'Try other words.' : 'Describe your ideal date and we will plan it for you.'}
          </p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={paths.planner} className="btn-primary">
              Create New Plan
            </Link>
            {/* A member with nothing yet may not know what to ask for; a search that found nothing does. */}
            {search ? null : (
              <Link to={paths.dateIdeas} className="btn-secondary">
                Browse date ideas
              </Link>
            )}
          </div>
        </div>
      ) : (
        <>
          <div className={`grid ${PLAN_GRID}`}>
            {list.data.plans
              .filter((plan) => !leaving.has(plan.plan_id))
              .map((plan) => (
                <PlanCard key={plan.plan_id} plan={plan} onDelete={() => setConfirming(plan)} />
              ))}
          </div>
          <PaginationBar
            page={page}
            pageSize={DASHBOARD_PAGE_SIZE}
            totalCount={list.data.total_count}
            hasNext={list.data.has_next}
            onPage={choosePage}
          />
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this plan?"
        message={`"${confirming?.title ?? ''}" will be deleted. You can undo this for a few seconds.`}
        confirmLabel="Delete"
        cancelLabel="Keep it"
        onConfirm={() => confirming && deletePlan(confirming)}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}
