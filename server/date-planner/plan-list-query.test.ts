import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { datePlans } from '../db/schema';
import { samplePlanData } from '../testing/fake-engine';
import { seedMember, seedPlans } from '../testing/seed-plans';
import { createTestDatabase } from '../testing/test-database';
import { createPlanRepository, type PlanRepository } from './plan-repository';

const page = (pageNumber: number, pageSize: number, filters: object = {}) => ({
  page: pageNumber,
  page_size: pageSize,
  ...filters,
});

describe('the plan list', () => {
  let database: DatabaseHandle;
  let plans: PlanRepository;

  beforeAll(async () => {
    database = await createTestDatabase();
    plans = createPlanRepository(database.db);
  });
  afterAll(() => database.close());

  const member = () => seedMember(database.db);

  it('shows a card as its plan reads after every rewrite of the plan', async () => {
    const userId = await member();
    const [planId] = await seedPlans(database.db, userId, [{ cover: '/images/kinds/jazz.svg' }]);
    const rewritten = {
      ...samplePlanData('Rewritten'),
      total_estimated_date_duration: 'About 5 hours',
      total_estimated_cost_range: '$90-120 per person',
      cover_image_url: '/images/kinds/wine.svg',
    };
    await database.db.update(datePlans).set({ planData: rewritten }).where(eq(datePlans.id, planId!));
    const [card] = (await plans.list(userId, page(1, 20))).plans;
    expect(card).toMatchObject({
      total_estimated_duration: 'About 5 hours',
      total_estimated_cost_range: '$90-120 per person',
      image_url: '/images/kinds/wine.svg',
    });

    // A plan whose document is gone (a generation under way again) shows no card fields.
    await database.db.update(datePlans).set({ planData: null }).where(eq(datePlans.id, planId!));
    expect((await plans.list(userId, page(1, 20))).plans[0]).toMatchObject({
      total_estimated_duration: null,
      total_estimated_cost_range: null,
      image_url: null,
    });
  });

  it('reads the first page by one plan made once, not planned anew on every load', async (context) => {
    // The embedded database is one session, so its prepared statements are the app's own.
    if (database.kind !== 'pglite') context.skip();
    const userId = await member();
    await seedPlans(database.db, userId, [{}, {}, {}]);
    for (let load = 0; load < 8; load += 1) await plans.list(userId, page(1, 2));
    // On the embedded database the result is PGlite's own: its rows under `rows`.
    const { rows } = (await database.db.execute(
      sql`select generic_plans as generic from pg_prepared_statements
          where statement like '%"card_duration"%from "plan_counts"%' and statement not like '%offset%'`,
    )) as unknown as { rows: { generic: number }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]!.generic).toBeGreaterThanOrEqual(3);
  });

  it('tells the total under every filter, on a page of plans and past the last page', async () => {
    const userId = await member();
    await seedPlans(database.db, userId, [
      { isFavorite: true },
      { isArchived: true },
      { isFavorite: true, isArchived: true },
      {},
      {},
    ]);
    const totals = async (pageNumber: number) =>
      Promise.all(
        [
          {},
          { is_archived: false },
          { is_archived: true },
          { is_favorite: true },
          { is_favorite: false },
        ].map(async (filters) => {
          const listed = await plans.list(userId, page(pageNumber, 2, filters));
          return [listed.total_count, listed.has_next, listed.plans.length];
        }),
      );
    expect(await totals(1)).toEqual([
      [5, true, 2],
      [3, true, 2],
      [2, false, 2],
      [2, false, 2],
      [3, true, 2],
    ]);
    expect(await totals(9)).toEqual([
      [5, false, 0],
      [3, false, 0],
      [2, false, 0],
      [2, false, 0],
      [3, false, 0],
    ]);
    const newcomer = await member();
    expect(await plans.list(newcomer, page(1, 20))).toEqual({ plans: [], total_count: 0, has_next: false });
  });
});

describe('the migration that keeps the card fields as columns', () => {
  it('fills them for the plans made before it', async () => {
    // The migrations up to the one before, then a plan, then the rest.
    const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));
    const before = join(mkdtempSync(join(tmpdir(), 'card-columns-')), 'migrations');
    cpSync(migrations, before, { recursive: true });
    const journalPath = join(before, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag === '0015_plan_card_columns');
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

    const client = await PGlite.create();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      const data = { ...samplePlanData('Old'), cover_image_url: undefined };
      await client.query(
        `insert into date_plans (id, query, user_preferences, title, plan_data, status, allowance_source, allowance_key)
         values ($1, 'q', '{}', 'Old', $2, 'completed', 'daily_free', 'seed')`,
        [randomUUID(), JSON.stringify(data)],
      );
      await migrate(db, { migrationsFolder: migrations });
      const { rows } = await client.query(
        'select card_duration, card_cost_range, card_image_url from date_plans',
      );
      expect(rows).toEqual([
        {
          card_duration: data.total_estimated_date_duration,
          card_cost_range: data.total_estimated_cost_range,
          card_image_url: data.steps[0]!.image_urls[0],
        },
      ]);
    } finally {
      await client.close();
    }
  });
});
