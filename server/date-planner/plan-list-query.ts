import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlanListItem, planListQuerySchema } from '@contract/date-plans';
import { isOwnImagePath } from '@contract/theme-images';
import type { Database } from '../db/client';
import { datePlans } from '../db/schema';
import { escapeLike } from '../lib/like';

type ListQuery = z.output<typeof planListQuerySchema>;

/** What a plan's card shows: a few fields of the plan, not the whole document. */
const cardColumns = {
  id: datePlans.id,
  title: datePlans.title,
  themeDescription: datePlans.themeDescription,
  duration: sql<string | null>`${datePlans.planData}->>'total_estimated_date_duration'`,
  costRange: sql<string | null>`${datePlans.planData}->>'total_estimated_cost_range'`,
  // The plan's cover; a plan made before plans had one shows its first stop's picture.
  imageUrl: sql<
    string | null
  >`coalesce(${datePlans.planData}->>'cover_image_url', ${datePlans.planData}->'steps'->0->'image_urls'->>0)`,
  generatedAt: datePlans.generatedAt,
  status: datePlans.status,
  isFavorite: datePlans.isFavorite,
  isArchived: datePlans.isArchived,
};

const cardsFrom = (db: Database) => db.select(cardColumns).from(datePlans);
type CardRow = Awaited<ReturnType<typeof cardsFrom>>[number];

const newestFirst = [desc(datePlans.generatedAt), desc(datePlans.id)];

export const toPlanListItem = (row: CardRow): PlanListItem => ({
  plan_id: row.id,
  title: row.title,
  theme_description: row.themeDescription,
  total_estimated_duration: row.duration,
  total_estimated_cost_range: row.costRange,
  generated_at: row.generatedAt.toISOString(),
  generation_status: row.status,
  is_favorite: row.isFavorite,
  is_archived: row.isArchived,
  image_url: row.imageUrl && isOwnImagePath(row.imageUrl) ? row.imageUrl : null,
});

/**
 * A page of the owner's plans, newest first. The dashboard's filters (all, favourites, archived or
 * not, both) are one prepared statement each: every dashboard load runs one, and building the query
 * was a sixth of its CPU; on PostgreSQL each is also planned once per connection. A search, rarer
 * and of any text, is built per request.
 */
const statementName = (favorite: boolean, archived: boolean) =>
  `plan_list${favorite ? '_favorite' : ''}${archived ? '_archived' : ''}`;

export function createPlanListQuery(db: Database) {
  const filtered = (favorite: boolean, archived: boolean) =>
    cardsFrom(db)
      .where(
        and(
          eq(datePlans.userId, sql.placeholder('userId')),
          favorite ? eq(datePlans.isFavorite, sql.placeholder('favorite')) : undefined,
          archived ? eq(datePlans.isArchived, sql.placeholder('archived')) : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(statementName(favorite, archived));
  const statements = new Map(
    [false, true].flatMap((favorite) =>
      [false, true].map((archived) => [statementName(favorite, archived), filtered(favorite, archived)]),
    ),
  );

  const matching = (userId: string, query: ListQuery) => {
    const pattern = query.search && `%${escapeLike(query.search)}%`;
    return and(
      eq(datePlans.userId, userId),
      query.is_favorite === undefined ? undefined : eq(datePlans.isFavorite, query.is_favorite),
      query.is_archived === undefined ? undefined : eq(datePlans.isArchived, query.is_archived),
      pattern
        ? or(
            ilike(datePlans.title, pattern),
            ilike(datePlans.themeDescription, pattern),
            ilike(datePlans.query, pattern),
          )
        : undefined,
    );
  };

  return {
    /** The page's rows. */
    page(userId: string, query: ListQuery): Promise<CardRow[]> {
      if (query.search)
        return cardsFrom(db)
          .where(matching(userId, query))
          .orderBy(...newestFirst)
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size);
      const name = statementName(query.is_favorite !== undefined, query.is_archived !== undefined);
      return statements.get(name)!.execute({
        userId,
        favorite: query.is_favorite,
        archived: query.is_archived,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
    },
    /** How many plans the query finds over every page, counted (the usual filters have kept counts). */
    async count(userId: string, query: ListQuery): Promise<number> {
      const [total] = await db.select({ value: count() }).from(datePlans).where(matching(userId, query));
      return total?.value ?? 0;
    },
  };
}
