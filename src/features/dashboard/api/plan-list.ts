import { queryOptions } from '@tanstack/react-query';
import type { PlanDetail, PlanListResponse } from '@contract/date-plans';
import { apiClient } from '@/lib/api-client';

export const DASHBOARD_PAGE_SIZE = 8;

export type PlanFilter = 'all' | 'favorites' | 'archived';

export interface PlanListParams {
  page: number;
  filter: PlanFilter;
  search?: string;
}

async function listPlans({ page, filter, search }: PlanListParams): Promise<PlanListResponse> {
  const params: Record<string, string | number> = { page, page_size: DASHBOARD_PAGE_SIZE };
  // Spec section 4: all = not archived; favorites; archived.
  if (filter === 'all') params.is_archived = 'false';
  if (filter === 'favorites') params.is_favorite = 'true';
  if (filter === 'archived') params.is_archived = 'true';
  if (search?.trim()) params.search = search.trim();
  const { data } = await apiClient.get<PlanListResponse>('/v1/date-planner/plans', { params });
  return data;
}

async function countPlans(params: Record<string, string>): Promise<number> {
  const { data } = await apiClient.get<PlanListResponse>('/v1/date-planner/plans', {
    params: { ...params, page: 1, page_size: 1 },
  });
  return data.total_count;
}

export async function updatePlanFlags(
  planId: string,
  changes: { is_favorite?: boolean; is_archived?: boolean },
) {
  const { data } = await apiClient.patch<PlanDetail>(
    `/v1/date-planner/plans/${encodeURIComponent(planId)}`,
    changes,
  );
  return data;
}

export async function deletePlan(planId: string): Promise<void> {
  await apiClient.delete(`/v1/date-planner/plans/${encodeURIComponent(planId)}`);
}

export const planListQueries = {
  all: () => ['plans', 'list'] as const,
  list: (params: PlanListParams) =>
    queryOptions({ queryKey: [...planListQueries.all(), params], queryFn: () => listPlans(params) }),
  stats: () =>
    queryOptions({
      queryKey: [...planListQueries.all(), 'stats'],
      queryFn: async () => {
        const [total, favorites, archived] = await Promise.all([
          countPlans({}),
          countPlans({ is_favorite: 'true' }),
          countPlans({ is_archived: 'true' }),
        ]);
        return { total, favorites, archived };
      },
    }),
};
