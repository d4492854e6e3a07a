import type { GenerateRequest, GenerateResponse } from '@contract/date-plans';
import { PLAN_PATHS, PLANNER_BASE } from '@contract/date-plans-constants';
import { apiClient } from '@/lib/api-client';

export async function generatePlan(request: GenerateRequest): Promise<GenerateResponse> {
  const { data } = await apiClient.post<GenerateResponse>(`${PLANNER_BASE}${PLAN_PATHS.generate}`, request);
  return data;
}
