import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateResponse, PlanDetail, ScheduleRequest, SwapRequest } from '@contract/date-plans';
import { PLAN_PATHS, PLANNER_BASE } from '@contract/date-plans-constants';
import { API_BASE_URL } from '@/config/env';
import { subscriptionQueries } from '@/features/subscriptions/api/subscription-queries';
import { apiClient } from '@/lib/api-client';
import { planKeys } from './plan-keys';

/** A change that answers with the whole plan: the detail cache takes it as it is, no refetch. */
function usePlanChange<Input>(planId: string, send: (input: Input) => Promise<PlanDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (plan) => {
      queryClient.setQueryData(planKeys.detail(planId), plan);
      void queryClient.invalidateQueries({ queryKey: planKeys.alternatives(planId) });
    },
  });
}

export const useSwapStop = (planId: string) =>
  usePlanChange(
    planId,
    async ({ stepIndex, alternativeId }: { stepIndex: number; alternativeId: string }) => {
      const body: SwapRequest = { alternative_id: alternativeId };
      return (await apiClient.post<PlanDetail>(`${PLANNER_BASE}${PLAN_PATHS.swap(planId, stepIndex)}`, body))
        .data;
    },
  );

export const useUndoSwap = (planId: string) =>
  usePlanChange(
    planId,
    async () => (await apiClient.post<PlanDetail>(`${PLANNER_BASE}${PLAN_PATHS.undoSwap(planId)}`)).data,
  );

export const useSchedulePlan = (planId: string) =>
  usePlanChange(planId, async (scheduledFor: string | null) => {
    const body: ScheduleRequest = { scheduled_for: scheduledFor };
    return (await apiClient.patch<PlanDetail>(`${PLANNER_BASE}${PLAN_PATHS.schedule(planId)}`, body)).data;
  });

/** Another version spends the allowance like any generation; the dashboard's lists are stale after it. */
export function useAnotherVersion(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiClient.post<GenerateResponse>(`${PLANNER_BASE}${PLAN_PATHS.anotherVersion(planId)}`)).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueries.all() });
    },
  });
}

/** The owner's calendar needs the session, so it is fetched and handed to the browser as a file. */
export function useCalendarDownload(planId: string) {
  return useMutation({
    mutationFn: async () => {
      const response = await apiClient.get<Blob>(`${PLANNER_BASE}${PLAN_PATHS.calendar(planId)}`, {
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
  `${API_BASE_URL}${PLANNER_BASE}${PLAN_PATHS.sharedCalendar(shareToken)}`;
