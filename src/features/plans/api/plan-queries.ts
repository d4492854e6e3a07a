import { queryOptions } from '@tanstack/react-query';
import type {
  PlanDetail,
  PlanListQuery,
  PlanListResponse,
  PlanStats,
  SwapAlternativesResponse,
} from '@contract/date-plans';
import { DASHBOARD_PAGE_SIZE, PLAN_PATHS, PLANNER_BASE } from '@contract/date-plans-constants';
import { apiClient } from '@/lib/api-client';
import { embeddedSharedPlan } from './embedded-shared-plan';
import { planKeys, type PlanListFilters } from './plan-keys';

/** Spec section 9: a plan that has not loaded in 10 s is reported as timed out. */
export const PLAN_LOAD_TIMEOUT_MS = 10_000;

const get = async <T>(path: string, config?: Parameters<typeof apiClient.get>[1]) =>
  (await apiClient.get<T>(`${PLANNER_BASE}${path}`, config)).data;

function listParams({ page, filter, search }: PlanListFilters): PlanListQuery {
  const params: PlanListQuery = { page, page_size: DASHBOARD_PAGE_SIZE };
  if (filter === 'all') params.is_archived = 'false';
  if (filter === 'favorites') params.is_favorite = 'true';
  if (filter === 'archived') params.is_archived = 'true';
  if (search?.trim()) params.search = search.trim();
  return params;
}

export const planQueries = {
  list: (filters: PlanListFilters) =>
    queryOptions({
      queryKey: planKeys.list(filters),
      queryFn: () => get<PlanListResponse>(PLAN_PATHS.plans, { params: listParams(filters) }),
    }),
  stats: () => queryOptions({ queryKey: planKeys.stats(), queryFn: () => get<PlanStats>(PLAN_PATHS.stats) }),
  detail: (planId: string) =>
    queryOptions({
      queryKey: planKeys.detail(planId),
      queryFn: () => get<PlanDetail>(PLAN_PATHS.plan(planId), { timeout: PLAN_LOAD_TIMEOUT_MS }),
      retry: false,
    }),
  shared: (shareToken: string) =>
    queryOptions({
      queryKey: planKeys.shared(shareToken),
      queryFn: () => get<PlanDetail>(PLAN_PATHS.shared(shareToken), { timeout: PLAN_LOAD_TIMEOUT_MS }),
      initialData: () => embeddedSharedPlan(shareToken),
      retry: false,
    }),
  alternatives: (planId: string, stepIndex: number) =>
    queryOptions({
      queryKey: planKeys.alternativesFor(planId, stepIndex),
      queryFn: () => get<SwapAlternativesResponse>(PLAN_PATHS.alternatives(planId, stepIndex)),
      // Alternatives depend on the plan as it is now: ask again after every change.
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
};
