/**
 * Runs the planning engine over the evaluation corpus and scores it check by check.
 * Run: npm run eval:plans [-- --filter es- --verbose --json results.json]
 * Exits 1 when fewer than 97% of all checks pass or any kind of check is under 90%.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { KIND_CATALOG } from '../server/generation/kinds/catalog';
import { planOffline, type PlanResult } from '../server/generation/pipeline';
import type { Refusal } from '../server/generation/request';
import { convert } from '../server/generation/world/rates';
import {
  CHECK_KINDS,
  createChecks,
  validateCase,
  type CheckKind,
  type CheckOutcome,
  type EvalCase,
} from './checks';

const NOW = new Date('2026-11-23T10:00:00Z');
const OVERALL_BAR = 97;
const KIND_BAR = 90;
const SHOWN_FAILURES = 40;

function parseArgs(argv: string[]) {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return { filter: value('--filter'), json: value('--json'), verbose: argv.includes('--verbose') };
}

function loadCorpus(): EvalCase[] {
  const dir = new URL('./corpus/', import.meta.url);
  const cases = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as EvalCase[]);
  const errors = cases.flatMap((c) => validateCase(c).map((error) => `${c.id}: ${error}`));
  const ids = new Set<string>();
  for (const c of cases) {
    if (ids.has(c.id)) errors.push(`${c.id}: duplicate id`);
    ids.add(c.id);
  }
  if (errors.length) {
    console.error(`The corpus has mistakes:\n${errors.join('\n')}`);
    process.exit(2);
  }
  return cases;
}

/** The kinds a case is scored on, for reporting an engine that threw. */
function kindsOf(c: EvalCase): CheckKind[] {
  const e = c.expect;
  const kinds: CheckKind[] = ['determinism'];
  if (e.refuse !== undefined) kinds.push('refuse');
  if (!e.refuse) kinds.push('sanity');
  if (e.language) kinds.push('language');
  if (e.city !== undefined || e.country !== undefined || e.currency !== undefined) kinds.push('place');
  if (e.namedPlaces?.length) kinds.push('named');
  if (e.kinds?.length || e.anyKind?.length) kinds.push('kinds');
  if (e.excludedKinds?.length || e.excludedTags?.length || e.excludedWords?.length) kinds.push('exclusions');
  if (e.window || e.maxMinutes !== undefined) kinds.push('window');
  if (e.budget) kinds.push('budget');
  if (e.occasion) kinds.push('occasion');
  if (e.sunset) kinds.push('sunset');
  if (e.localDinner) kinds.push('localDinner');
  // Whether a plan has landmark stops is known only from the plan; a city is where it may.
  if (!e.refuse && e.city !== undefined) kinds.push('landmark');
  return kinds;
}

interface CaseResult {
  id: string;
  text: string;
  outcomes: CheckOutcome[];
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const corpus = loadCorpus().filter((c) => !args.filter || c.id.includes(args.filter));
  const checks = createChecks({ convert, tagsOf: (kind) => KIND_CATALOG[kind].tags });
  const plan = (text: string, variant: number): PlanResult | Refusal =>
    planOffline(text, { variant, now: NOW });

  const started = performance.now();
  const results: CaseResult[] = corpus.map((c) => {
    try {
      const result = plan(c.text, 0);
      return {
        id: c.id,
        text: c.text,
        outcomes: CHECK_KINDS.flatMap((kind) => checks[kind](c, result, plan)),
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        id: c.id,
        text: c.text,
        outcomes: kindsOf(c).map((kind) => ({ kind, pass: false, detail: `threw: ${message}` })),
      };
    }
  });
  const seconds = (performance.now() - started) / 1000;

  // A case passes a kind of check when every outcome of that kind passes: a plan with seven stops
  // must not weigh seven times more than one with two.
  const scored = results.flatMap((r) =>
    CHECK_KINDS.map((kind) => ({ kind, outcomes: r.outcomes.filter((o) => o.kind === kind) }))
      .filter((group) => group.outcomes.length)
      .map((group) => ({ kind: group.kind, pass: group.outcomes.every((o) => o.pass) })),
  );
  const percent = (passed: number, total: number) => (total ? (passed / total) * 100 : 100);
  const rows = CHECK_KINDS.map((kind) => {
    const ofKind = scored.filter((s) => s.kind === kind);
    const passed = ofKind.filter((s) => s.pass).length;
    return { kind, passed, total: ofKind.length, percent: percent(passed, ofKind.length) };
  }).filter((row) => row.total > 0);
  const passed = scored.filter((s) => s.pass).length;
  const overall = percent(passed, scored.length);

  console.log(`\n${corpus.length} cases, ${scored.length} checks in ${seconds.toFixed(1)} s\n`);
  console.log(`${'check'.padEnd(14)}${'passed'.padStart(8)}${'total'.padStart(8)}${'%'.padStart(8)}`);
  for (const row of rows)
    console.log(
      `${row.kind.padEnd(14)}${String(row.passed).padStart(8)}${String(row.total).padStart(8)}${row.percent.toFixed(1).padStart(8)}${row.percent < KIND_BAR ? '  ✗' : ''}`,
    );
  console.log(
    `${'overall'.padEnd(14)}${String(passed).padStart(8)}${String(scored.length).padStart(8)}${overall.toFixed(1).padStart(8)}\n`,
  );

  const failed = results.flatMap((r) => r.outcomes.filter((o) => !o.pass).map((o) => ({ ...o, id: r.id })));
  const shown = args.verbose ? failed : failed.slice(0, SHOWN_FAILURES);
  for (const f of shown) console.log(`✗ ${f.id.padEnd(8)} ${f.kind.padEnd(12)} ${f.detail}`);
  if (shown.length < failed.length)
    console.log(`… and ${failed.length - shown.length} more (--verbose shows all)`);

  if (args.json) {
    writeFileSync(args.json, JSON.stringify({ overall, kinds: rows, cases: results }, null, 2));
    console.log(`Results written to ${args.json}`);
  }

  const ok = overall >= OVERALL_BAR && rows.every((row) => row.percent >= KIND_BAR);
  console.log(ok ? '\nPASS' : `\nFAIL (needs ${OVERALL_BAR}% overall and ${KIND_BAR}% for every check)`);
  process.exitCode = ok ? 0 : 1;
}

main();
