/**
 * One Lighthouse run (performance only, mobile, simulated throttling) on a page of the product, in a
 * profile: Lighthouse's default phone (CPU slowdown 4×) or a phone about half as fast (8×). A signed-in
 * page gets the member's token in its storage before any of its scripts runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import type { Browser } from 'puppeteer-core';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../contract/first-paint';

export interface Profile {
  name: string;
  cpuSlowdown: number;
}
export const PROFILES: Profile[] = [
  { name: 'mobile (4× CPU)', cpuSlowdown: 4 },
  { name: 'slow phone (8× CPU)', cpuSlowdown: 8 },
];

/** Lighthouse's own mobile settings (slow 4G), with the profile's CPU slowdown. */
function throttlingOf(profile: Profile): Flags['throttling'] {
  return {
    rttMs: 150,
    throughputKbps: 1638.4,
    requestLatencyMs: 562.5,
    downloadThroughputKbps: 1474.56,
    uploadThroughputKbps: 675,
    cpuSlowdownMultiplier: profile.cpuSlowdown,
  };
}

export interface Measure {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsTransferredKb: number;
  /** What the largest paint was (a CSS selector), to tell which element the LCP times. */
  lcpElement: string;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const kb = (bytes: number) => bytes / 1024;

/** The gzip size of a built asset, the way a first visit without a cache would fetch it. */
export function gzipKb(dist: string, url: string) {
  return kb(gzipSync(readFileSync(join(dist, new URL(url).pathname)), { level: 9 }).length);
}

function measureOf({ audits, categories }: Result, base: string): Measure {
  const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items ?? []) as NetworkRequest[];
  const scripts = requests.filter(
    (request) => request.resourceType === 'Script' && request.url.startsWith(base),
  );
  const lcpItems = (audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined)
    ?.items;
  const selector = JSON.stringify(lcpItems ?? []).match(/"selector":"([^"]*)"/)?.[1] ?? '';
  return {
    performance: categories.performance?.score ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Infinity,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Infinity,
    jsTransferredKb: kb(scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0)),
    lcpElement: selector,
  };
}

export async function audit(
  browser: Browser,
  url: string,
  profile: Profile,
  token?: string,
): Promise<Measure> {
  const base = new URL(url).origin;
  // Headless Chromium now and then loses a run's trace (NO_NAVSTART, NO_FCP); such a run is repeated.
  for (let attempt = 1; ; attempt += 1) {
    // A context of its own: a member's token left in the origin's storage by an earlier run would make
    // every later page a member's, which takes the app over at once (Lighthouse keeps localStorage).
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    try {
      // about:blank has no storage: only the product's pages get the token.
      if (token)
        await page.evaluateOnNewDocument(
          `if (location.protocol.startsWith('http')) localStorage.setItem(${JSON.stringify(ACCESS_TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)});`,
        );
      const result = await lighthouse(
        url,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          throttlingMethod: 'simulate',
          throttling: throttlingOf(profile),
        },
        undefined,
        page,
      );
      if (result && !result.lhr.runtimeError) return measureOf(result.lhr, base);
      if (attempt === 3)
        throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.code ?? 'no result'}`);
    } finally {
      await context.close();
    }
  }
}
