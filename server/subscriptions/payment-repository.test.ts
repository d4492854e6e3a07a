import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_CALLBACK_PATH } from '@contract/subscriptions';
import { createUserRepository } from '../auth/users';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../testing/test-database';
import { createPaymentRepository, type PaymentRepository } from './payment-repository';

let database: DatabaseHandle;
let payments: PaymentRepository;
let userId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  payments = createPaymentRepository(database.db);
  const user = await createUserRepository(database.db).create({
    email: 'payer@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordHash: null,
    profileImage: null,
  });
  userId = user.id;
});
afterAll(() => database.close());

const start = (reference: string) =>
  payments.createPending({
    reference,
    userId,
    planId: 'plus-monthly',
    provider: 'test',
    amount: 999,
    currency: 'USD',
    callbackUrl: `http://localhost:3000${PAYMENT_CALLBACK_PATH}`,
  });

describe('the payment repository', () => {
  it('stores a payment as pending and finds it only for its member', async () => {
    await start('ref-owned');
    expect(await payments.find('ref-owned')).toMatchObject({
      status: 'pending',
      amount: 999,
      activatedAt: null,
    });
    expect(await payments.isOwnedBy('ref-owned', userId)).toBe(true);
    expect(await payments.isOwnedBy('ref-owned', '00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await payments.find('ref-unknown')).toBeUndefined();
  });

  it('keeps the test checkout’s first answer', async () => {
    await start('ref-paid');
    await payments.settlePending('ref-paid', 'success');
    await payments.settlePending('ref-paid', 'abandoned');
    expect((await payments.find('ref-paid'))?.status).toBe('success');
  });

  it('records a provider’s failure', async () => {
    await start('ref-failed');
    await payments.recordFailure('ref-failed', 'failed');
    expect((await payments.find('ref-failed'))?.status).toBe('failed');
  });
});
