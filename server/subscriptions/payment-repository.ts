import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payments } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'activatedAt' | 'createdAt' | 'status'>;

/**
 * The payments a member started. Activation (the one step that turns a payment into a period) is the
 * subscription store's, in one transaction with the period it starts.
 */
export function createPaymentRepository(db: Database) {
  return {
    async createPending(payment: NewPayment): Promise<void> {
      await db.insert(payments).values({ ...payment, status: 'pending' });
    },

    async find(reference: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
      return row;
    },

    /** Whether the reference is one of this member's payments; anyone else's reads as missing. */
    async isOwnedBy(reference: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ reference: payments.reference })
        .from(payments)
        .where(and(eq(payments.reference, reference), eq(payments.userId, userId)));
      return Boolean(row);
    },

    /** Records what the provider reported for a payment that did not go through. */
    async recordFailure(reference: string, status: 'failed' | 'abandoned'): Promise<void> {
      await db.update(payments).set({ status }).where(eq(payments.reference, reference));
    },

    /** The test checkout's answer; a payment already paid or cancelled keeps its first answer. */
    async settlePending(reference: string, status: 'success' | 'abandoned'): Promise<void> {
      await db
        .update(payments)
        .set({ status })
        .where(and(eq(payments.reference, reference), eq(payments.status, 'pending')));
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
