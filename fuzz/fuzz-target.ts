import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { startOidcTestServer } from '../server/testing/oidc-test-server';
import { seedPlans } from '../server/testing/seed-plans';
import {
  bearer,
  createTestApp,
  signUpMember,
  testConfig,
  type TestContext,
} from '../server/testing/test-app';
import { discoverEndpoints, type Endpoint } from './endpoints';

/** Real values for path parameters and bodies, so requests get past "not found" into the handlers. */
export interface FuzzContext {
  accessToken: string;
  email: string;
  planIds: string[];
  shareTokens: string[];
  feedbackIds: string[];
  subscriptionPlanIds: string[];
  paymentReferences: string[];
}

async function idOf(app: FastifyInstance, request: InjectOptions, field: string) {
  const response = await app.inject(request);
  const value = response.statusCode < 300 ? (response.json() as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? [value] : [];
}

/** Waits for the worker to finish a plan, so its progress stream ends instead of staying open. */
async function untilFinished(app: FastifyInstance, planId: string, headers: Record<string, string>) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await app.generationWorker.idle();
    const plan = await app.inject({ url: `/v1/date-planner/plans/${planId}`, headers });
    const status =
      plan.statusCode === 200 ? (plan.json() as { generation_status: string }).generation_status : '';
    if (status === 'completed' || status === 'failed') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`plan ${planId} did not finish generating`);
}

/**
 * Signs up a member with a generated plan (the fake engine), a few stored ones (so deleting one
 * leaves others), a share link, feedback and a pending payment. The member's password and refresh
 * token are not handed to the fuzzer: a lucky sign-out or account deletion would end the run's
 * authenticated half.
 */
async function prepareFuzzContext({ app, database }: TestContext): Promise<FuzzContext> {
  const member = await signUpMember(app);
  const headers = bearer(member.token.access_token);
  const planIds = await idOf(
    app,
    {
      method: 'POST',
      url: '/v1/date-planner/generate',
      headers,
      payload: { query: 'A sunset walk and dinner in Lisbon on Friday' },
    },
    'plan_id',
  );
  if (planIds[0]) await untilFinished(app, planIds[0], headers);
  planIds.push(...(await seedPlans(database.db, member.user.user_id, [{}, {}, {}])));
  const shareTokens = planIds.length
    ? await idOf(
        app,
        {
          method: 'PATCH',
          url: `/v1/date-planner/plans/${planIds[0]}/share`,
          headers,
          payload: { is_shareable: true },
        },
        'share_token',
      )
    : [];
  const feedbackIds = await idOf(
    app,
    {
      method: 'POST',
      url: '/v1/feedback/',
      headers,
      payload: { feedback_type: 'general', message: 'A fuzzing session says hello.' },
    },
    'feedback_id',
  );
  const plans = await app.inject({ url: '/v1/subscriptions/plans' });
  const subscriptionPlanIds =
    plans.statusCode === 200 ? (plans.json() as { plan_id: string }[]).map((plan) => plan.plan_id) : [];
  const paidPlan = subscriptionPlanIds[subscriptionPlanIds.length - 1];
  const paymentReferences = paidPlan
    ? await idOf(
        app,
        {
          method: 'POST',
          url: '/v1/subscriptions/payment/initialize',
          headers,
          payload: {
            plan_id: paidPlan,
            callback_url: `${testConfig.PUBLIC_ORIGIN}/profile`,
          },
        },
        'reference',
      )
    : [];
  return {
    accessToken: member.token.access_token,
    email: member.user.email,
    planIds,
    shareTokens,
    feedbackIds,
    subscriptionPlanIds,
    paymentReferences,
  };
}

export interface FuzzTarget {
  test: TestContext;
  port: number;
  endpoints: Endpoint[];
  context: FuzzContext;
  close(): Promise<void>;
}

/**
 * The app on a fresh test database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), with
 * Google sign-in pointed at a local OpenID provider, listening on a loopback port so requests travel
 * through Node's own HTTP parser.
 */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const site = testConfig.PUBLIC_ORIGIN;
  const google = { GOOGLE_CLIENT_ID: 'fuzz-client', GOOGLE_CLIENT_SECRET: 'fuzz-secret' };
  const oidc = await startOidcTestServer({
    clientId: google.GOOGLE_CLIENT_ID,
    clientSecret: google.GOOGLE_CLIENT_SECRET,
    redirectUris: [`${site}/auth/google/callback`],
  });
  const test = await createTestApp({ ...google, GOOGLE_ISSUER: oidc.issuer });
  const close = async () => {
    await test.close();
    await oidc.close();
  };
  try {
    const context = await prepareFuzzContext(test);
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = test.app.server.address() as AddressInfo;
    return { test, port, endpoints: discoverEndpoints(test.app), context, close };
  } catch (error) {
    await close();
    throw error;
  }
}
