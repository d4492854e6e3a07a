/**
 * Sends thousands of generated bad requests at every endpoint of a freshly built server on loopback
 * and fails when any answer is a 5xx, missing, or an error that is not a JSON `{detail}`.
 * Run: npm run fuzz   (env: FUZZ_SEED, FUZZ_COUNT (default 5000), FUZZ_ONLY=12,40 to replay requests)
 * It runs on PGlite, then on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { startFuzzTarget } from './fuzz-target';
import { formatReport, runFuzz } from './run';

const DEFAULT_COUNT = 5000;

function numberFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`${name} must be a non-negative integer, not ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return value;
}

const seed = numberFromEnv('FUZZ_SEED', Math.floor(Math.random() * 2 ** 31));
const count = numberFromEnv('FUZZ_COUNT', DEFAULT_COUNT);
const only = process.env.FUZZ_ONLY?.split(',').map(Number).filter(Number.isSafeInteger);
const postgresUrl = process.env.TEST_DATABASE_URL;

async function fuzzOn(label: string, databaseUrl: string | undefined): Promise<number> {
  // The test database helper picks its driver from this variable.
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  console.log(`\n▶ Fuzzing the API on ${label}`);
  const target = await startFuzzTarget();
  try {
    const report = await runFuzz({ ...target, count, seed, only: only?.length ? only : undefined });
    console.log(formatReport(report));
    return report.violations.length;
  } finally {
    await target.close();
  }
}

let violations = await fuzzOn('PGlite', undefined);
if (postgresUrl) violations += await fuzzOn('PostgreSQL', postgresUrl);
else console.log('\nTEST_DATABASE_URL is not set: fuzzed on PGlite only.');
process.exit(violations > 0 ? 1 : 0);
