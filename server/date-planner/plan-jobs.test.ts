import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { datePlans, users } from '../db/schema';
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

  it("claims a member's plan before older guest plans, and leaves guests' when asked to", async () => {
    const jobs = createPlanJobs(database.db);
    const userId = randomUUID();
    await database.db
      .insert(users)
      .values({ id: userId, email: `${userId}@example.com`, firstName: 'Ana', lastName: 'Member' });
    const guest = { userId: null, preferences: {}, spend: { source: 'daily_free' as const, key: 'guest' } };
    await jobs.enqueue({ ...guest, guestEmail: 'early@example.com', query: 'An early guest plan' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    const memberPlan = await jobs.enqueue({
      ...guest,
      userId,
      guestEmail: null,
      query: 'A member plan queued later',
    });
    expect((await jobs.claimNext({ membersOnly: true }))?.id).toBe(memberPlan);
    expect(await jobs.claimNext({ membersOnly: true })).toBeUndefined();
    expect((await jobs.claimNext())?.query).toBe('An early guest plan');
  });
});
