import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import type { DatabaseHandle } from '../db/client';
import type { GenerationEngine } from '../generation/engine';
import { warmUpPlanner } from '../generation/pipeline';
import { createCapturingMailer } from '../testing/capturing-mailer';
import { samplePlanData } from '../testing/fake-engine';
import { bearer, signUpMember, testConfig, testJwtSecret } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';
import { createPlanJobs } from './plan-jobs';

const GUEST_BACKLOG = 500;
const GUEST_PLAN_MS = 1_000;
const MEMBER_QUERY = 'Member: dinner and a walk in Lisbon';

/** A slow engine (as a model can be): a second per guest plan; it notes when each plan starts. */
function slowEngine() {
  const started = new Map<string, number>();
  const engine: GenerationEngine = {
    name: 'slow',
    async generate(input, onProgress, signal) {
      started.set(input.query, Date.now());
      await onProgress({ stage: 'think', message: 'Reading', percentage: 10 });
      if (input.query !== MEMBER_QUERY)
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, GUEST_PLAN_MS);
          signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new Error('aborted'));
          });
        });
      return { plan: samplePlanData(), draft: null, plannedAt: new Date() };
    },
  };
  return { engine, started };
}

let database: DatabaseHandle;
let app: App;
const slow = slowEngine();

beforeAll(async () => {
  // As `npm start` does: the first description read must not load the world's cities mid-test.
  warmUpPlanner();
  database = await createTestDatabase();
  const jobs = createPlanJobs(database.db);
  for (let index = 0; index < GUEST_BACKLOG; index += 1)
    await jobs.enqueue({
      userId: null,
      guestEmail: `guest-${index}@example.com`,
      query: `Guest ${index}: coffee and a walk in Porto`,
      preferences: {},
      spend: { source: 'daily_free', key: `guest-${index}` },
    });
  app = await buildApp({
    config: testConfig,
    db: database.db,
    jwtSecret: testJwtSecret,
    engine: slow.engine,
    mailer: createCapturingMailer().mailer,
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

describe(`the generation queue (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`starts a member's plan within 5 s behind ${GUEST_BACKLOG} queued guest plans`, async () => {
    const member = await signUpMember(app);
    const requested = Date.now();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/date-planner/generate',
      headers: bearer(member.token.access_token),
      payload: { query: MEMBER_QUERY },
    });
    expect(response.statusCode).toBe(201);
    const deadline = requested + 5_000;
    while (!slow.started.has(MEMBER_QUERY) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const waited = (slow.started.get(MEMBER_QUERY) ?? Number.POSITIVE_INFINITY) - requested;
    expect(waited).toBeLessThan(5_000);
    // The guests' backlog keeps moving meanwhile.
    expect([...slow.started.keys()].filter((query) => query.startsWith('Guest')).length).toBeGreaterThan(0);
  });
});
