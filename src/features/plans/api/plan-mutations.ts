import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  PlanDetail,
  PlanListResponse,
  PlanStats,
  ShareRequest,
  ShareResponse,
  UpdatePlanRequest,
} from '@contract/date-plans';
import { PLAN_PATHS, PLANNER_BASE } from '@contract/date-plans-constants';
import { apiClient } from '@/lib/api-client';
import {
  listAfterChange,
  listWithout,
  statsAfterChange,
  statsAfterDelete,
  type PlanFlags,
} from './plan-cache';
import { planKeys, type PlanListFilters } from './plan-keys';

const url = (path: string) => `${PLANNER_BASE}${path}`;

function eachCachedList(
  queryClient: QueryClient,
  update: (list: PlanListResponse, filters: PlanListFilters) => PlanListResponse | 'stale',
) {
  for (const [key, list] of queryClient.getQueriesData<PlanListResponse>({ queryKey: planKeys.lists() })) {
    if (!list) continue;
    const filters = key[2] as PlanListFilters;
    const next = update(list, filters);
    // A page the plan may now belong on refetches when it is next shown, not now.
    if (next === 'stale')
      void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
    else if (next !== list) queryClient.setQueryData(key, next);
  }
}

function updateStats(queryClient: QueryClient, change: (stats: PlanStats) => PlanStats) {
  queryClient.setQueryData<PlanStats>(planKeys.stats(), (stats) => (stats ? change(stats) : stats));
}

interface UpdatePlanInput {
  /** The plan as the card shows it now; the counts move from these flags to the server's. */
  plan: PlanFlags;
  changes: UpdatePlanRequest;
}

/**
 * Favourite or archive. The card changes only once the server agrees (spec section 4); its answer then
 * updates every cached page, the counts and the plan's detail, so nothing is fetched again.
 */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ plan, changes }: UpdatePlanInput) =>
      (await apiClient.patch<PlanDetail>(url(PLAN_PATHS.plan(plan.plan_id)), changes)).data,
    onSuccess: (updated, { plan: before }) => {
      const after: PlanFlags = {
        plan_id: updated.plan_id,
        is_favorite: updated.is_favorite,
        is_archived: updated.is_archived,
      };
      eachCachedList(queryClient, (list, filters) => {
        const next = listAfterChange(list, filters.filter, after);
        return next.stale ? 'stale' : next.list;
      });
      updateStats(queryClient, (stats) => statsAfterChange(stats, before, after));
      queryClient.setQueryData(planKeys.detail(updated.plan_id), updated);
    },
    // Spec section 4: a failed favourite or archive leaves the card as it was and is only logged.
    onError: (error) => console.error('Could not update the plan', error),
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plan: PlanFlags) => {
      await apiClient.delete(url(PLAN_PATHS.plan(plan.plan_id)));
    },
    onSuccess: (_answer, removed) => {
      eachCachedList(queryClient, (list) => listWithout(list, removed.plan_id));
      // Later pages shift up by one: they are fetched again when shown.
      void queryClient.invalidateQueries({ queryKey: planKeys.lists(), refetchType: 'none' });
      updateStats(queryClient, (stats) => statsAfterDelete(stats, removed));
      queryClient.removeQueries({ queryKey: planKeys.detail(removed.plan_id) });
    },
  });
}

/** Turns a plan's share link on or off; the plan's detail takes the new token at once. */
export function useSharePlan(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isShareable: boolean) => {
      const body: ShareRequest = { is_shareable: isShareable };
      return (await apiClient.patch<ShareResponse>(url(PLAN_PATHS.share(planId)), body)).data;
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<PlanDetail>(planKeys.detail(planId), (plan) =>
        plan ? { ...plan, is_shareable: Boolean(answer.share_token), share_token: answer.share_token } : plan,
      );
    },
  });
}
