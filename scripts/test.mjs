// `npm test`: every check and test suite the project has, in order, with one closing tally.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ensureBuild,
  ensureChromium,
  ensureDependencies,
  ensureServerBuild,
  findTestDatabase,
} from './lib/ensure.mjs';
import { chromiumPath } from './lib/chromium.mjs';
import { databaseTestFiles } from './lib/database-tests.mjs';
import { run, runOrExit } from './lib/run.mjs';

const root = new URL('../', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const chromium = chromiumPath();

const missingChromium = await ensureChromium(chromium);
if (missingChromium) {
  console.error(missingChromium);
  process.exit(1);
}
await ensureDependencies();

const reports = mkdtempSync(join(tmpdir(), 'datecraft-test-'));
const tally = { passed: 0, failed: 0, skipped: 0 };
let failedSuites = [];
/** The failing tests by name, printed again at the very end: a CI log is often read from its tail only. */
const failedTests = [];
/** Each suite's wall time, printed at the end: CI has a time limit, and the log shows where it went. */
const durations = [];

function addVitest(file) {
  if (!existsSync(file)) return;
  const result = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += result.numPassedTests;
  tally.failed += result.numFailedTests;
  tally.skipped += result.numPendingTests + result.numTodoTests;
  for (const file of result.testResults) {
    const name = file.name.slice(root.length);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failedTests.push(`${name} › ${test.fullName}`);
    if (file.status === 'failed' && !failed.length)
      failedTests.push(`${name}: ${file.message.split('\n')[0]}`);
  }
}

/** Every spec of a Playwright JSON report, however deeply its suites nest. */
const specsOf = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += stats.expected + stats.flaky;
  tally.failed += stats.unexpected;
  tally.skipped += stats.skipped;
  for (const spec of suites.flatMap(specsOf).filter((candidate) => !candidate.ok)) {
    const error = spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error;
    const why = error?.message?.split('\n')[0] ?? '';
    failedTests.push(`${spec.file}:${spec.line} › ${spec.title}${why ? `: ${why}` : ''}`);
  }
}

async function step(name, command, args, options) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args, { cwd: root, ...options });
  durations.push(`  ${name}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (code !== 0) failedSuites.push(name);
}

const setupStarted = Date.now();
console.log('\n▶ Lint, format and type check');
await runOrExit(bin('eslint'), ['.', '--max-warnings=0'], { cwd: root });
await runOrExit(bin('prettier'), ['--check', '.', '--log-level=warn'], { cwd: root });
await runOrExit(bin('tsc'), ['-b'], { cwd: root });

// Browser tests first and the unit suites last, so the log ends with the runners' own summaries.
await ensureBuild();
// Compiled once here: the browser tests start several servers at the same moment.
await ensureServerBuild();
durations.push(`  Lint, types and builds: ${Math.round((Date.now() - setupStarted) / 1000)} s`);
const e2eReport = join(reports, 'e2e.json');
await step('Browser tests (Playwright on Chromium)', bin('playwright'), ['test'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, CHROMIUM_PATH: chromium },
});
addPlaywright(e2eReport);

// Lighthouse on the landing, pricing, about and a shared plan: fails only past CI's wide margins.
await step('Web performance (npm run bench:web)', bin('tsx'), ['bench/web-bench.ts']);

// The planning engine's evaluation corpus: a score per check kind, failing under the targets.
await step('Plan evaluation (npm run eval:plans)', bin('tsx'), ['eval/run-eval.ts']);

const testDatabase = await findTestDatabase();
if (testDatabase) {
  const pgReport = join(reports, 'server-postgres.json');
  await step(
    `Server tests that open a database, on PostgreSQL (${testDatabase})`,
    bin('vitest'),
    [
      'run',
      '--project=server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgReport}`,
      ...databaseTestFiles(root),
    ],
    { env: { ...process.env, TEST_DATABASE_URL: testDatabase } },
  );
  addVitest(pgReport);
} else {
  console.log(
    '\nNo PostgreSQL server (TEST_DATABASE_URL, or one on 127.0.0.1:5432): the server suite ran on PGlite only.',
  );
}

const unitReport = join(reports, 'unit.json');
// This run is the embedded database's, whatever TEST_DATABASE_URL says.
const embeddedEnv = { ...process.env };
delete embeddedEnv.TEST_DATABASE_URL;
await step(
  'Client and server tests (embedded PGlite)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
  { env: embeddedEnv },
);
addVitest(unitReport);

console.log(`\nTime per suite:\n${durations.join('\n')}`);
if (failedTests.length)
  console.log(`\nFailed tests:\n${failedTests.map((name) => `  ✗ ${name}`).join('\n')}`);
console.log(`\n${failedSuites.length ? `Failed suites: ${failedSuites.join(', ')}` : 'All suites passed.'}`);
// The plain closing form CI reads in any language, bare and alone on the last line: 'N passed, N failed',
// skipped after them when there are any. (With a 'Tests:' prefix CI still judged the run as having no test.)
const skipped = tally.skipped ? `, ${tally.skipped} skipped` : '';
console.log(`${tally.passed} passed, ${tally.failed} failed${skipped}`);
process.exit(failedSuites.length || tally.failed ? 1 : 0);
