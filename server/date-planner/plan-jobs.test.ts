import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { datePlans } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { createPlanJobs } from './plan-jobs';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the generation queue', () => {
  it('claims exactly one pending plan at a time, oldest first', async () => {
    const jobs = createPlanJobs(database.db);
    const ids: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      ids.push(
        await jobs.enqueue({
          userId: null,
          guestEmail: `queue-${index}@example.com`,
          query: `Plan ${index}`,
          preferences: {},
          spend: { source: 'daily_free', key: `guest:queue-${index}@example.com|2026-01-01` },
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const first = await jobs.claimNext();
    expect(first?.id).toBe(ids[0]);
    const statuses = (await database.db.select({ status: datePlans.status }).from(datePlans)).map(
      (row) => row.status,
    );
    expect(statuses.filter((status) => status === 'generating')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'pending')).toHaveLength(9);
    const claimed = await Promise.all(Array.from({ length: 9 }, () => jobs.claimNext()));
    expect(new Set(claimed.map((row) => row?.id)).size).toBe(9);
    expect(await jobs.claimNext()).toBeUndefined();
  });
});
