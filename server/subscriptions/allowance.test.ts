import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserRepository } from '../auth/users';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../testing/test-database';
import { createAllowance, GUEST_ALLOWANCE_EXHAUSTED, MEMBER_ALLOWANCE_EXHAUSTED } from './allowance';
import { createPlanCatalog } from './plan-catalog';
import { createSubscriptionStore } from './subscription-store';

let database: DatabaseHandle;
let allowance: ReturnType<typeof createAllowance>;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  allowance = createAllowance({ db, store: createSubscriptionStore(db), catalog: createPlanCatalog(db) });
});
afterAll(() => database.close());

let memberCount = 0;
async function member() {
  memberCount += 1;
  const user = await createUserRepository(database.db).create({
    email: `allowance-${memberCount}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordHash: null,
    profileImage: null,
  });
  return { kind: 'member' as const, userId: user.id };
}

const june = new Date('2026-06-15T10:00:00Z');

describe('the allowance', () => {
  it("puts a member without a paid plan on the free plan's calendar month", async () => {
    const { userId } = await member();
    const period = await allowance.currentPeriod(userId, june);
    expect(period).toMatchObject({
      planName: 'Free',
      start: new Date('2026-06-01T00:00:00Z'),
      end: new Date('2026-07-01T00:00:00Z'),
    });
    expect(period.limit).toBeGreaterThan(0);
  });

  it('spends the daily free plan first, then the period, and reports both in the usage', async () => {
    const requester = await member();
    const { limit } = await allowance.currentPeriod(requester.userId, june);
    expect(await allowance.spend(requester, june)).toMatchObject({ source: 'daily_free' });
    expect(await allowance.usage(requester.userId, june)).toMatchObject({
      used: 0,
      dailyFreeAvailable: false,
    });
    for (let i = 0; i < limit; i += 1) {
      expect(await allowance.spend(requester, june)).toMatchObject({ source: 'period' });
    }
    await expect(allowance.spend(requester, june)).rejects.toThrow(MEMBER_ALLOWANCE_EXHAUSTED);
    expect(await allowance.usage(requester.userId, june)).toMatchObject({ used: limit });
  });

  it('gives back exactly what a failed generation spent', async () => {
    const requester = await member();
    const daily = await allowance.spend(requester, june);
    const period = await allowance.spend(requester, june);
    await allowance.refund(period);
    expect(await allowance.usage(requester.userId, june)).toMatchObject({
      used: 0,
      dailyFreeAvailable: false,
    });
    await allowance.refund(daily);
    expect(await allowance.usage(requester.userId, june)).toMatchObject({
      used: 0,
      dailyFreeAvailable: true,
    });
  });

  it('gives a guest e-mail one plan a day and refunds it, even with a bar in the address', async () => {
    const guest = { kind: 'guest' as const, email: 'odd|guest@example.com' };
    const spend = await allowance.spend(guest, june);
    await expect(allowance.spend({ ...guest, email: 'ODD|guest@example.com' }, june)).rejects.toThrow(
      GUEST_ALLOWANCE_EXHAUSTED,
    );
    await allowance.refund(spend);
    await expect(allowance.spend(guest, june)).resolves.toMatchObject({ source: 'daily_free' });
  });
});
