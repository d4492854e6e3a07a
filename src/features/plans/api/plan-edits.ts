import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PLAN_PATHS,
  type GenerateResponse,
  type PlanDetail,
  type SwapAlternativesResponse,
} from '@contract/date-plans';
import { API_BASE_URL } from '@/config/env';
import { subscriptionQueries } from '@/features/subscriptions/api/subscription-queries';
import { apiClient } from '@/lib/api-client';
import { planQueries } from './plan-queries';

const base = '/v1/date-planner';

export const swapQueries = {
  alternatives: (planId: string, stepIndex: number) =>
    queryOptions({
      queryKey: [...planQueries.all(), 'alternatives', planId, stepIndex],
      queryFn: async () =>
        (
          await apiClient.get<SwapAlternativesResponse>(
            `${base}${PLAN_PATHS.alternatives(planId, stepIndex)}`,
          )
        ).data,
      // Alternatives depend on the plan as it is now: ask again after every change.
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
};

/** A change that answers with the whole plan: the detail cache takes it as it is, no refetch. */
function usePlanChange<Input>(planId: string, send: (input: Input) => Promise<PlanDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (plan) => {
      queryClient.setQueryData(planQueries.detail(planId).queryKey, plan);
      void queryClient.invalidateQueries({ queryKey: [...planQueries.all(), 'alternatives', planId] });
    },
  });
}

export const useSwapStop = (planId: string) =>
  usePlanChange(
    planId,
    async ({ stepIndex, alternativeId }: { stepIndex: number; alternativeId: string }) => {
      const { data } = await apiClient.post<PlanDetail>(`${base}${PLAN_PATHS.swap(planId, stepIndex)}`, {
        alternative_id: alternativeId,
      });
      return data;
    },
  );

export const useUndoSwap = (planId: string) =>
  usePlanChange(
    planId,
    async () => (await apiClient.post<PlanDetail>(`${base}${PLAN_PATHS.undoSwap(planId)}`)).data,
  );

export const useSchedulePlan = (planId: string) =>
  usePlanChange(planId, async (scheduledFor: string | null) => {
    const { data } = await apiClient.patch<PlanDetail>(`${base}${PLAN_PATHS.schedule(planId)}`, {
      scheduled_for: scheduledFor,
    });
    return data;
  });

/** Another version spends the allowance like any generation; the dashboard's lists are stale after it. */
export function useAnotherVersion(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiClient.post<GenerateResponse>(`${base}${PLAN_PATHS.anotherVersion(planId)}`)).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: planQueries.all() });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueries.all() });
    },
  });
}

/** The owner's calendar needs the session, so it is fetched and handed to the browser as a file. */
export function useCalendarDownload(planId: string) {
  return useMutation({
    mutationFn: async () => {
      const response = await apiClient.get<Blob>(`${base}${PLAN_PATHS.calendar(planId)}`, {
        responseType: 'blob',
      });
      const disposition = String(response.headers['content-disposition'] ?? '');
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'date-plan.ics';
      const url = URL.createObjectURL(response.data);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}

/** Anyone with the share link gets the calendar by a plain link. */
export const sharedCalendarUrl = (shareToken: string) =>
  `${API_BASE_URL}${base}${PLAN_PATHS.sharedCalendar(shareToken)}`;
