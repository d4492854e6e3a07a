import { queryOptions } from '@tanstack/react-query';
import type { PlanDetail, ShareResponse } from '@contract/date-plans';
import { apiClient } from '@/lib/api-client';

/** Spec section 9: a plan that has not loaded in 10 s is reported as timed out. */
export const PLAN_LOAD_TIMEOUT_MS = 10_000;

async function getPlan(planId: string): Promise<PlanDetail> {
  const { data } = await apiClient.get<PlanDetail>(`/v1/date-planner/plans/${encodeURIComponent(planId)}`, {
    timeout: PLAN_LOAD_TIMEOUT_MS,
  });
  return data;
}

async function getSharedPlan(shareToken: string): Promise<PlanDetail> {
  const { data } = await apiClient.get<PlanDetail>(
    `/v1/date-planner/shared/${encodeURIComponent(shareToken)}`,
    {
      timeout: PLAN_LOAD_TIMEOUT_MS,
    },
  );
  return data;
}

export async function setPlanShared(planId: string, isShareable: boolean): Promise<ShareResponse> {
  const { data } = await apiClient.patch<ShareResponse>(
    `/v1/date-planner/plans/${encodeURIComponent(planId)}/share`,
    {
      is_shareable: isShareable,
    },
  );
  return data;
}

export const planQueries = {
  all: () => ['plans'] as const,
  detail: (planId: string) =>
    queryOptions({
      queryKey: [...planQueries.all(), 'detail', planId],
      queryFn: () => getPlan(planId),
      retry: false,
    }),
  shared: (shareToken: string) =>
    queryOptions({
      queryKey: [...planQueries.all(), 'shared', shareToken],
      queryFn: () => getSharedPlan(shareToken),
      retry: false,
    }),
};
