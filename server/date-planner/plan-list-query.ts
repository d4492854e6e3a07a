import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlanListItem, PlanStats, planListQuerySchema } from '@contract/date-plans';
import { isOwnImagePath } from '@contract/theme-images';
import type { Database } from '../db/client';
import { datePlans, planCounts } from '../db/schema';
import { escapeLike } from '../lib/like';

type ListQuery = z.output<typeof planListQuerySchema>;

/** What a plan's card shows: a few fields of the plan, kept as columns beside the document (schema.ts). */
const cardColumns = {
  id: datePlans.id,
  title: datePlans.title,
  themeDescription: datePlans.themeDescription,
  duration: datePlans.cardDuration,
  costRange: datePlans.cardCostRange,
  imageUrl: datePlans.cardImageUrl,
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
 * was a sixth of its CPU. Each row also carries the owner's kept counts (migration 0007), so the
 * page and its total are one statement. A search, rarer and of any text, is built per request and
 * counted apart.
 *
 * The first page, the one nearly every load reads, has statements of its own without an OFFSET: an
 * OFFSET whose value PostgreSQL does not know when it plans makes the statement's one reusable
 * (generic) plan look dearer than a plan made for each run's values, so it was planned anew on
 * every run, and planning cost as much as the rest of the read.
 */
const statementName = (favorite: boolean, archived: boolean, firstPage: boolean) =>
  `plan_list${favorite ? '_favorite' : ''}${archived ? '_archived' : ''}${firstPage ? '_first_page' : ''}`;

/** A page's rows, and the owner's kept counts when the page came with them (not for a search). */
export interface PlanListPage {
  rows: CardRow[];
  counts: PlanStats | null;
}

/**
 * One of the owner's kept counts, read once for the whole page: joined to every row instead, it was
 * looked up once a row, and those lookups took most of the statement's own time.
 */
const keptCount = (column: 'total' | 'favorites' | 'archived') =>
  sql<
    number | null
  >`(select ${planCounts[column]} from ${planCounts} where ${planCounts.userId} = ${sql.placeholder('userId')})`;

export function createPlanListQuery(db: Database) {
  const filtered = (favorite: boolean, archived: boolean, firstPage: boolean) => {
    const newest = db
      .select({
        ...cardColumns,
        total: keptCount('total'),
        favorites: keptCount('favorites'),
        archived: keptCount('archived'),
      })
      .from(datePlans)
      .where(
        and(
          eq(datePlans.userId, sql.placeholder('userId')),
          favorite ? eq(datePlans.isFavorite, sql.placeholder('favorite')) : undefined,
          archived ? eq(datePlans.isArchived, sql.placeholder('archived')) : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .$dynamic();
    const page = firstPage ? newest : newest.offset(sql.placeholder('offset'));
    return page.prepare(statementName(favorite, archived, firstPage));
  };
  const statements = new Map(
    [false, true].flatMap((favorite) =>
      [false, true].flatMap((archived) =>
        [false, true].map((firstPage) => [
          statementName(favorite, archived, firstPage),
          filtered(favorite, archived, firstPage),
        ]),
      ),
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
    /** The page's rows, with the kept counts unless it is a search or the page is empty. */
    async page(userId: string, query: ListQuery): Promise<PlanListPage> {
      if (query.search) {
        const rows = await cardsFrom(db)
          .where(matching(userId, query))
          .orderBy(...newestFirst)
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size);
        return { rows, counts: null };
      }
      const name = statementName(
        query.is_favorite !== undefined,
        query.is_archived !== undefined,
        query.page === 1,
      );
      const rows = await statements.get(name)!.execute({
        userId,
        favorite: query.is_favorite,
        archived: query.is_archived,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      const [first] = rows;
      // A plan's insert writes its owner's counts in the same transaction, so a row has them.
      const counts = first
        ? { total: first.total ?? 0, favorites: first.favorites ?? 0, archived: first.archived ?? 0 }
        : null;
      return { rows, counts };
    },
    /** How many plans the query finds over every page, counted (the usual filters have kept counts). */
    async count(userId: string, query: ListQuery): Promise<number> {
      const [total] = await db.select({ value: count() }).from(datePlans).where(matching(userId, query));
      return total?.value ?? 0;
    },
  };
}
