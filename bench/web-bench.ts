/**
 * Web performance of the product as phones on a slow network see it: builds the SPA, starts the product
 * on its embedded database, makes a member with one shared plan, and measures /, /pricing, /about, the
 * shared plan and the member's own plan page (signed in):
 *  - Lighthouse (simulated slow 4G, Debian's Chromium) in two profiles, Lighthouse's default phone
 *    (CPU slowdown 4×) and a phone about half as fast (8×), BENCH_WEB_RUNS times each, medians;
 *  - from a Chromium trace of one first load per page (three, the fewest counted): the gzip size of
 *    the JavaScript fetched before the load event and the main thread's tasks over 50 ms until then.
 *
 * `--targets` fails when a page misses the product's targets in either profile. Without it (what
 * `npm test` runs) the gate reads only the trace's figures, which a busy host does not move, against
 * budgets with a margin; Lighthouse runs once per page and profile and is reported, not gated.
 * Run: npm run bench:web [-- --targets]
 */
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/lib/chromium.mjs';
import { ensureBuild, ensureServerBuild } from '../scripts/lib/ensure.mjs';
import { traceFirstLoad, type FirstLoad } from './lib/first-load-trace';
import { audit, PROFILES, type Measure, type Profile } from './lib/lighthouse-audit';
import { startServer } from './lib/server-process';
import { makeWebFixture, type BenchPage } from './lib/web-fixture';
import { printFirstLoads, printProfile } from './lib/web-tables';

const ROOT = new URL('../', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3480);
const BASE = `http://localhost:${PORT}`;
const TARGETS_MODE = process.argv.includes('--targets');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? (TARGETS_MODE ? 3 : 1));
const TRACES = 3;

/** The product's targets (issue 35), in both profiles. */
const TARGETS = { performance: 0.98, lcpMs: 1500, cls: 0.02, tbtMs: 100 };
/** The member's plan page shows its title and timeline within 1 s on the default phone (issue 35 item 4). */
const MEMBER_PLAN_VISIBLE_MS = 1000;

/**
 * Budgets read from the trace, set from what the pages do (figures in the README) plus a margin no
 * host noise crosses: bytes do not vary at all, and a long task is a script evaluated or a render,
 * which a slow host lengthens but does not multiply. A prerendered page that waits for its reader
 * fetches ~3 KB and has no long task; the app's pages fetch the app.
 */
function pagesOf(fixture: Awaited<ReturnType<typeof makeWebFixture>>): BenchPage[] {
  const prerendered = { jsBudgetKb: 20, longTaskBudget: 1 };
  return [
    { label: '/', path: '/', ...prerendered },
    { label: '/pricing', path: '/pricing', ...prerendered },
    { label: '/about', path: '/about', ...prerendered },
    // The server writes a shared plan whole; the app waits for the reader's first move (issue 35: ≤ 60 KB).
    { label: '/date-plan/shared/{token}', path: fixture.sharedPlanPath, ...prerendered },
    {
      label: '/date-plan/{id} (signed in)',
      path: fixture.memberPlanPath,
      token: fixture.token,
      jsBudgetKb: 200,
      longTaskBudget: 3,
    },
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function lighthouseMedians(browser: Browser, page: BenchPage, profile: Profile): Promise<Measure> {
  const runs: Measure[] = [];
  for (let run = 0; run < RUNS; run += 1)
    runs.push(await audit(browser, `${BASE}${page.path}`, profile, page.token));
  const pick = (key: 'performance' | 'lcpMs' | 'cls' | 'tbtMs' | 'jsTransferredKb') =>
    median(runs.map((measure) => measure[key]));
  const lcp = pick('lcpMs');
  return {
    performance: pick('performance'),
    lcpMs: lcp,
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    jsTransferredKb: pick('jsTransferredKb'),
    lcpElement: runs.find((measure) => measure.lcpMs === lcp)?.lcpElement ?? '',
  };
}

async function firstLoad(browser: Browser, page: BenchPage): Promise<FirstLoad> {
  const traces: FirstLoad[] = [];
  for (let run = 0; run < TRACES; run += 1)
    traces.push(await traceFirstLoad(browser, `${BASE}${page.path}`, DIST, page.token));
  // A busy host can only add long tasks: the fewest seen is what the page itself does.
  const fewest = traces.reduce((best, trace) => (trace.longTasks < best.longTasks ? trace : best));
  return { ...fewest, initialJsGzipKb: median(traces.map((trace) => trace.initialJsGzipKb)) };
}

function targetMisses(page: BenchPage, profile: Profile, measure: Measure): string[] {
  const problems: string[] = [];
  if (measure.performance < TARGETS.performance)
    problems.push(`performance ${measure.performance} < ${TARGETS.performance}`);
  if (measure.lcpMs > TARGETS.lcpMs)
    problems.push(`LCP ${Math.round(measure.lcpMs)} ms > ${TARGETS.lcpMs} ms`);
  if (measure.cls > TARGETS.cls) problems.push(`CLS ${measure.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (measure.tbtMs > TARGETS.tbtMs)
    problems.push(`TBT ${Math.round(measure.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  if (page.token && profile === PROFILES[0] && measure.lcpMs > MEMBER_PLAN_VISIBLE_MS)
    problems.push(`title and timeline at ${Math.round(measure.lcpMs)} ms > ${MEMBER_PLAN_VISIBLE_MS} ms`);
  return problems.map((problem) => `${page.label}, ${profile.name}: ${problem}`);
}

function gateMisses(page: BenchPage, load: FirstLoad): string[] {
  const problems: string[] = [];
  if (load.initialJsGzipKb > page.jsBudgetKb)
    problems.push(
      `JavaScript before load ${load.initialJsGzipKb.toFixed(1)} KB gzip > ${page.jsBudgetKb} KB`,
    );
  if (load.longTasks > page.longTaskBudget)
    problems.push(`${load.longTasks} tasks over 50 ms before load > ${page.longTaskBudget}`);
  return problems.map((problem) => `${page.label}: ${problem}`);
}

async function main() {
  await ensureBuild();
  await ensureServerBuild();
  const server = await startServer(PORT, { STATIC_DIR: DIST, PUBLIC_ORIGIN: BASE });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const pages = pagesOf(await makeWebFixture(BASE));
    // One unmeasured load first, so the server's own first-request work is not in the numbers.
    for (const page of pages) await fetch(`${BASE}${page.path}`);
    const loads = new Map<BenchPage, FirstLoad>();
    for (const page of pages) loads.set(page, await firstLoad(browser, page));
    const problems = TARGETS_MODE ? [] : pages.flatMap((page) => gateMisses(page, loads.get(page)!));
    for (const profile of PROFILES) {
      const rows = new Map<BenchPage, Measure>();
      for (const page of pages) rows.set(page, await lighthouseMedians(browser, page, profile));
      printProfile(profile, RUNS, rows);
      if (TARGETS_MODE)
        for (const [page, measure] of rows) problems.push(...targetMisses(page, profile, measure));
    }
    printFirstLoads(loads, TRACES);
    const gate = TARGETS_MODE ? 'the targets' : 'the CI gate (JavaScript before load, long tasks)';
    if (problems.length) {
      console.error(`\nMissed ${gate}:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log(`\nEvery page meets ${gate}.`);
  } finally {
    await browser.disconnect();
    chrome.kill();
    server.kill();
  }
}

await main();
