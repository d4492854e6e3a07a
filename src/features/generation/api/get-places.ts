import type { PlacesResponse } from '@contract/date-plans';
import { PLAN_PATHS, PLANNER_BASE } from '@contract/date-plans-constants';
import { apiClient } from '@/lib/api-client';

/** The cities that start with `q`, and whether `description` names one already. */
export async function getPlaces(params: { q?: string; description?: string }): Promise<PlacesResponse> {
  const { data } = await apiClient.get<PlacesResponse>(`${PLANNER_BASE}${PLAN_PATHS.places}`, { params });
  return data;
}

/**
 * Whether to ask "Where will you be?": only when understanding finds no city in the description. When
 * the question cannot be put to the server, the plan goes ahead as it always did.
 */
export const namesNoCity = (description: string) =>
  getPlaces({ description }).then(
    ({ description_city }) => description_city === null,
    () => false,
  );
