import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import type { PaymentProvider } from './payment-provider';

export const TEST_CHECKOUT_PATH = '/v1/subscriptions/test-checkout';

/**
 * The built-in checkout, enabled by TEST_CHECKOUT when no payment provider is configured: the
 * "provider" is a page this API serves at `apiOrigin`, and a payment succeeds when the user presses
 * Pay there. No money moves.
 */
export function createTestCheckoutProvider(db: Database, apiOrigin: string): PaymentProvider {
  return {
    name: 'test',
    async initialize(payment) {
      return {
        authorizationUrl: `${apiOrigin}${TEST_CHECKOUT_PATH}/${encodeURIComponent(payment.reference)}`,
      };
    },
    async verify(reference) {
      const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
      if (!row) return { status: 'failed', amount: 0, currency: '' };
      return { status: row.status, amount: row.amount, currency: row.currency };
    },
  };
}
