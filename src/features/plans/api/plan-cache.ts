import type { PlanListItem, PlanListResponse, PlanStats } from '@contract/date-plans';
import type { PlanFilter } from './plan-keys';

export type PlanFlags = Pick<PlanListItem, 'plan_id' | 'is_favorite' | 'is_archived'>;

const MEMBERSHIP: Record<PlanFilter, (plan: PlanFlags) => boolean> = {
  all: (plan) => !plan.is_archived,
  favorites: (plan) => plan.is_favorite,
  archived: (plan) => plan.is_archived,
  everything: () => true,
};

export const belongsTo = (filter: PlanFilter, plan: PlanFlags) => MEMBERSHIP[filter](plan);

export interface ListAfterChange {
  list: PlanListResponse;
  /** The plan now belongs on this page although it was not on it: only the server knows where. */
  stale: boolean;
}

/** One cached page of the dashboard after the server changed a plan's flags. */
export function listAfterChange(
  list: PlanListResponse,
  filter: PlanFilter,
  changed: PlanFlags,
): ListAfterChange {
  const index = list.plans.findIndex((plan) => plan.plan_id === changed.plan_id);
  if (index === -1) return { list, stale: belongsTo(filter, changed) };
  if (!belongsTo(filter, changed)) return { list: listWithout(list, changed.plan_id), stale: false };
  const plans = list.plans.map((plan) =>
    plan.plan_id === changed.plan_id
      ? { ...plan, is_favorite: changed.is_favorite, is_archived: changed.is_archived }
      : plan,
  );
  return { list: { ...list, plans }, stale: false };
}

export function listWithout(list: PlanListResponse, planId: string): PlanListResponse {
  const plans = list.plans.filter((plan) => plan.plan_id !== planId);
  if (plans.length === list.plans.length) return list;
  return { ...list, plans, total_count: Math.max(0, list.total_count - 1) };
}

const count = (yes: boolean) => (yes ? 1 : 0);

export const statsAfterChange = (stats: PlanStats, before: PlanFlags, after: PlanFlags): PlanStats => ({
  total: stats.total,
  favorites: stats.favorites - count(before.is_favorite) + count(after.is_favorite),
  archived: stats.archived - count(before.is_archived) + count(after.is_archived),
});

export const statsAfterDelete = (stats: PlanStats, removed: PlanFlags): PlanStats => ({
  total: Math.max(0, stats.total - 1),
  favorites: Math.max(0, stats.favorites - count(removed.is_favorite)),
  archived: Math.max(0, stats.archived - count(removed.is_archived)),
});
