import { asc, eq } from 'drizzle-orm';
import type { SubscriptionPlan } from '@contract/subscriptions';
import type { Database } from '../db/client';
import { subscriptionPlans } from '../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

export const toSubscriptionPlan = (row: PlanRow): SubscriptionPlan => ({
  plan_id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  currency: row.currency,
  billing_cycle: row.billingCycle,
  date_generation_limit: row.dateGenerationLimit,
  features: row.features,
  is_active: row.isActive,
});

export function createPlanCatalog(db: Database) {
  return {
    /**
     * Every plan in display order, the free one first, as GET /subscriptions/plans answers it and the
     * prerendered pricing page shows it.
     */
    async published(): Promise<SubscriptionPlan[]> {
      const rows = await db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.sortOrder));
      return rows.map(toSubscriptionPlan);
    },
    async find(id: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
      return row;
    },
  };
}

export type PlanCatalog = ReturnType<typeof createPlanCatalog>;
