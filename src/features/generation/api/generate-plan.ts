import type { GenerateRequest, GenerateResponse } from '@contract/date-plans';
import { apiClient } from '@/lib/api-client';

export async function generatePlan(request: GenerateRequest): Promise<GenerateResponse> {
  const { data } = await apiClient.post<GenerateResponse>('/v1/date-planner/generate', request);
  return data;
}
