import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { subscriptions } from '../db/schema';
import { createTestApp, signUpMember, type TestContext } from '../testing/test-app';
import { createSubscriptionStore } from './subscription-store';

let ctx: TestContext;
let database: DatabaseHandle;
beforeAll(async () => {
  ctx = await createTestApp();
  database = ctx.database;
});
afterAll(() => ctx.close());

describe('period expiry', () => {
  it('marks ended periods expired and leaves running ones alone', async () => {
    const member = await signUpMember(ctx.app);
    const store = createSubscriptionStore(database.db);
    const now = new Date('2026-06-15T00:00:00Z');
    const ended = randomUUID();
    const running = randomUUID();
    await database.db.insert(subscriptions).values([
      {
        id: ended,
        userId: member.user.user_id,
        planId: 'plus-monthly',
        status: 'cancelled',
        cancelAtPeriodEnd: true,
        currentPeriodStart: new Date('2026-05-01T00:00:00Z'),
        currentPeriodEnd: new Date('2026-06-01T00:00:00Z'),
      },
      {
        id: running,
        userId: member.user.user_id,
        planId: 'plus-monthly',
        status: 'active',
        currentPeriodStart: new Date('2026-06-01T00:00:00Z'),
        currentPeriodEnd: new Date('2026-07-01T00:00:00Z'),
      },
    ]);
    expect(await store.expireEnded(now)).toBe(1);
    const status = async (id: string) =>
      (await database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]?.status;
    expect(await status(ended)).toBe('expired');
    expect(await status(running)).toBe('active');
    expect((await store.current(member.user.user_id, now))?.subscription.id).toBe(running);
    expect(await store.current(member.user.user_id, new Date('2026-07-02T00:00:00Z'))).toBeUndefined();
  });
});
