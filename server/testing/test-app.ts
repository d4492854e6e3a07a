import type { AuthResponse } from '@contract/auth';
import { buildApp, type App, type AppConfig } from '../app';
import type { DatabaseHandle } from '../db/client';
import { loadPlanner } from '../generation/lazy-planner';
import { createCapturingMailer, type CapturingMailer } from './capturing-mailer';
import { createFakeEngine, type FakeEngineControls } from './fake-engine';
import { createTestDatabase } from './test-database';

export const testConfig: AppConfig = {
  ACCESS_TOKEN_TTL_SECONDS: 900,
  REFRESH_TOKEN_TTL_DAYS: 30,
  STATIC_DIR: './dist',
  TRUST_PROXY: 0,
  REQUEST_TIMEOUT_MS: 30_000,
  SIGNIN_RATE_LIMIT: 5,
  SIGNIN_RATE_WINDOW_SECONDS: 900,
  // Tests sign up and sign in many members from one address; the per-address limits have their own tests.
  SIGNIN_ADDRESS_RATE_LIMIT: 1000,
  SIGNUP_RATE_LIMIT: 1000,
  GUEST_GENERATION_RATE_LIMIT: 1000,
  // What loadConfig makes of an unset PUBLIC_ORIGIN with PORT 3000.
  PUBLIC_ORIGIN: 'http://localhost:3000',
  APP_ORIGINS: [],
  TEST_CHECKOUT: true,
  GUEST_FEEDBACK_RATE_LIMIT: 1000,
  PAYSTACK_SECRET_KEY: undefined,
  PAYSTACK_BASE_URL: undefined,
  GOOGLE_ISSUER: 'https://accounts.google.com',
  GOOGLE_CLIENT_ID: undefined,
  GOOGLE_CLIENT_SECRET: undefined,
};

export const testJwtSecret = new TextEncoder().encode('test-secret-that-is-at-least-32-characters');

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  engine: FakeEngineControls;
  mail: CapturingMailer;
  close(): Promise<void>;
}

/**
 * One app over one fresh database; build it in `beforeAll` and close it in `afterAll`. `serveSpa`
 * serves the built web app from `overrides.STATIC_DIR` too, as `npm start` does.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { serveSpa = false } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const engine = createFakeEngine();
  const mail = createCapturingMailer();
  const app = await buildApp({
    config: { ...testConfig, ...overrides },
    db: database.db,
    sessionEndings: database.sessionEndings,
    jwtSecret: testJwtSecret,
    engine: engine.engine,
    mailer: mail.mailer,
    sseHeartbeatMs: 200,
    serveSpa,
  });
  await app.ready();
  await preloadPlanner();
  return {
    app,
    database,
    engine,
    mail,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The server loads its planner once it has answered its first request (server/composition/planner-start.ts).
 * A test app starts with it loaded, so that the planner's first load, seconds on a busy machine, is
 * not counted in the time limit of whichever test happens to ask for a plan first.
 */
export const preloadPlanner = async () => void (await loadPlanner());

let memberCounter = 0;

/** Signs up a unique member and returns the auth response with the password used. */
export async function signUpMember(
  app: App,
  fields: Partial<Record<'first_name' | 'last_name' | 'email' | 'password', string>> = {},
) {
  memberCounter += 1;
  const body = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `member-${process.pid}-${memberCounter}-${Date.now()}@example.com`,
    password: 'Sunset-Walk-42',
    ...fields,
  };
  const response = await app.inject({ method: 'POST', url: '/v1/auth/signup', payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as AuthResponse), password: body.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs up a member and waits for the sign-up's verification mail, so the next mail to them is the one under test. */
export async function signUpSettledMember(ctx: Pick<TestContext, 'app' | 'mail'>, email: string) {
  const verification = ctx.mail.next(email);
  const member = await signUpMember(ctx.app, { email });
  await verification;
  return member;
}
