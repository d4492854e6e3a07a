import type { FastifyInstance } from 'fastify';
import { SUBSCRIPTIONS_BASE } from '@contract/subscriptions';
import { createUserRepository } from '../auth/users';
import type { SpaPage } from '../plugins/static-spa';
import { paystackWebhookRoutes } from '../routes/v1/subscriptions/paystack-webhook-routes';
import { subscriptionRoutes } from '../routes/v1/subscriptions/subscription-routes';
import { testCheckoutRoutes } from '../routes/v1/subscriptions/test-checkout-routes';
import { pricingWebPage } from '../routes/web/pricing-web-page';
import { createAllowance, type Allowance } from '../subscriptions/allowance';
import { createPaymentRepository } from '../subscriptions/payment-repository';
import { startPeriodExpiry } from '../subscriptions/period-expiry';
import { createPaystackProvider } from '../subscriptions/paystack-provider';
import { createPlanCatalog, type PlanCatalog } from '../subscriptions/plan-catalog';
import { createSubscriptionService, type SubscriptionService } from '../subscriptions/subscription-service';
import { createSubscriptionStore, type SubscriptionStore } from '../subscriptions/subscription-store';
import { createTestCheckoutProvider } from '../subscriptions/test-checkout-provider';
import type { SharedOptions } from './shared-options';

export interface Subscriptions {
  catalog: PlanCatalog;
  /** Built once here; the date planner spends and refunds it, the usage endpoint reports it. */
  allowance: Allowance;
  service: SubscriptionService;
  store: SubscriptionStore;
}

// Without Paystack or the test checkout, payments are off and their endpoints answer 503.
const testCheckoutEnabled = ({ config }: SharedOptions) =>
  !config.PAYSTACK_SECRET_KEY && config.TEST_CHECKOUT;

/** Plans, payments and the allowance, built before the domains that spend it. */
export function createSubscriptions(shared: SharedOptions): Subscriptions {
  const { config, db, origins } = shared;
  const catalog = createPlanCatalog(db);
  const store = createSubscriptionStore(db);
  const payments = createPaymentRepository(db);
  const allowance = createAllowance({ db, store, catalog });
  const service = createSubscriptionService({
    catalog,
    store,
    payments,
    allowance,
    users: createUserRepository(db),
    provider: config.PAYSTACK_SECRET_KEY
      ? createPaystackProvider({ secretKey: config.PAYSTACK_SECRET_KEY, baseUrl: config.PAYSTACK_BASE_URL })
      : testCheckoutEnabled(shared)
        ? createTestCheckoutProvider(payments, origins.api)
        : null,
    origins,
  });
  return { catalog, allowance, service, store };
}

/**
 * The subscription routes, the payment provider's own routes and the expiry of ended periods; answers
 * with the web page it shapes (pricing, drawn from the catalogue).
 */
export async function registerSubscriptions(
  app: FastifyInstance,
  shared: SharedOptions,
  { catalog, service, store }: Subscriptions,
): Promise<{ pages: SpaPage[] }> {
  const { config } = shared;
  const prefix = SUBSCRIPTIONS_BASE;
  await app.register(subscriptionRoutes, { prefix, subscriptions: service });
  if (config.PAYSTACK_SECRET_KEY) {
    await app.register(paystackWebhookRoutes, {
      prefix,
      subscriptions: service,
      secretKey: config.PAYSTACK_SECRET_KEY,
    });
  } else if (testCheckoutEnabled(shared)) {
    await app.register(testCheckoutRoutes, { prefix, subscriptions: service, staticDir: config.STATIC_DIR });
  }

  let stopExpiry = () => {};
  app.addHook('onReady', async () => {
    stopExpiry = startPeriodExpiry(store, app.log);
  });
  app.addHook('onClose', async () => stopExpiry());
  return { pages: [pricingWebPage(catalog)] };
}
