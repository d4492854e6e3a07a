import { describe, expect, it } from 'vitest';
import type { PlanListItem, PlanListResponse } from '@contract/date-plans';
import { planListItemFixture } from '@/testing/plan-fixtures';
import { listAfterChange, listWithout, statsAfterChange, statsAfterDelete } from './plan-cache';

const item = planListItemFixture;
const page = (...plans: PlanListItem[]): PlanListResponse => ({ plans, total_count: 9, has_next: true });

describe('the plan caches after a change', () => {
  it('changes a favourite in place on a page it still belongs to', () => {
    const { list, stale } = listAfterChange(page(item('a'), item('b')), 'all', {
      plan_id: 'b',
      is_favorite: true,
      is_archived: false,
    });
    expect(stale).toBe(false);
    expect(list.plans.map((plan) => [plan.plan_id, plan.is_favorite])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(list.total_count).toBe(9);
  });

  it('takes an archived plan off the All page and a plan no longer favoured off Favorites', () => {
    const archived = listAfterChange(page(item('a'), item('b')), 'all', {
      plan_id: 'a',
      is_favorite: false,
      is_archived: true,
    });
    expect(archived.list.plans.map((plan) => plan.plan_id)).toEqual(['b']);
    expect(archived.list.total_count).toBe(8);
    const unfavoured = listAfterChange(page(item('a', { is_favorite: true })), 'favorites', {
      plan_id: 'a',
      is_favorite: false,
      is_archived: false,
    });
    expect(unfavoured.list.plans).toEqual([]);
  });

  it('marks a page stale when the plan now belongs on it, and leaves other pages alone', () => {
    const favourites = page(item('x', { is_favorite: true }));
    const now = { plan_id: 'a', is_favorite: true, is_archived: false };
    expect(listAfterChange(favourites, 'favorites', now)).toEqual({ list: favourites, stale: true });
    const archive = page(item('y', { is_archived: true }));
    expect(listAfterChange(archive, 'archived', now)).toEqual({ list: archive, stale: false });
  });

  it('removes a deleted plan once and only from pages that hold it', () => {
    const list = page(item('a'), item('b'));
    expect(listWithout(list, 'a').plans.map((plan) => plan.plan_id)).toEqual(['b']);
    expect(listWithout(list, 'a').total_count).toBe(8);
    expect(listWithout(list, 'zzz')).toBe(list);
  });

  it('moves the counts from the old flags to the server’s', () => {
    const stats = { total: 5, favorites: 2, archived: 1 };
    const before = { plan_id: 'a', is_favorite: false, is_archived: false };
    expect(statsAfterChange(stats, before, { ...before, is_favorite: true })).toEqual({
      total: 5,
      favorites: 3,
      archived: 1,
    });
    expect(statsAfterChange(stats, before, { ...before, is_archived: true })).toEqual({
      total: 5,
      favorites: 2,
      archived: 2,
    });
    // The server's answer wins even when it did not change what was asked.
    expect(statsAfterChange(stats, before, before)).toEqual(stats);
    expect(statsAfterDelete(stats, { plan_id: 'a', is_favorite: true, is_archived: true })).toEqual({
      total: 4,
      favorites: 1,
      archived: 0,
    });
  });
});
