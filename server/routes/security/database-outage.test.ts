import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressEvent } from '@contract/date-plans';
import { buildApp, type App } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { datePlans } from '../../db/schema';
import {
  CATCH_UP_SEQ,
  createPostgresProgressBus,
  PROGRESS_LISTENER_NAME,
  type ProgressBus,
} from '../../date-planner/progress-bus';
import type { GenerationEngine } from '../../generation/engine';
import { SERVICE_UNAVAILABLE } from '../../lib/database-unavailable';
import { createCapturingMailer } from '../../testing/capturing-mailer';
import { samplePlanData } from '../../testing/fake-engine';
import {
  privatePostgresUnavailable,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../../testing/private-postgres';
import { bearer, signUpMember, testConfig, testJwtSecret } from '../../testing/test-app';

/*
 * PostgreSQL restarting, stopping for a while, or ending the LISTEN backend must not end the
 * process: requests in the gap get 503 {detail}, never 500; progress streams stay open and carry
 * on; plans that were generating finish once the database is back. The server here is a private
 * one this file starts, because a shared one must never be restarted under other tests.
 */

const unavailable = privatePostgresUnavailable();
if (unavailable) console.warn(`Skipping the database outage tests: ${unavailable}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => Promise<boolean> | boolean, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await Promise.resolve(condition()).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(50);
  }
}

/** How many times each plan's generation was started, by its query. */
const runs = new Map<string, number>();

/** A generation that takes a few seconds of small steps, so an outage lands in the middle of it. */
const pacedEngine: GenerationEngine = {
  name: 'paced',
  async generate(input, onProgress, signal) {
    runs.set(input.query, (runs.get(input.query) ?? 0) + 1);
    const steps = 30;
    for (let index = 1; index <= steps; index += 1) {
      if (signal?.aborted) throw new Error('aborted');
      await onProgress({
        stage: 'act',
        message: `Step ${index} of ${input.query}`,
        percentage: (index / steps) * 95,
      });
      await sleep(100);
    }
    return { plan: samplePlanData(), draft: null, plannedAt: new Date() };
  },
};

interface Stream {
  events: ProgressEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  cancel(): Promise<void>;
}

/** Follows a progress stream over real HTTP, as a browser's EventSource would. */
async function openStream(baseUrl: string, planId: string, email: string): Promise<Stream> {
  const response = await fetch(`${baseUrl}/v1/date-planner/sse/${planId}?email=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: ProgressEvent[] = [];
  let buffer = '';
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice(6)) as ProgressEvent);
      }
    }
  })();
  return { events, ended, cancel: () => reader.cancel().catch(() => undefined) };
}

interface Answer {
  url: string;
  sentAt: number;
  status: number;
  body: string;
  retryAfter: string | undefined;
}

const isNonDecreasing = (values: number[]) =>
  values.every((value, index) => index === 0 || value >= values[index - 1]!);

describe.skipIf(unavailable !== null)('PostgreSQL going away and coming back', () => {
  let server: PrivatePostgres;
  let database: DatabaseHandle;
  /** The instance that runs generations. */
  let app: App;
  /** A second instance that serves streams only, woken through LISTEN/NOTIFY alone. */
  let reader: App;
  let readerBus: ProgressBus;
  let readerUrl: string;
  let memberToken: string;
  let planCounter = 0;
  const crashes: unknown[] = [];
  const recordCrash = (error: unknown) => crashes.push(error);

  const instance = async (worker: { concurrency?: number }) => {
    // As server/index.ts builds it for DATABASE_URL.
    const progressBus = await createPostgresProgressBus({
      createClient: () =>
        new pg.Client({
          connectionString: server.url,
          keepAlive: true,
          application_name: PROGRESS_LISTENER_NAME,
        }),
      warn: () => undefined,
    });
    const instanceApp = await buildApp({
      config: testConfig,
      db: database.db,
      jwtSecret: testJwtSecret,
      engine: pacedEngine,
      mailer: createCapturingMailer().mailer,
      progressBus,
      worker: { recoverAllOnStart: false, ...worker },
    });
    await instanceApp.listen({ port: 0, host: '127.0.0.1' });
    return { app: instanceApp, bus: progressBus };
  };

  beforeAll(async () => {
    process.on('uncaughtException', recordCrash);
    process.on('unhandledRejection', recordCrash);
    server = await startPrivatePostgres();
    database = await openDatabase({ kind: 'postgres', url: server.url });
    app = (await instance({})).app;
    ({ app: reader, bus: readerBus } = await instance({ concurrency: 0 }));
    readerUrl = `http://127.0.0.1:${(reader.server.address() as AddressInfo).port}`;
    memberToken = (await signUpMember(app)).token.access_token;
  }, 60_000);

  afterEach(() => {
    expect(crashes).toEqual([]);
  });

  afterAll(async () => {
    await reader?.close();
    await app?.close();
    await database?.close();
    await server?.destroy();
    process.off('uncaughtException', recordCrash);
    process.off('unhandledRejection', recordCrash);
  });

  /** Starts guest generations and opens a stream on each from the other instance. */
  async function startPlans(count: number) {
    const plans: { planId: string; query: string; stream: Stream }[] = [];
    for (let index = 0; index < count; index += 1) {
      planCounter += 1;
      const email = `outage-${planCounter}-${Date.now()}@example.com`;
      const response = await app.inject({
        method: 'POST',
        url: '/v1/date-planner/generate',
        payload: { query: `plan ${planCounter}`, guest_email: email },
      });
      expect(response.statusCode).toBe(201);
      const planId = response.json<{ plan_id: string }>().plan_id;
      plans.push({
        planId,
        query: `plan ${planCounter}`,
        stream: await openStream(readerUrl, planId, email),
      });
    }
    await waitFor(
      () => plans.every(({ stream }) => stream.events.length >= 2),
      'every plan to be generating',
      15_000,
    );
    return plans;
  }

  async function statuses(planIds: string[]) {
    const rows = await database.db
      .select({ status: datePlans.status })
      .from(datePlans)
      .where(inArray(datePlans.id, planIds));
    return rows.map((row) => row.status);
  }

  /** Requests that need the database, a few times a second, recording every answer. */
  function lightLoad() {
    const answers: Answer[] = [];
    let running = true;
    const urls = ['/readyz', '/healthz', '/v1/date-planner/plans', '/v1/subscriptions/plans'];
    const done = (async () => {
      while (running) {
        await Promise.all(
          urls.map(async (url) => {
            const sentAt = Date.now();
            const response = await app.inject({ url, headers: bearer(memberToken) });
            answers.push({
              url,
              sentAt,
              status: response.statusCode,
              body: response.body,
              retryAfter: response.headers['retry-after'] as string | undefined,
            });
          }),
        );
        await sleep(100);
      }
    })();
    return {
      answers,
      async stop() {
        running = false;
        await done;
      },
    };
  }

  function expectOutageAnswers(answers: Answer[]) {
    const failures = answers.filter((answer) => answer.status >= 400);
    for (const answer of failures) {
      expect(answer.status, `${answer.url}: ${answer.body}`).toBe(503);
      expect(JSON.parse(answer.body), answer.url).toEqual({ detail: SERVICE_UNAVAILABLE });
      expect(Number(answer.retryAfter), answer.url).toBeGreaterThan(0);
    }
    expect(
      answers.filter((answer) => answer.url === '/healthz').every((answer) => answer.status === 200),
    ).toBe(true);
  }

  /** Every plan ends, and each stream, open the whole time, ends with it, never going backwards. */
  async function expectPlansFinished(plans: { planId: string; stream: Stream }[], back: number) {
    const planIds = plans.map((plan) => plan.planId);
    await waitFor(
      async () => (await statuses(planIds)).every((status) => status === 'completed' || status === 'failed'),
      'every plan that was generating to end',
      60_000 - (Date.now() - back),
    );
    expect(Date.now() - back).toBeLessThan(60_000);
    for (const { stream } of plans) {
      await Promise.race([stream.ended, sleep(10_000)]);
      const last = stream.events.at(-1);
      expect(last?.is_complete || Boolean(last?.error), JSON.stringify(last)).toBe(true);
      const percentages = stream.events.map((event) => event.progress_percentage);
      expect(isNonDecreasing(percentages), percentages.join(', ')).toBe(true);
      const captions = stream.events.map((event) => event.step_description);
      expect(new Set(captions).size, captions.join(' | ')).toBe(captions.length);
      await stream.cancel();
    }
  }

  it('outlives its LISTEN backend being terminated: it listens again and streams on another instance still end', async () => {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    try {
      const listeners = async () =>
        (
          await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
            PROGRESS_LISTENER_NAME,
          ])
        ).rows.map((row) => row.pid);
      const before = await listeners();
      expect(before).toHaveLength(2);
      // As reported: only the LISTEN backends, found by their last query.
      const terminated = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%'",
      );
      expect(terminated.rowCount).toBe(2);
      await waitFor(
        async () => {
          const now = await listeners();
          return now.length === 2 && now.every((pid) => !before.includes(pid));
        },
        'both instances to LISTEN again',
        10_000,
      );

      const plans = await startPlans(1);
      // And once more in the middle of a generation.
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [PROGRESS_LISTENER_NAME],
      );
      await expectPlansFinished(plans, Date.now());
      expect(await statuses(plans.map((plan) => plan.planId))).toEqual(['completed']);
    } finally {
      await admin.end();
    }
  }, 60_000);

  it('rides out pg_ctl restart -m fast under light load', async () => {
    const plans = await startPlans(3);
    const load = lightLoad();
    // Restarted once every generation is under way: on a busy host a queued one may not have begun
    // after a fixed pause, and a restart before it begins interrupts nothing.
    await waitFor(
      () => plans.every(({ query }) => (runs.get(query) ?? 0) >= 1),
      'every generation to start',
      10_000,
    );
    await server.restart();
    const back = Date.now();
    await waitFor(
      async () => (await app.inject({ url: '/readyz' })).statusCode === 200,
      'ready again',
      15_000,
    );
    await sleep(500);
    await load.stop();
    expectOutageAnswers(load.answers);
    await expectPlansFinished(plans, back);
    // The restart did interrupt generations, which ran again.
    expect(plans.some(({ query }) => (runs.get(query) ?? 0) > 1)).toBe(true);
  }, 60_000);

  it('answers 503 while PostgreSQL is stopped and finishes every plan once it is started again', async () => {
    const plans = await startPlans(2);
    const load = lightLoad();
    await server.stop();
    const from = load.answers.length;
    // A wake-up that reaches the streams while the database is away (a catch-up, a late signal):
    // their read fails, and they must stay open rather than end short of the plan's end.
    for (const { planId } of plans) await readerBus.publish({ planId, seq: CATCH_UP_SEQ });
    await sleep(3_000);
    const whileStopped = load.answers.slice(from);
    await server.start();
    const back = Date.now();
    await waitFor(
      async () => (await app.inject({ url: '/readyz' })).statusCode === 200,
      'ready again',
      15_000,
    );
    const readyAt = Date.now();
    await sleep(500);
    await load.stop();

    expectOutageAnswers(load.answers);
    const afterwards = load.answers.filter((answer) => answer.sentAt >= readyAt);
    expect(afterwards.length).toBeGreaterThan(0);
    expect(afterwards.filter((answer) => answer.status !== 200)).toEqual([]);
    // With the server gone, every request that needs it is refused, /readyz included; /healthz is not.
    const needingTheDatabase = whileStopped.filter((answer) => answer.url !== '/healthz');
    expect(needingTheDatabase.length).toBeGreaterThan(10);
    expect(needingTheDatabase.map((answer) => answer.status)).toEqual(needingTheDatabase.map(() => 503));
    expect(whileStopped.filter((answer) => answer.url === '/healthz').length).toBeGreaterThan(0);
    const readiness = load.answers
      .filter((answer) => answer.url === '/readyz')
      .map((answer) => answer.status);
    expect(readiness).toContain(503);
    await expectPlansFinished(plans, back);
    expect(plans.map(({ query }) => (runs.get(query) ?? 0) > 1)).toEqual(plans.map(() => true));
  }, 60_000);
});
