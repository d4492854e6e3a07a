// The subscription API's plain values: paths, messages and the free plan. No schema library here, so
// the SPA imports them without pulling zod into its bundle; the schemas are in subscriptions.ts.

/** 409 `{detail}` for a payment or change to the plan the member already has; the SPA shows it as is. */
export const ALREADY_SUBSCRIBED = "You're already subscribed to this plan";

/** 422 for a payment `callback_url` outside the site's configured origins. */
export const FOREIGN_CALLBACK = 'callback_url must point to this site';

/** Where a payment returns to on the site (spec: `{origin}/profile?payment=success`), then `&reference=`. */
export const PAYMENT_CALLBACK_PATH = '/profile?payment=success';

/** The subscription API's paths below /v1/subscriptions. */
export const SUBSCRIPTIONS_BASE = '/v1/subscriptions';

export const SUBSCRIPTION_PATHS = {
  plans: '/plans',
  plan: (planId: string) => `/plans/${encodeURIComponent(planId)}`,
  current: '/my-subscription',
  usage: '/usage',
  initialize: '/payment/initialize',
  verify: '/payment/verify',
  cancel: '/cancel',
  changePlan: (planId: string) => `/change-plan/${encodeURIComponent(planId)}`,
} as const;

/** The plan every account starts on (seeded first, price 0). */
export const FREE_PLAN_ID = 'free';

export const FREE_PLAN_NAME = 'Free';
