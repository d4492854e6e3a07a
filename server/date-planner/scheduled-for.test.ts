import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createOfflineEngine } from '../generation/engines/offline-engine';
import { localDateISO } from '../generation/world/local-time';
import { createTestDatabase } from '../testing/test-database';
import { createGenerationWorker } from './generation-worker';
import { createPlanJobs } from './plan-jobs';
import { createLocalProgressBus } from './progress-bus';
import { createProgressEventStore } from './progress-events';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const quiet = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

/** Generates one plan through the worker, as a guest's request would be, and returns its saved row. */
async function generated(query: string) {
  const jobs = createPlanJobs(database.db);
  const worker = createGenerationWorker({
    jobs,
    events: createProgressEventStore(database.db, createLocalProgressBus()),
    engine: createOfflineEngine({ delayMs: 0 }),
    refund: async () => {},
    log: quiet,
  });
  const id = await jobs.enqueue({
    userId: null,
    guestEmail: `scheduled-${Date.now()}@example.com`,
    query,
    preferences: {},
    spend: { source: 'daily_free', key: `guest:scheduled|${Date.now()}` },
  });
  await worker.start();
  try {
    await worker.idle();
  } finally {
    await worker.stop();
  }
  const row = await jobs.find(id);
  expect(row?.status).toBe('completed');
  return row;
}

describe("a saved plan's scheduled_for", () => {
  it.each([
    ['Dinner in Lisbon on 14 February 2030, then fado', '2030-02-14'],
    ['Cena en Sevilla el 3 de marzo de 2031 y un paseo', '2031-03-03'],
    ['Dîner à Lyon le 12 avril 2030, puis un verre', '2030-04-12'],
  ])('is the day the person said: %s', async (query, day) => {
    expect((await generated(query))?.scheduledFor).toBe(day);
  });

  it('is the stated relative day, counted in the city’s time zone', async () => {
    const row = await generated('Ein Abend in Wien übermorgen, Abendessen und Oper');
    const today = localDateISO(new Date(), 'Europe/Vienna');
    const dayAfterTomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(row?.scheduledFor).toBe(dayAfterTomorrow);
  });

  it('stays unset when no day was said, for the person to choose', async () => {
    expect((await generated('A romantic dinner in Porto with a river walk'))?.scheduledFor).toBeNull();
  });
});
