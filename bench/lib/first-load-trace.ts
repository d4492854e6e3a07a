/**
 * The figures of a first load that do not move with the machine's load, for CI's gate: the gzip size
 * of the JavaScript a page fetches before its load event (before anyone can touch it), and the main
 * thread's tasks over 50 ms until then, counted from a Chromium trace. Both come from what the page
 * is built to do, not from how busy the host is: a long task here is a script evaluated or a render
 * done at load, and a regression adds one, where Lighthouse's scores wander with the host.
 */
import type { Browser } from 'puppeteer-core';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../contract/first-paint';
import { gzipKb } from './lighthouse-audit';

export interface FirstLoad {
  initialJsGzipKb: number;
  longTasks: number;
  /** The longest of them, in milliseconds (reported, not gated: it does move with the host). */
  longestTaskMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own CPU time for the event, which other processes on the host do not stretch. */
  tdur?: number;
  args?: { name?: string };
}

const LONG_TASK_US = 50_000;

/**
 * Tasks over 50 ms on the renderers' main threads, from a trace of Chromium's timeline, timed by the
 * thread's CPU time: on a host shared with other work the wall time of a 20 ms layout reached 280 ms.
 */
function longTasksOf(trace: Buffer): number[] {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return traceEvents
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        (event.tdur ?? event.dur ?? 0) > LONG_TASK_US &&
        mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .map((event) => (event.tdur ?? event.dur ?? 0) / 1000);
}

export async function traceFirstLoad(
  browser: Browser,
  url: string,
  dist: string,
  token?: string,
): Promise<FirstLoad> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    if (token)
      await page.evaluateOnNewDocument(
        `if (location.protocol.startsWith('http')) localStorage.setItem(${JSON.stringify(ACCESS_TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)});`,
      );
    const origin = new URL(url).origin;
    const scripts = new Set<string>();
    let loaded = false;
    page.on('request', (request) => {
      if (!loaded && request.resourceType() === 'script' && request.url().startsWith(origin))
        scripts.add(request.url().split('?')[0]!);
    });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'load' });
    loaded = true;
    const trace = await page.tracing.stop();
    const tasks = trace ? longTasksOf(Buffer.from(trace)) : [];
    return {
      initialJsGzipKb: [...scripts].reduce((sum, script) => sum + gzipKb(dist, script), 0),
      longTasks: tasks.length,
      longestTaskMs: Math.max(0, ...tasks),
    };
  } finally {
    await context.close();
  }
}
