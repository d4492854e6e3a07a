/**
 * Web performance of the product as a phone on a slow network sees it: builds the SPA, starts the
 * product on its embedded database, makes one shared plan and runs Lighthouse (mobile, simulated
 * throttling, Debian's Chromium) on /, /pricing, /about and the shared plan, BENCH_WEB_RUNS times each.
 * Prints the medians of the performance score, LCP, CLS, TBT and JavaScript transferred, and the gzip
 * size of the JavaScript each page loads before anyone touches it.
 *
 * Exits non-zero when a page misses the gate: by default the wide margins CI uses (a noisy machine
 * never blocks a landing, a real regression does); `--targets` holds the pages to the product's targets.
 * Run: npm run bench:web [-- --targets]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { PLANNER_BASE, PLAN_PATHS } from '../contract/date-plans';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/lib/chromium.mjs';
import { ensureBuild, ensureServerBuild } from '../scripts/lib/ensure.mjs';
import { signUpBenchMember, startServer } from './lib/server-process';

const ROOT = new URL('../', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3480);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

interface Limits {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Initial JavaScript of a prerendered page that waits for its reader (all but the shared plan). */
  initialJsKb: number;
}
/** The product's targets (issue 17's "done means"). */
const TARGETS: Limits = { performance: 0.98, lcpMs: 1500, cls: 0.02, tbtMs: 100, initialJsKb: 60 };
/**
 * CI's gate: wide enough for a loaded 2-core machine, tight enough that a real regression stops it. The
 * prerendered pages that wait for their reader are held near the targets: their blocking time is the
 * browser's own style and layout work, multiplied by four, which ranged 0–250 ms between runs of one
 * build here, so it is gated at 500 ms; the deterministic guard against the app creeping back into
 * their first load is the 20 KB of initial JavaScript. The shared plan arrives as a frame with its
 * cover (LCP 1.2–2.4 s here, 2.6 s on a loaded CI run, 3 s and more without it), but the app that draws
 * the rest is hundreds of milliseconds of simulated blocking time on a phone after that: its gate stops
 * a large regression; the browser test that opens it with no script run is what holds the frame.
 */
const CI_GATE: Limits = { performance: 0.85, lcpMs: 2500, cls: 0.05, tbtMs: 500, initialJsKb: 20 };
const CI_GATE_APP_DRAWN: Limits = { performance: 0.6, lcpMs: 3500, cls: 0.05, tbtMs: 1200, initialJsKb: 20 };
const APP_DRAWN = (page: string) => page.startsWith('/date-plan/shared/');

interface Measure {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsTransferredKb: number;
  initialJsGzipKb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => bytes / 1024;

/** The gzip size of a built asset, the way a first visit without a cache would fetch it. */
function gzipKb(url: string) {
  const path = new URL(url).pathname;
  return kb(gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length);
}

async function sharedPlanPath() {
  const token = await signUpBenchMember(BASE, 'web-bench');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const api = (path: string) => `${BASE}${PLANNER_BASE}${path}`;
  const created = await fetch(api(PLAN_PATHS.generate), {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: 'Dinner, a jazz club and a walk along the river in Paris' }),
  });
  const { plan_id: planId } = (await created.json()) as { plan_id: string };
  for (let tries = 0; ; tries += 1) {
    const plan = (await (await fetch(api(PLAN_PATHS.plan(planId)), { headers })).json()) as {
      generation_status: string;
    };
    if (plan.generation_status === 'completed') break;
    if (tries > 120) throw new Error('the bench plan did not finish');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const shared = await fetch(api(PLAN_PATHS.share(planId)), {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ is_shareable: true }),
  });
  const { share_token: shareToken } = (await shared.json()) as { share_token: string };
  return `/date-plan/shared/${shareToken}`;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function audit(port: number, url: string): Promise<Measure> {
  // Headless Chromium now and then loses a run's trace (NO_NAVSTART, NO_FCP); such a run is repeated.
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (result && !result.lhr.runtimeError) return measureOf(result.lhr);
    if (attempt === 3)
      throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.code ?? 'no result'}`);
  }
}

function measureOf({ audits, categories }: Result): Measure {
  const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items ?? []) as NetworkRequest[];
  const scripts = requests.filter(
    (request) => request.resourceType === 'Script' && request.url.startsWith(BASE),
  );
  return {
    performance: categories.performance?.score ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Infinity,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Infinity,
    jsTransferredKb: kb(scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0)),
    initialJsGzipKb: scripts.reduce((sum, request) => sum + gzipKb(request.url), 0),
  };
}

function misses(page: string, measure: Measure, limits: Limits) {
  const problems: string[] = [];
  if (measure.performance < limits.performance)
    problems.push(`performance ${measure.performance} < ${limits.performance}`);
  if (measure.lcpMs > limits.lcpMs) problems.push(`LCP ${Math.round(measure.lcpMs)} ms > ${limits.lcpMs} ms`);
  if (measure.cls > limits.cls) problems.push(`CLS ${measure.cls.toFixed(3)} > ${limits.cls}`);
  if (measure.tbtMs > limits.tbtMs) problems.push(`TBT ${Math.round(measure.tbtMs)} ms > ${limits.tbtMs} ms`);
  if (!APP_DRAWN(page) && measure.initialJsGzipKb > limits.initialJsKb)
    problems.push(`initial JS ${measure.initialJsGzipKb.toFixed(1)} KB gzip > ${limits.initialJsKb} KB`);
  return problems.map((problem) => `${page}: ${problem}`);
}

async function main() {
  const limits = process.argv.includes('--targets') ? TARGETS : CI_GATE;
  await ensureBuild();
  await ensureServerBuild();
  const server = await startServer(PORT, { STATIC_DIR: DIST, PUBLIC_ORIGIN: BASE });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const pages = ['/', '/pricing', '/about', await sharedPlanPath()];
    const rows: [string, Measure][] = [];
    for (const page of pages) {
      // One unmeasured load first, so the server's own first-request work is not in the numbers.
      await fetch(`${BASE}${page}`);
      const runs: Measure[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome.port, `${BASE}${page}`));
      const pick = (key: keyof Measure) => median(runs.map((measure) => measure[key]));
      rows.push([
        page.startsWith('/date-plan/shared/') ? '/date-plan/shared/{token}' : page,
        {
          performance: pick('performance'),
          lcpMs: pick('lcpMs'),
          cls: pick('cls'),
          tbtMs: pick('tbtMs'),
          jsTransferredKb: pick('jsTransferredKb'),
          initialJsGzipKb: pick('initialJsGzipKb'),
        },
      ]);
    }
    console.log(`\nLighthouse ${RUNS}× per page, mobile, medians\n`);
    console.log('| page | performance | LCP | CLS | TBT | JS transferred | initial JS (gzip) |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [page, measure] of rows)
      console.log(
        `| ${page} | ${measure.performance.toFixed(2)} | ${(measure.lcpMs / 1000).toFixed(2)} s | ` +
          `${measure.cls.toFixed(3)} | ${Math.round(measure.tbtMs)} ms | ${measure.jsTransferredKb.toFixed(1)} KiB | ` +
          `${measure.initialJsGzipKb.toFixed(1)} KB |`,
      );
    const problems = rows.flatMap(([page, measure]) =>
      misses(page, measure, limits === CI_GATE && APP_DRAWN(page) ? CI_GATE_APP_DRAWN : limits),
    );
    const gate = limits === TARGETS ? 'the targets' : 'the CI gate';
    if (problems.length) {
      console.error(`\nMissed ${gate}:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log(`\nEvery page meets ${gate}.`);
  } finally {
    chrome.kill();
    server.kill();
  }
}

await main();
