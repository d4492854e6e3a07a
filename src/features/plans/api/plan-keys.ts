/**
 * The dashboard's three tabs (spec section 4): all = not archived; favorites; archived. Search looks
 * through every plan, archived ones too: a plan put away is still one the member may be looking for.
 */
export type PlanFilter = 'all' | 'favorites' | 'archived' | 'everything';

export interface PlanListFilters {
  page: number;
  filter: PlanFilter;
  search?: string;
}

/**
 * Every plan query key hangs under `planKeys.all`, so one invalidation reaches all of them, and
 * `lists()` reaches every page and filter of the dashboard at once.
 */
export const planKeys = {
  all: ['plans'] as const,
  lists: () => [...planKeys.all, 'list'] as const,
  list: (filters: PlanListFilters) => [...planKeys.lists(), filters] as const,
  stats: () => [...planKeys.all, 'stats'] as const,
  details: () => [...planKeys.all, 'detail'] as const,
  detail: (planId: string) => [...planKeys.details(), planId] as const,
  shared: (shareToken: string) => [...planKeys.all, 'shared', shareToken] as const,
  alternatives: (planId: string) => [...planKeys.all, 'alternatives', planId] as const,
  alternativesFor: (planId: string, stepIndex: number) =>
    [...planKeys.alternatives(planId), stepIndex] as const,
};
