import { randomBytes } from 'node:crypto';
import {
  ALREADY_SUBSCRIBED,
  FOREIGN_CALLBACK,
  PAYMENT_CALLBACK_PATH,
  type CurrentSubscription,
  type SubscriptionUsage,
  FREE_PLAN_ID,
} from '@contract/subscriptions';
import type { UserRepository } from '../auth/users';
import { HttpError, invalidField, notFound } from '../lib/http-error';
import type { Origins } from '../lib/origins';
import type { Allowance } from './allowance';
import { PAYMENTS_UNAVAILABLE, type PaymentProvider } from './payment-provider';
import type { PaymentRepository } from './payment-repository';
import type { PlanCatalog } from './plan-catalog';
import { toCurrentSubscription, type SubscriptionStore } from './subscription-store';

export const PLAN_NOT_FOUND = 'Subscription plan not found';
export const NO_SUBSCRIPTION = 'No active subscription';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const PAYMENT_NOT_COMPLETED = 'The payment was not completed. No money was taken; you can try again.';
export const PAYMENT_MISMATCH = 'The payment does not match the plan price. Please contact support.';

export interface SubscriptionServiceDeps {
  catalog: PlanCatalog;
  store: SubscriptionStore;
  payments: PaymentRepository;
  allowance: Pick<Allowance, 'usage'>;
  users: Pick<UserRepository, 'findById'>;
  /** Null when payments are switched off: neither Paystack nor the test checkout is enabled. */
  provider: PaymentProvider | null;
  /** Callbacks and the test checkout's redirects stay on these. */
  origins: Origins;
}

/** Amounts in minor units, as payment providers take them. */
const toMinorUnits = (price: number) => Math.round(price * 100);

export function createSubscriptionService({
  catalog,
  store,
  payments,
  allowance,
  users,
  provider,
  origins,
}: SubscriptionServiceDeps) {
  // Where a payment comes back to when the member did not name a page of their own.
  const defaultCallback = `${origins.site}${PAYMENT_CALLBACK_PATH}`;
  const paymentProvider = () => {
    if (!provider) throw new HttpError(503, PAYMENTS_UNAVAILABLE);
    return provider;
  };

  async function activePlanOr404(planId: string) {
    const plan = await catalog.find(planId);
    if (!plan || !plan.isActive) throw notFound(PLAN_NOT_FOUND);
    return plan;
  }

  async function startPayment(userId: string, planId: string, callbackUrl: string) {
    const checkout = paymentProvider();
    if (!origins.isAllowed(callbackUrl)) throw invalidField(['body', 'callback_url'], FOREIGN_CALLBACK);
    const plan = await activePlanOr404(planId);
    if (plan.price <= 0) throw new HttpError(400, 'The free plan needs no payment');
    const current = await store.current(userId);
    if (current?.plan.id === plan.id && !current.subscription.cancelAtPeriodEnd) {
      throw new HttpError(409, ALREADY_SUBSCRIBED);
    }
    const user = await users.findById(userId);
    if (!user) throw notFound();
    const reference = `dc_${randomBytes(12).toString('hex')}`;
    const amount = toMinorUnits(plan.price);
    await payments.createPending({
      reference,
      userId,
      planId: plan.id,
      provider: checkout.name,
      amount,
      currency: plan.currency,
      callbackUrl,
    });
    const { authorizationUrl } = await checkout.initialize({
      reference,
      email: user.email,
      amount,
      currency: plan.currency,
      callbackUrl,
      planName: plan.name,
    });
    return { authorization_url: authorizationUrl, reference };
  }

  /** Asks the provider, checks the amount against what was asked for, then activates once. */
  async function settle(reference: string): Promise<'activated' | 'already'> {
    const payment = await payments.find(reference);
    if (!payment) throw notFound(PAYMENT_NOT_FOUND);
    if (payment.activatedAt) return 'already';
    const outcome = await paymentProvider().verify(reference);
    if (outcome.status !== 'success') {
      if (outcome.status === 'failed' || outcome.status === 'abandoned') {
        await payments.recordFailure(reference, outcome.status);
      }
      throw new HttpError(402, PAYMENT_NOT_COMPLETED);
    }
    if (
      outcome.amount !== payment.amount ||
      outcome.currency.toUpperCase() !== payment.currency.toUpperCase()
    ) {
      throw new HttpError(409, PAYMENT_MISMATCH);
    }
    const result = await store.activate(reference);
    return result === 'activated' ? 'activated' : 'already';
  }

  return {
    listPlans: () => catalog.published(),
    activePlanOr404,

    /** Null for a member on the free plan: an answer, not a missing thing (a 404 is a console error). */
    async mySubscription(userId: string): Promise<CurrentSubscription | null> {
      const current = await store.current(userId);
      return current ? toCurrentSubscription(current) : null;
    },

    async usage(userId: string): Promise<SubscriptionUsage> {
      const { period, used, dailyFreeAvailable } = await allowance.usage(userId);
      const periodRemaining = Math.max(0, period.limit - used);
      return {
        date_generations_used: used,
        date_generations_limit: period.limit,
        // Today's free plan counts too: it is a plan the member can still create.
        date_generations_remaining: periodRemaining + (dailyFreeAvailable ? 1 : 0),
        subscription_expires_at: period.end.toISOString(),
        plan_name: period.planName,
        daily_free_available: dailyFreeAvailable,
      };
    },

    initialize: startPayment,

    async verify(userId: string, reference: string): Promise<CurrentSubscription> {
      if (!(await payments.isOwnedBy(reference, userId))) throw notFound(PAYMENT_NOT_FOUND);
      await settle(reference);
      const current = await store.current(userId);
      if (!current) throw notFound(NO_SUBSCRIPTION);
      return toCurrentSubscription(current);
    },

    /** For the provider's webhook: settles a reference it reports as paid; unknown ones are ignored. */
    async settleFromWebhook(reference: string): Promise<void> {
      if (await payments.find(reference)) await settle(reference);
    },

    async cancel(userId: string): Promise<CurrentSubscription> {
      const current = await store.current(userId);
      if (!current || current.plan.price <= 0) throw notFound(NO_SUBSCRIPTION);
      if (!current.subscription.cancelAtPeriodEnd) await store.cancelAtPeriodEnd(current.subscription.id);
      const after = await store.current(userId);
      if (!after) throw notFound(NO_SUBSCRIPTION);
      return toCurrentSubscription(after);
    },

    /**
     * To a paid plan: a new payment (the new period starts when it is paid). To the free plan: the
     * paid period is cancelled and the member reverts when it ends.
     */
    async changePlan(userId: string, planId: string) {
      const plan = await activePlanOr404(planId);
      const current = await store.current(userId);
      if (plan.id === FREE_PLAN_ID || plan.price <= 0) {
        if (!current) throw new HttpError(409, ALREADY_SUBSCRIBED);
        if (!current.subscription.cancelAtPeriodEnd) await store.cancelAtPeriodEnd(current.subscription.id);
        return {
          message: `Your ${current.plan.name} plan will end on ${current.subscription.currentPeriodEnd.toISOString().slice(0, 10)}; after that you'll be on the free plan.`,
          authorization_url: null,
          reference: null,
        };
      }
      const started = await startPayment(userId, plan.id, defaultCallback);
      return { message: 'Complete the payment to switch plans.', ...started };
    },

    /** The built-in test checkout's Pay and Cancel buttons. */
    async completeTestCheckout(reference: string, paid: boolean): Promise<string> {
      const payment = await payments.find(reference);
      if (!payment || payment.provider !== 'test') throw notFound(PAYMENT_NOT_FOUND);
      await payments.settlePending(reference, paid ? 'success' : 'abandoned');
      // A row stored under other settings may name an origin no longer allowed; never follow it there.
      const callbackUrl = origins.isAllowed(payment.callbackUrl) ? payment.callbackUrl : defaultCallback;
      if (!paid) return `${new URL(callbackUrl).origin}/pricing`;
      const back = new URL(callbackUrl);
      back.searchParams.set('reference', reference);
      return back.toString();
    },

    async findTestPayment(reference: string) {
      const payment = await payments.find(reference);
      if (!payment || payment.provider !== 'test') throw notFound(PAYMENT_NOT_FOUND);
      const plan = await catalog.find(payment.planId);
      return { payment, planName: plan?.name ?? payment.planId, billingCycle: plan?.billingCycle ?? null };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
