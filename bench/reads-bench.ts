/**
 * Only the authenticated reads of `npm run bench` (item 5): /me and the plan list of 20 as a share of a
 * bare Fastify hello-world, on the embedded database and, with BENCH_DATABASE_URL, on PostgreSQL.
 * Quicker to repeat while profiling than the whole bench. Run: npx tsx bench/reads-bench.ts
 */
import { readFileSync } from 'node:fs';
import { ensureServerBuild } from '../scripts/lib/ensure.mjs';
import { createThrowawayDatabase } from '../server/testing/test-database';
import { measureHelloWorld, measureReads, printReads } from './lib/throughput';

await ensureServerBuild();
const hello = await measureHelloWorld(3273);
const embedded = await measureReads(3274);
const postgres = process.env.BENCH_DATABASE_URL
  ? await measureReads(
      3275,
      (await createThrowawayDatabase(process.env.BENCH_DATABASE_URL, 'datecraft_bench')).url,
    )
  : null;
console.log(`Load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
printReads(hello, [
  ['embedded PGlite', embedded],
  ['PostgreSQL', postgres],
]);
