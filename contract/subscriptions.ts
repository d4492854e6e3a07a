import { z } from 'zod';

// The plain values live beside, free of zod, for the SPA to import.
export * from './subscriptions-constants';

export const billingCycleSchema = z.enum(['monthly', 'yearly']);

export const subscriptionPlanSchema = z.object({
  plan_id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  billing_cycle: billingCycleSchema,
  date_generation_limit: z.number().int(),
  features: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  is_active: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const subscriptionStatusSchema = z.enum(['active', 'cancelled', 'expired']);

export const currentSubscriptionSchema = z.object({
  subscription_id: z.string(),
  plan_id: z.string(),
  plan: subscriptionPlanSchema,
  status: subscriptionStatusSchema,
  current_period_start: z.string(),
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

export const subscriptionUsageSchema = z.object({
  date_generations_used: z.number().int(),
  date_generations_limit: z.number().int(),
  date_generations_remaining: z.number().int(),
  subscription_expires_at: z.string(),
  plan_name: z.string(),
  /** Whether today's free date plan is still available on top of the period's allowance. */
  daily_free_available: z.boolean(),
});
export type SubscriptionUsage = z.infer<typeof subscriptionUsageSchema>;

export const initializePaymentRequestSchema = z.strictObject({
  plan_id: z.string().min(1).max(100),
  callback_url: z.url({ protocol: /^https?$/, error: 'callback_url must be an http(s) URL' }).max(2048),
});
export type InitializePaymentRequest = z.input<typeof initializePaymentRequestSchema>;

export const initializePaymentResponseSchema = z.object({
  authorization_url: z.string(),
  reference: z.string(),
});
export type InitializePaymentResponse = z.infer<typeof initializePaymentResponseSchema>;

export const verifyPaymentRequestSchema = z.strictObject({ reference: z.string().trim().min(1).max(200) });
export type VerifyPaymentRequest = z.input<typeof verifyPaymentRequestSchema>;

export const verifyPaymentResponseSchema = z.object({
  message: z.string(),
  subscription: currentSubscriptionSchema,
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;
