/**
 * Measures the member's plan list with 10,000 plans on the embedded database (PGlite on disk):
 * the dashboard's first page, a deep page, the favourites filter and a search, p50 and p95.
 * Run: npm run bench:plans
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { createOfflineEngine } from '../server/generation/engines/offline-engine';
import { createCapturingMailer } from '../server/testing/capturing-mailer';
import { seedPlans, type SeedPlan } from '../server/testing/seed-plans';
import { signUpMember, testConfig, testJwtSecret } from '../server/testing/test-app';

const PLANS = Number(process.env.BENCH_PLANS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

const database = await openDatabase({
  kind: 'pglite',
  dataDir: mkdtempSync(join(tmpdir(), 'datecraft-bench-')),
});
const app = await buildApp({
  config: testConfig,
  db: database.db,
  jwtSecret: testJwtSecret,
  engine: createOfflineEngine({ delayMs: 0 }),
  mailer: createCapturingMailer().mailer,
});
await app.ready();

const member = await signUpMember(app);
const other = await signUpMember(app);
const cities = ['Paris', 'London', 'Rome', 'Lisbon', 'Tokyo'];
for (let offset = 0; offset < PLANS; offset += 1000) {
  const batch: SeedPlan[] = Array.from({ length: Math.min(1000, PLANS - offset) }, (_, index) => ({
    title: `Evening ${offset + index} in ${cities[(offset + index) % cities.length]}`,
    isFavorite: (offset + index) % 10 === 0,
    isArchived: (offset + index) % 7 === 0,
    generatedAt: new Date(Date.UTC(2025, 0, 1) + (offset + index) * 60_000),
  }));
  await seedPlans(database.db, member.user.user_id, batch);
  // Someone else's plans share the table, as in production.
  await seedPlans(database.db, other.user.user_id, batch.slice(0, 200));
}

if (process.env.BENCH_VACUUM) await database.db.execute(sql`VACUUM ANALYZE date_plans`);

if (process.env.BENCH_EXPLAIN) {
  const plan = await database.db.execute(
    sql`EXPLAIN ANALYZE SELECT id, title FROM date_plans WHERE user_id = ${member.user.user_id} AND is_archived = false ORDER BY generated_at DESC, id DESC LIMIT 8`,
  );
  console.log(plan);
}

const headers = { authorization: `Bearer ${member.token.access_token}` };
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * p)]!;

async function measure(label: string, url: string) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await app.inject({ url, headers });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  console.log(
    `  ${label.padEnd(34)} p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
  );
}

console.log(`Plan list with ${PLANS} plans for one member (embedded PGlite on disk), ${RUNS} requests each:`);
await measure(
  'dashboard page 1 (8, not archived)',
  '/v1/date-planner/plans?page=1&page_size=8&is_archived=false',
);
await measure('deep page 500', '/v1/date-planner/plans?page=500&page_size=8&is_archived=false');
await measure('favorites', '/v1/date-planner/plans?page=1&page_size=8&is_favorite=true');
await measure('search "lisbon"', '/v1/date-planner/plans?page=1&page_size=8&search=lisbon');

await app.close();
await database.close();
