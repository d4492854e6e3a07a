/** The tables bench:web prints: Lighthouse's medians per profile, and the first-load trace figures. */
import type { BenchPage } from './web-fixture';
import type { FirstLoad } from './first-load-trace';
import type { Measure, Profile } from './lighthouse-audit';

export function printProfile(profile: Profile, runs: number, rows: Map<BenchPage, Measure>) {
  console.log(`\nLighthouse, ${profile.name}, ${runs}× per page, medians\n`);
  console.log('| page | performance | LCP | CLS | TBT | JS transferred | largest paint |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [page, measure] of rows)
    console.log(
      `| ${page.label} | ${measure.performance.toFixed(2)} | ${(measure.lcpMs / 1000).toFixed(2)} s | ` +
        `${measure.cls.toFixed(3)} | ${Math.round(measure.tbtMs)} ms | ${measure.jsTransferredKb.toFixed(1)} KiB | ` +
        `\`${measure.lcpElement.slice(0, 60)}\` |`,
    );
}

export function printFirstLoads(loads: Map<BenchPage, FirstLoad>, traces: number) {
  console.log(`\nFirst load until the load event, from a Chromium trace (fewest long tasks of ${traces})\n`);
  console.log('| page | JS before load (gzip) | budget | tasks > 50 ms | budget | longest |');
  console.log('|---|---|---|---|---|---|');
  for (const [page, load] of loads)
    console.log(
      `| ${page.label} | ${load.initialJsGzipKb.toFixed(1)} KB | ${page.jsBudgetKb} KB | ${load.longTasks} | ` +
        `${page.longTaskBudget} | ${Math.round(load.longestTaskMs)} ms |`,
    );
}
