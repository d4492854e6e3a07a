import { PLAN_PATHS, PLANNER_BASE, type GenerateRequest, type GenerateResponse } from '@contract/date-plans';
import { apiClient } from '@/lib/api-client';

export async function generatePlan(request: GenerateRequest): Promise<GenerateResponse> {
  const { data } = await apiClient.post<GenerateResponse>(`${PLANNER_BASE}${PLAN_PATHS.generate}`, request);
  return data;
}
