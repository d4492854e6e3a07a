/**
 * Runs the planning engine over the evaluation corpus and scores it check by check, then over the
 * descriptions written blind (eval/blind/), reported apart: the tuning sets, and the held-out set
 * that no change to the engine is ever tuned on.
 * Run: npm run eval:plans [-- --filter es- --verbose --json results.json --blind-only --generated 5000]
 * Exits 1 when fewer than 97% of the corpus's checks pass or any kind of check is under 90%, when
 * fewer than half the steps of the corpus's plans in curated cities name a real place, or when a
 * generated description fails or throws, or when the writing check (over the corpus and the blind
 * tuning sets) finds a template hole, advice that does not fit its stop, a sentence in more than 3 % of
 * a language's plans or a step text in more than 5 % of its steps.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { KIND_CATALOG } from '../server/generation/kinds/catalog';
import { planOffline, type PlanResult } from '../server/generation/pipeline';
import type { Refusal } from '../server/generation/request';
import { convert } from '../server/generation/world/rates';
import {
  asCorpusCase,
  BLIND_CHECK_KINDS,
  blindChecks,
  validateBlindCase,
  type BlindCase,
} from './blind-checks';
import { generatedDescriptions, runGenerated } from './generated-descriptions';
import { CHECK_KINDS, createChecks, validateCase, type CheckKind, type EvalCase } from './checks';
import { LOGISTICS_CHECK_KINDS, logisticsChecks } from './logistics-checks';
import { REAL_PLACE_BAR, realPlaceShare } from './real-places';
import {
  bodyOf,
  checkRepetition,
  checkWriting,
  repeatedSentences,
  type Repeated,
  type Repetition,
  type WritingReport,
  type WrittenPlan,
} from './writing-checks';

const NOW = new Date('2026-11-23T10:00:00Z');
const OVERALL_BAR = 97;
const KIND_BAR = 90;
/** Every corpus plan must work on the day: each logistics check passes on 95 % of them. */
const LOGISTICS_BAR = 95;
const SHOWN_FAILURES = 40;
/** Generated descriptions planned per run (the property test's count): none may fail or throw. */
const GENERATED = 5000;

function parseArgs(argv: string[]) {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return {
    filter: value('--filter'),
    json: value('--json'),
    verbose: argv.includes('--verbose'),
    blindOnly: argv.includes('--blind-only'),
    generated: Number(value('--generated') ?? GENERATED),
  };
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

interface Outcome {
  kind: string;
  pass: boolean;
  detail: string;
}

interface CaseResult {
  id: string;
  text: string;
  outcomes: Outcome[];
}

interface Row {
  kind: string;
  passed: number;
  total: number;
  percent: number;
}

const percent = (passed: number, total: number) => (total ? (passed / total) * 100 : 100);

/**
 * A case passes a kind of check when every outcome of that kind passes: a plan with seven stops
 * must not weigh seven times more than one with two.
 */
function score(results: CaseResult[], kinds: readonly string[]): { rows: Row[]; overall: number } {
  const scored = results.flatMap((r) =>
    kinds
      .map((kind) => ({ kind, outcomes: r.outcomes.filter((o) => o.kind === kind) }))
      .filter((group) => group.outcomes.length)
      .map((group) => ({ kind: group.kind, pass: group.outcomes.every((o) => o.pass) })),
  );
  const rows = kinds
    .map((kind) => {
      const ofKind = scored.filter((s) => s.kind === kind);
      const passed = ofKind.filter((s) => s.pass).length;
      return { kind, passed, total: ofKind.length, percent: percent(passed, ofKind.length) };
    })
    .filter((row) => row.total > 0);
  const passed = scored.filter((s) => s.pass).length;
  rows.push({ kind: 'overall', passed, total: scored.length, percent: percent(passed, scored.length) });
  return { rows, overall: percent(passed, scored.length) };
}

function printTable(title: string, cases: number, rows: Row[], bar: number | null) {
  console.log(`\n${title}: ${cases} cases\n`);
  console.log(`${'check'.padEnd(14)}${'passed'.padStart(8)}${'total'.padStart(8)}${'%'.padStart(8)}`);
  for (const row of rows)
    console.log(
      `${row.kind.padEnd(14)}${String(row.passed).padStart(8)}${String(row.total).padStart(8)}${row.percent.toFixed(1).padStart(8)}${bar !== null && row.kind !== 'overall' && row.percent < bar ? '  ✗' : ''}`,
    );
}

function printFailures(results: CaseResult[], verbose: boolean) {
  const failed = results.flatMap((r) => r.outcomes.filter((o) => !o.pass).map((o) => ({ ...o, id: r.id })));
  const shown = verbose ? failed : failed.slice(0, SHOWN_FAILURES);
  for (const f of shown) console.log(`✗ ${f.id.padEnd(8)} ${f.kind.padEnd(12)} ${f.detail}`);
  if (shown.length < failed.length)
    console.log(`… and ${failed.length - shown.length} more (--verbose shows all)`);
}

type Plan = (text: string, variant: number) => PlanResult | Refusal;

function runCase(
  c: EvalCase,
  plan: Plan,
  score: (c: EvalCase, result: PlanResult | Refusal) => Outcome[],
  kinds: CheckKind[],
): CaseResult {
  try {
    return { id: c.id, text: c.text, outcomes: score(c, plan(c.text, 0)) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      id: c.id,
      text: c.text,
      outcomes: kinds.map((kind) => ({ kind, pass: false, detail: `threw: ${message}` })),
    };
  }
}

function loadBlind(): { name: string; heldOut: boolean; cases: BlindCase[] }[] {
  const dir = new URL('./blind/', import.meta.url);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const cases = JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as BlindCase[];
      const errors = cases.flatMap((c) => validateBlindCase(c).map((error) => `${name} ${c.id}: ${error}`));
      if (errors.length) {
        console.error(`The blind sets have mistakes:\n${errors.join('\n')}`);
        process.exit(2);
      }
      return { name, heldOut: name.startsWith('holdout'), cases };
    });
}

const SHOWN_WRITING_FAULTS = 15;

function printRepeated(title: string, rows: Map<string, Repeated[]>, limit: number) {
  console.log(`\n${title} (limit ${limit} %):`);
  for (const [language, list] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    const over = list.filter((row) => row.share > limit).length;
    const top = list[0];
    if (top)
      console.log(
        `  ${language}: ${over} over; most repeated ${top.count}/${top.total} (${top.share.toFixed(1)} %) "${top.text}"`,
      );
  }
}

function printRepetition(population: string, repetition: Repetition) {
  printRepeated(`Sentences repeated across plans, ${population}`, repetition.sentences, 3);
  printRepeated(`Step texts repeated across steps, ${population}`, repetition.stepTexts, 5);
}

function printWriting(report: WritingReport, corpusAlone: Repetition, verbose: boolean) {
  console.log(`\nWriting: holes ${report.holes.length}, mismatched advice ${report.mismatched.length}`);
  for (const fault of [...report.holes, ...report.mismatched].slice(
    0,
    verbose ? undefined : SHOWN_WRITING_FAULTS,
  ))
    console.log(`✗ ${fault.id.padEnd(8)} ${fault.reason}: ${fault.text}`);
  printRepetition('corpus and blind tuning sets', report);
  console.log(report.pass ? 'Writing: PASS' : 'Writing: FAIL');
  printRepetition('corpus alone (reported, not gated)', corpusAlone);
}

/**
 * The same count with the leads that tie a sentence to its stop ("From 7:00 PM in Lyon, …") set
 * aside: what a reader of several plans meets again. Reported, not yet a gate.
 */
function printBodies(plans: readonly WrittenPlan[]) {
  const bodies = repeatedSentences(plans, bodyOf);
  printRepeated('Sentence bodies repeated across plans, leads set aside (reported, not gated)', bodies, 3);
  return bodies;
}

/** The plans as written, for the checks that read many plans at once. */
function writtenPlans(
  cases: readonly { id: string; text: string }[],
  planned: Map<string, PlanResult | Refusal>,
): WrittenPlan[] {
  return cases.flatMap((c) => {
    const result = planned.get(c.text);
    if (!result || !('plan' in result)) return [];
    const language = result.draft.request.languageFallback ? 'en' : result.draft.language;
    const named = result.draft.request.namedPlaces.map((place) => place.name);
    const { sunset } = result.draft.grounded;
    return [{ id: c.id, language, plan: result.plan, stops: result.draft.stops, named, sunset }];
  });
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const checks = createChecks({ convert, tagsOf: (kind) => KIND_CATALOG[kind].tags });
  // The writing check reads the plans the checks scored (variant 0, as first planned); every call
  // still plans afresh, so the determinism check compares two real runs.
  const planned = new Map<string, PlanResult | Refusal>();
  const planAt =
    (now: Date): Plan =>
    (text, variant) => {
      const result = planOffline(text, { variant, now });
      if (variant === 0 && !planned.has(text)) planned.set(text, result);
      return result;
    };
  const plan = planAt(NOW);
  const corpusScore = (c: EvalCase, result: PlanResult | Refusal, again: Plan = plan) =>
    CHECK_KINDS.flatMap((kind) => checks[kind](c, result, again));
  const report: Record<string, unknown> = {};
  let ok = true;

  const corpus = args.blindOnly ? [] : loadCorpus().filter((c) => !args.filter || c.id.includes(args.filter));
  if (!args.blindOnly) {
    const started = performance.now();
    const results = corpus.map((c) => runCase(c, plan, corpusScore, kindsOf(c)));
    const corpusPlans = corpus.flatMap((c) => planned.get(c.text) ?? []);
    const seconds = (performance.now() - started) / 1000;
    const { rows, overall } = score(results, CHECK_KINDS);
    printTable(`Corpus (${seconds.toFixed(1)} s)`, corpus.length, rows, KIND_BAR);
    console.log('');
    printFailures(results, args.verbose);
    const real = realPlaceShare(corpusPlans);
    console.log(
      `Real places (curated cities): ${real.named} of ${real.steps} steps in ${real.plans} plans name one (${real.percent.toFixed(1)} %, bar ${REAL_PLACE_BAR} %)`,
    );
    ok =
      overall >= OVERALL_BAR &&
      rows.every((row) => row.percent >= KIND_BAR) &&
      real.percent >= REAL_PLACE_BAR;
    report.corpus = { overall, kinds: rows, cases: results, realPlaces: real };
    const logistics = results.map((r, index) => {
      const result = planned.get((corpus[index] as EvalCase).text);
      return {
        id: r.id,
        text: r.text,
        outcomes: result && 'plan' in result ? logisticsChecks(result, NOW) : [],
      };
    });
    const logisticsScore = score(logistics, LOGISTICS_CHECK_KINDS);
    printTable('Corpus logistics (every plan)', corpus.length, logisticsScore.rows, LOGISTICS_BAR);
    console.log('');
    printFailures(logistics, args.verbose);
    ok &&= logisticsScore.rows.every((row) => row.percent >= LOGISTICS_BAR);
    report.corpusLogistics = {
      overall: logisticsScore.overall,
      kinds: logisticsScore.rows,
      cases: logistics,
    };
    if (args.generated > 0) {
      const generatedStart = performance.now();
      const generated = runGenerated(generatedDescriptions(args.generated), (text) => plan(text, 0));
      const failures = generated.failed.length + generated.threw.length;
      console.log(
        `Generated descriptions (${((performance.now() - generatedStart) / 1000).toFixed(1)} s): ` +
          `${args.generated}, ${generated.planned} planned, ${generated.refused} refused, ` +
          `${generated.failed.length} failed, ${generated.threw.length} threw`,
      );
      for (const text of [...generated.threw, ...generated.failed].slice(0, 10)) console.log(`  ✗ ${text}`);
      console.log('');
      ok &&= failures === 0;
      report.generated = generated;
    }
  }

  const blindSets = loadBlind();
  const blindKinds = [...CHECK_KINDS, ...BLIND_CHECK_KINDS];
  // Each held-out set is reported on its own: a set written in a later session is scored once, before
  // the engine changes, and its figure must stay comparable with later runs of the same set.
  const groups = [
    blindSets.filter((set) => !set.heldOut),
    ...blindSets.filter((set) => set.heldOut).map((set) => [set]),
  ];
  for (const sets of groups) {
    const heldOut = sets[0]?.heldOut ?? false;
    const cases = sets.flatMap((set) => set.cases).filter((c) => !args.filter || c.id.includes(args.filter));
    if (!cases.length) continue;
    const results = cases.map((blind) => {
      const c = asCorpusCase(blind);
      // A writer told another "today" meant that day by "tonight" and "this Saturday".
      const planCase = blind.now ? planAt(new Date(blind.now)) : plan;
      const both = (corpusCase: EvalCase, result: PlanResult | Refusal) => [
        ...corpusScore(corpusCase, result, planCase),
        ...blindChecks(blind, result, { convert }),
      ];
      return runCase(c, planCase, both, kindsOf(c));
    });
    const { rows, overall } = score(results, blindKinds);
    const title = heldOut ? 'Blind, held out (never tuned on)' : 'Blind, tuning sets';
    printTable(`${title} [${sets.map((set) => set.name).join(', ')}]`, cases.length, rows, null);
    console.log('');
    // The held-out set's failures are never printed: reading them is how tuning on it starts.
    if (!heldOut) printFailures(results, args.verbose);
    const key = heldOut ? `blindHeldOut:${sets[0]?.name}` : 'blindTuning';
    report[key] = { overall, kinds: rows, cases: results };
  }

  if (!args.blindOnly) {
    // The writing check reads every plan the engine may be tuned on: the corpus and the blind tuning
    // sets, written by people who never saw the engine. The held-out sets are never read for it.
    const tuning = blindSets.filter((set) => !set.heldOut).flatMap((set) => set.cases);
    const chosen = (c: { id: string }) => !args.filter || c.id.includes(args.filter);
    const read = writtenPlans([...corpus, ...tuning].filter(chosen), planned);
    const writing = checkWriting(read);
    // A share depends on its population: the corpus alone, about 50 plans a language, is reported
    // beside it. There a sentence in two plans is over the limit, so it is not yet a gate.
    const corpusAlone = checkRepetition(writtenPlans(corpus.filter(chosen), planned));
    printWriting(writing, corpusAlone, args.verbose);
    const bodies = printBodies(read);
    ok &&= writing.pass;
    report.writing = {
      holes: writing.holes,
      mismatched: writing.mismatched,
      sentences: Object.fromEntries(writing.sentences),
      stepTexts: Object.fromEntries(writing.stepTexts),
      bodies: Object.fromEntries(bodies),
      corpusAlone: {
        sentences: Object.fromEntries(corpusAlone.sentences),
        stepTexts: Object.fromEntries(corpusAlone.stepTexts),
      },
    };
  }

  if (args.json) {
    writeFileSync(args.json, JSON.stringify(report, null, 2));
    console.log(`Results written to ${args.json}`);
  }
  if (!args.blindOnly)
    console.log(
      ok
        ? '\nPASS'
        : `\nFAIL (needs ${OVERALL_BAR}% overall, ${KIND_BAR}% for every check, ${LOGISTICS_BAR}% for every logistics check, no writing holes, no mismatched advice, no sentence in more than 3 % of plans, no step text in more than 5 % of steps)`,
    );
  process.exitCode = ok ? 0 : 1;
}

main();
