import type { PlanData } from '@contract/date-plans';
import { checkDraft, checkWording, type Violation } from './check/check';
import { checkLogistics, type LogisticsIssue } from './check/logistics';
import { withLogisticsFindings } from './check/logistics-findings';
import { repairLogistics } from './check/logistics-repair';
import { plainRequest, repairDraft, withoutDoubtedExclusions } from './check/repair';
import { compose } from './compose/compose';
import type { Draft, Finding } from './draft';
import { ground } from './ground/ground';
import type { Grounded } from './ground/grounded';
import { LANGUAGES, type DateRequest, type Refusal } from './request';
import { compiledLexicon } from './understand/compiled-lexicon';
import { moneyCountries } from './understand/money-countries';
import { loadWorld } from './world/cities';
import { isRefusal, understand } from './understand/understand';
import { writePlan } from './write/write';

export interface PlanResult {
  request: DateRequest;
  grounded: Grounded;
  draft: Draft;
  plan: PlanData;
  /** Rules the plan still breaks after composing; empty for a plan that may be saved. */
  violations: Violation[];
  /** What the logistics checker found and could not mend: the plan may still trip someone up on the day. */
  logistics?: LogisticsIssue[];
}

export interface PlanOptions {
  /** Another version of the same description: a different but still deterministic plan. */
  variant?: number;
  /** "Today" for relative days and the sunset; defaults to now. */
  now?: Date;
}

/** The offline pipeline end to end: understand → ground → compose → check → write. */
export function planOffline(text: string, options: PlanOptions = {}): PlanResult | Refusal {
  const now = options.now ?? new Date();
  const request = understand(text, now);
  if (isRefusal(request)) return request;
  return planFromRequest(request, options);
}

export function planFromRequest(
  request: DateRequest,
  options: PlanOptions & { grounded?: Grounded } = {},
): PlanResult {
  const now = options.now ?? new Date();
  const grounded = options.grounded ?? ground(request, now);
  const first = composeChecked(grounded, options.variant, now);
  if (!first.violations.length) return { request, ...first };
  // The plan breaks a rule the understanding made: the doubtful rule goes, and the plan says so.
  const language = request.languageFallback ? 'en' : request.language;
  const doubt = withoutDoubtedExclusions(request, first.violations, language);
  const settled = doubt
    ? composeChecked({ ...grounded, request: doubt.request }, options.variant, now, [doubt.finding])
    : first;
  if (!settled.violations.length) return { request, ...settled };
  // Still broken: plan from where, when and money alone rather than fail.
  const plain = composeChecked(
    { ...grounded, request: plainRequest(request) },
    options.variant,
    now,
    request.wanted.map(({ kind }) => ({ type: 'kind_dropped', kind, reason: 'conflicts' })),
  );
  return { request, ...(plain.violations.length ? first : plain) };
}

/** Composes, writes and checks; one repair pass for stops that break a hard rule. */
function composeChecked(
  grounded: Grounded,
  variant: number | undefined,
  now: Date,
  findings: Finding[] = [],
): Omit<PlanResult, 'request'> {
  let draft = compose(grounded, { variant, now });
  if (findings.length) draft = { ...draft, findings: [...findings, ...draft.findings] };
  draft = repairLogistics(draft, checkLogistics(draft, now));
  draft = withLogisticsFindings(draft, checkLogistics(draft, now));
  let plan = writePlan(draft);
  let violations = [...checkDraft(draft), ...checkWording(draft, plan)];
  if (violations.length) {
    draft = repairDraft(draft, violations);
    plan = writePlan(draft);
    violations = [...checkDraft(draft), ...checkWording(draft, plan)];
  }
  // The composer may move a plan to tomorrow when what was asked for is already past today.
  return { grounded: draft.grounded, draft, plan, violations, logistics: checkLogistics(draft, now) };
}

const WARM_UP_DESCRIPTION = 'A romantic evening in Paris with dinner and a walk';

/**
 * Loads the world's cities and compiles every language's lexicon at start-up, so the first person
 * to ask in Italian does not wait for the Italian lexicon.
 */
export function warmUpPlanner(): void {
  loadWorld();
  for (const language of LANGUAGES) compiledLexicon(language);
  planOffline(WARM_UP_DESCRIPTION, { now: new Date() });
}

/**
 * The same warm-up one step at a time, each in its own turn of the event loop, for a server that
 * already listens: a request that arrives meanwhile waits for one step (a lexicon, ~150 ms), not for
 * the whole second, and a plan asked for before the end compiles what it needs itself.
 */
export async function warmUpPlannerInTurns(): Promise<void> {
  const steps = [
    loadWorld,
    ...LANGUAGES.map((language) => () => void compiledLexicon(language)),
    // ICU's currency names load slowly the first time: read them here, not on a first budget.
    ...LANGUAGES.map((language) => () => void moneyCountries('100 euros', language)),
    () => void planOffline(WARM_UP_DESCRIPTION, { now: new Date() }),
  ];
  for (const step of steps) {
    await new Promise((resolve) => setImmediate(resolve));
    step();
  }
}
