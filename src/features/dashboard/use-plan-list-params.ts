import { useSearchParams } from 'react-router';
import type { PlanFilter } from '@/features/plans/api/plan-keys';

const TAB_FILTERS: PlanFilter[] = ['all', 'favorites', 'archived'];

/** A page number from the URL: a whole number from 1, else the first page. */
function pageFrom(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The list's tab and page live in the URL (`?filter=favorites&page=2`, beside a search's `q`), so page 2
 * keeps the filter and the words searched, and a reload, a shared link or Back shows the same plans.
 * Search results span every plan, so a search has no tab.
 */
export function usePlanListParams(withTabs: boolean) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('filter') as PlanFilter | null;
  const filter: PlanFilter = !withTabs ? 'everything' : asked && TAB_FILTERS.includes(asked) ? asked : 'all';
  const page = pageFrom(params.get('page'));

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });

  return {
    filter,
    page,
    // A new tab starts at its first page; the defaults stay out of the URL.
    chooseFilter: (next: PlanFilter) => update({ filter: next === 'all' ? null : next, page: null }),
    choosePage: (next: number) => update({ page: next === 1 ? null : String(next) }),
  };
}
