import type { FuzzContext } from './fuzz-target';
import type { Random } from './prng';

type Seed<T> = (context: FuzzContext, random: Random) => T;

/**
 * A valid request body for each endpoint that takes one, for the fuzzer to mutate: requests that are
 * almost right reach further into the handlers than random ones. Endpoints missing here get random
 * bodies only. Passwords are never the member's, so no mutation can sign them out or delete them.
 */
export const BODY_SEEDS: Record<string, Seed<Record<string, unknown>>> = {
  'POST /v1/auth/signup': (_context, random) => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `fuzz-${random.int(1e9)}@example.com`,
    password: 'Sunset-Walk-42',
    profile_image: 'https://example.com/me.png',
  }),
  'POST /v1/auth/signin': (context) => ({ email: context.email, password: 'not-the-password' }),
  'POST /v1/auth/signout': () => ({ refresh_token: 'not-a-refresh-token' }),
  'POST /v1/auth/refresh-token': () => ({ refresh_token: 'not-a-refresh-token' }),
  'POST /v1/auth/verify-account': () => ({ token: 'not-a-verification-token' }),
  'POST /v1/auth/forgot-password': (context) => ({ email: context.email }),
  'POST /v1/auth/reset-password': () => ({ token: 'not-a-reset-token', new_password: 'Sunset-Walk-43' }),
  'PATCH /v1/auth/update': (context) => ({
    first_name: 'Ada',
    last_name: 'Byron',
    email: context.email,
    current_password: 'not-the-password',
  }),
  'POST /v1/auth/change-password': () => ({
    current_password: 'not-the-password',
    new_password: 'Sunset-Walk-44',
  }),
  'DELETE /v1/auth/account': (context) => ({ password: 'not-the-password', confirm_email: context.email }),
  'POST /v1/date-planner/generate': () => ({
    query: 'Dinner and a movie in Paris next Saturday',
    user_preferences: { budget: 'medium', vibe: ['romantic', 'quiet'] },
    guest_email: null,
  }),
  'PATCH /v1/date-planner/plans/:planId': () => ({ is_favorite: true, is_archived: false }),
  'PATCH /v1/date-planner/plans/:planId/share': () => ({ is_shareable: true }),
  'PATCH /v1/date-planner/plans/:planId/schedule': () => ({ scheduled_for: '2026-12-24' }),
  'POST /v1/date-planner/plans/:planId/steps/:stepIndex/swap': () => ({ alternative_id: 'alternative-1' }),
  'POST /v1/feedback/': (context) => ({
    feedback_type: 'date_plan_feedback',
    message: 'The plan was lovely, thank you!',
    rating: 5,
    related_plan_id: context.planIds[0] ?? null,
    email: 'guest@example.com',
    name: 'A guest',
  }),
  'POST /v1/subscriptions/payment/initialize': (context) => ({
    plan_id: context.subscriptionPlanIds[context.subscriptionPlanIds.length - 1] ?? 'plus-monthly',
    callback_url: 'http://localhost:3000/profile',
  }),
  'POST /v1/subscriptions/payment/verify': (context) => ({
    reference: context.paymentReferences[0] ?? 'no-such-reference',
  }),
};
BODY_SEEDS['POST /v1/feedback'] = BODY_SEEDS['POST /v1/feedback/']!;

/** A valid query string for each endpoint that reads one. */
export const QUERY_SEEDS: Record<string, Seed<Record<string, string>>> = {
  'GET /v1/date-planner/plans': () => ({
    page: '1',
    page_size: '20',
    is_favorite: 'false',
    is_archived: 'false',
    search: 'paris',
  }),
  'GET /v1/feedback/my-feedback': () => ({
    page: '1',
    page_size: '10',
    feedback_type: 'general',
    status: 'new',
    rating: '5',
    search: 'hello',
  }),
  'GET /v1/date-planner/sse/:planId': (context) => ({ token: context.accessToken, email: context.email }),
  'GET /v1/auth/google': () => ({ code: 'an-authorization-code', state: 'a-state', iss: 'https://issuer' }),
};

/** Values that name real things, for each path parameter (by route prefix where names repeat). */
export function knownParamValues(path: string, param: string, context: FuzzContext): string[] {
  if (param === 'planId') {
    return path.startsWith('/v1/subscriptions') ? context.subscriptionPlanIds : context.planIds;
  }
  if (param === 'stepIndex') return ['0', '1', '2'];
  if (param === 'shareToken') return context.shareTokens;
  if (param === 'feedbackId') return context.feedbackIds;
  if (param === 'reference') return context.paymentReferences;
  return [];
}
