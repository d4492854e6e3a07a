import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressEvent } from '@contract/date-plans';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { createOfflineEngine } from '../generation/engines/offline-engine';
import type { GenerationEngine } from '../generation/engine';
import { createCapturingMailer } from '../testing/capturing-mailer';
import { createFakeEngine } from '../testing/fake-engine';
import { testConfig, testJwtSecret } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';
import { createGenerationWorker } from './generation-worker';
import { createPlanJobs, type PlanJobs } from './plan-jobs';
import { createLocalProgressBus } from './progress-bus';
import { createProgressEventStore, type ProgressEventStore } from './progress-events';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const waitFor = async (condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const percentagesOf = (events: ProgressEvent[]) => events.map((event) => event.progress_percentage);
const captionsOf = (events: ProgressEvent[]) => events.map((event) => event.step_description);
const isNonDecreasing = (values: number[]) =>
  values.every((value, index) => index === 0 || value >= values[index - 1]!);

function appOn(engine: GenerationEngine) {
  return buildApp({
    config: testConfig,
    db: database.db,
    jwtSecret: testJwtSecret,
    engine,
    mailer: createCapturingMailer().mailer,
    worker: { recoverAllOnStart: true },
  });
}

/** The offline engine, stopped (as by a crash) once its progress has reached `percentage`. */
function interruptedAt(percentage: number) {
  const offline = createOfflineEngine({ delayMs: 0 });
  let reached = () => {};
  const stopped = new Promise<void>((resolve) => (reached = resolve));
  const engine: GenerationEngine = {
    name: 'interrupted',
    generate: (input, onProgress, signal) =>
      offline.generate(
        input,
        async (step) => {
          await onProgress(step);
          if (step.percentage < percentage) return;
          reached();
          await new Promise((_, reject) =>
            signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          );
        },
        signal,
      ),
  };
  return { engine, stopped };
}

describe('a generation that runs again after a crash', () => {
  it("continues its plan's progress where it was: never lower, no caption twice", async () => {
    const email = `resume-${Date.now()}@example.com`;
    const crashing = interruptedAt(65);
    const before = await appOn(crashing.engine);
    await before.ready();
    const { plan_id: planId } = (
      await before.inject({
        method: 'POST',
        url: '/v1/date-planner/generate',
        payload: { query: 'A romantic evening in Lisbon with dinner and a sunset walk', guest_email: email },
      })
    ).json<{ plan_id: string }>();
    await crashing.stopped;
    await before.close();

    const events = createProgressEventStore(database.db, createLocalProgressBus());
    const toldBefore = (await events.listAfter(planId, 0)).map(({ payload }) => payload);
    expect(Math.max(...percentagesOf(toldBefore))).toBeGreaterThanOrEqual(65);
    expect(toldBefore.some((event) => event.is_complete)).toBe(false);

    const after = await appOn(createOfflineEngine({ delayMs: 0 }));
    await after.ready();
    await after.generationWorker.idle();
    const stream = await after.inject({
      url: `/v1/date-planner/sse/${planId}?email=${encodeURIComponent(email)}`,
    });
    await after.close();

    const shown = stream.body
      .split('\n\n')
      .filter((block) => block.startsWith('id: '))
      .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as ProgressEvent);
    expect(shown.slice(0, toldBefore.length)).toEqual(toldBefore);
    expect(shown.length).toBeGreaterThan(toldBefore.length);
    expect(shown.at(-1)).toMatchObject({ is_complete: true, progress_percentage: 100 });
    // The closing event names every stop, so a guest's preview can list them.
    expect(shown.at(-1)?.step_titles).toHaveLength(shown.at(-1)?.number_of_steps ?? -1);
    expect(shown.at(-1)?.step_titles?.every((title) => title.length > 0)).toBe(true);
    expect(isNonDecreasing(percentagesOf(shown)), percentagesOf(shown).join(', ')).toBe(true);
    expect(new Set(captionsOf(shown)).size, captionsOf(shown).join(' | ')).toBe(shown.length);
    // The continuing events still name the plan the stream already showed.
    expect(shown.at(toldBefore.length)?.date_title).toBe(toldBefore.at(-1)?.date_title);
  });
});

describe('a database outage during a generation', () => {
  const silentLog = {
    level: 'silent',
    errors: [] as unknown[],
    fatal() {},
    error(...args: unknown[]) {
      silentLog.errors.push(args);
    },
    warn() {},
    info() {},
    debug() {},
    trace() {},
    silent() {},
    child() {
      return silentLog;
    },
  };

  /** Every query fails the way node-postgres reports a server restart while `down` is set. */
  function outage<T extends object>(target: T, state: { down: boolean }): T {
    return new Proxy(target, {
      get(object, key, receiver) {
        const value = Reflect.get(object, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) =>
          state.down
            ? Promise.reject(
                Object.assign(new Error('terminating connection due to administrator command'), {
                  code: '57P01',
                }),
              )
            : (value as (...a: unknown[]) => unknown).apply(object, args);
      },
    });
  }

  it('puts the plan back in the queue and finishes it once the database answers, without waiting to go stale', async () => {
    const state = { down: false };
    const realJobs = createPlanJobs(database.db);
    const realEvents = createProgressEventStore(database.db, createLocalProgressBus());
    const fake = createFakeEngine();
    const worker = createGenerationWorker({
      jobs: outage<PlanJobs>(realJobs, state),
      events: outage<ProgressEventStore>(realEvents, state),
      engine: fake.engine,
      refund: async () => {},
      log: silentLog as unknown as FastifyBaseLogger,
      heartbeatMs: 200,
      // Far longer than the test: only the worker's own re-queue can bring the plan back.
      staleAfterMs: 10 * 60_000,
    });
    const planId = await realJobs.enqueue({
      userId: null,
      guestEmail: `outage-${Date.now()}@example.com`,
      query: 'Dinner during an outage',
      preferences: {},
      spend: { source: 'daily_free', key: 'guest:outage@example.com|2026-01-01' },
    });
    fake.hold();
    await worker.start();
    try {
      await waitFor(() => fake.calls === 1, 'the first run');
      state.down = true;
      fake.release();
      // The run fails on its next progress event, and the worker keeps polling through the outage.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await realJobs.find(planId))?.status).not.toBe('failed');
      state.down = false;
      const back = Date.now();
      await waitFor(async () => (await realJobs.find(planId))?.status === 'completed', 'completion');
      // The closing event is written just after the plan is marked complete.
      await waitFor(
        async () => (await realEvents.listAfter(planId, 0)).at(-1)?.payload.is_complete === true,
        'the closing event',
      );
      expect(Date.now() - back).toBeLessThan(10_000);
      expect(fake.calls).toBe(2);
      const shown = (await realEvents.listAfter(planId, 0)).map(({ payload }) => payload);
      expect(isNonDecreasing(percentagesOf(shown))).toBe(true);
      expect(new Set(captionsOf(shown)).size).toBe(shown.length);
      expect(shown.at(-1)?.is_complete).toBe(true);
      expect(shown.filter((event) => event.error)).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});
