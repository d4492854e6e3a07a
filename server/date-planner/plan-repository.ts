import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlanData, PlanDetail, PlanStats, planListQuerySchema } from '@contract/date-plans';
import { isOwnImagePath } from '@contract/theme-images';
import type { Database } from '../db/client';
import { datePlans, planCounts } from '../db/schema';
import { createPlanListQuery, toPlanListItem } from './plan-list-query';

type PlanRow = typeof datePlans.$inferSelect;
type ListQuery = z.output<typeof planListQuerySchema>;

/** The answer for a plan that is missing or not the caller's to see: the two read the same. */

/** The plan with only the site's own pictures, whatever an engine once stored. */
const withOwnImages = ({ cover_image_url: cover, ...plan }: PlanData): PlanData => ({
  ...plan,
  ...(cover && isOwnImagePath(cover) ? { cover_image_url: cover } : {}),
  steps: plan.steps.map((step) => ({ ...step, image_urls: step.image_urls.filter(isOwnImagePath) })),
});

export const toPlanDetail = (row: PlanRow): PlanDetail => ({
  plan_id: row.id,
  title: row.title,
  plan_data: row.planData && withOwnImages(row.planData),
  generation_status: row.status,
  generated_at: row.generatedAt.toISOString(),
  is_favorite: row.isFavorite,
  is_archived: row.isArchived,
  is_shareable: row.shareToken !== null,
  share_token: row.shareToken,
  query: row.query,
  scheduled_for: row.scheduledFor,
  time_zone: row.planState?.timeZone ?? null,
  can_undo_swap: Boolean(row.planState?.previous),
});

/** What anyone holding the link sees: the plan itself, nothing about its owner or their request. */
export const toSharedPlanDetail = (row: PlanRow): PlanDetail => ({
  ...toPlanDetail(row),
  is_favorite: false,
  is_archived: false,
  query: null,
  can_undo_swap: false,
});

/** The signed-in member's plans; every query is scoped to the owner, so other ids read as missing. */
export function createPlanRepository(db: Database) {
  /** The trigger-kept counts: every plan, the favourites and the archived ones, archived included. */
  // Read by every dashboard load: built once, and on PostgreSQL planned once per connection.
  const countsOf = db
    .select({ total: planCounts.total, favorites: planCounts.favorites, archived: planCounts.archived })
    .from(planCounts)
    .where(eq(planCounts.userId, sql.placeholder('userId')))
    .prepare('plan_counts_of_user');
  const lists = createPlanListQuery(db);

  async function stats(userId: string): Promise<PlanStats> {
    const [row] = await countsOf.execute({ userId });
    return row ?? { total: 0, favorites: 0, archived: 0 };
  }

  /**
   * The kept count for the dashboard's filters (all, not archived, archived, favorites); null for a
   * search or another combination, which is counted directly.
   */
  function keptCount(counts: PlanStats, query: ListQuery): number | null {
    if (query.search) return null;
    const { is_favorite: favorite, is_archived: archived } = query;
    if (favorite === undefined && archived === undefined) return counts.total;
    if (favorite === undefined && archived === false) return counts.total - counts.archived;
    if (favorite === undefined && archived === true) return counts.archived;
    if (favorite === true && archived === undefined) return counts.favorites;
    return null;
  }

  /** The page's total: a search counted while its page is read; otherwise from the kept counts. */
  async function pageAndTotal(userId: string, query: ListQuery) {
    if (query.search) {
      const [{ rows }, total] = await Promise.all([lists.page(userId, query), lists.count(userId, query)]);
      return { rows, total };
    }
    const { rows, counts } = await lists.page(userId, query);
    // An empty page brings no counts: past the last page, or an owner without plans.
    const kept = keptCount(counts ?? (await stats(userId)), query);
    return { rows, total: kept ?? (await lists.count(userId, query)) };
  }

  const owned = (userId: string, planId: string) =>
    and(eq(datePlans.userId, userId), eq(datePlans.id, planId));

  return {
    stats,

    async list(userId: string, query: ListQuery) {
      const { rows, total } = await pageAndTotal(userId, query);
      return {
        plans: rows.map(toPlanListItem),
        total_count: total,
        has_next: query.page * query.page_size < total,
      };
    },

    async find(userId: string, planId: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(datePlans).where(owned(userId, planId));
      return row;
    },

    async update(
      userId: string,
      planId: string,
      changes: { is_favorite?: boolean; is_archived?: boolean },
    ): Promise<PlanRow | undefined> {
      const [row] = await db
        .update(datePlans)
        .set({ isFavorite: changes.is_favorite, isArchived: changes.is_archived })
        .where(owned(userId, planId))
        .returning();
      return row;
    },

    async remove(userId: string, planId: string): Promise<boolean> {
      const rows = await db.delete(datePlans).where(owned(userId, planId)).returning({ id: datePlans.id });
      return rows.length > 0;
    },

    /**
     * Shares with a 192-bit token (kept when already shared) or revokes the link. One statement, so
     * concurrent shares agree: PostgreSQL re-evaluates the COALESCE on the row a racing update left.
     */
    async setShared(userId: string, planId: string, shared: boolean): Promise<PlanRow | undefined> {
      const shareToken = shared
        ? sql`coalesce(${datePlans.shareToken}, ${randomBytes(24).toString('base64url')})`
        : null;
      const [row] = await db.update(datePlans).set({ shareToken }).where(owned(userId, planId)).returning();
      return row;
    },

    async findShared(shareToken: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(datePlans).where(eq(datePlans.shareToken, shareToken));
      return row;
    },
  };
}

export type PlanRepository = ReturnType<typeof createPlanRepository>;
