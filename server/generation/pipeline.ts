import type { PlanData } from '@contract/date-plans';
import { checkDraft, checkWording, type Violation } from './check/check';
import { checkLogistics, type LogisticsIssue } from './check/logistics';
import { repairLogistics } from './check/logistics-repair';
import { repairDraft } from './check/repair';
import { compose } from './compose/compose';
import type { Draft } from './draft';
import { ground } from './ground/ground';
import type { Grounded } from './ground/grounded';
import { LANGUAGES, type DateRequest, type Refusal } from './request';
import { compiledLexicon } from './understand/compiled-lexicon';
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
  let draft = compose(options.grounded ?? ground(request, now), { variant: options.variant, now });
  // The composer may move a plan to tomorrow when what was asked for is already past today.
  const grounded = draft.grounded;
  draft = repairLogistics(draft, checkLogistics(draft, now));
  let plan = writePlan(draft);
  let violations = [...checkDraft(draft), ...checkWording(draft, plan)];
  if (violations.length) {
    draft = repairDraft(draft, violations);
    plan = writePlan(draft);
    violations = [...checkDraft(draft), ...checkWording(draft, plan)];
  }
  return { request, grounded, draft, plan, violations, logistics: checkLogistics(draft, now) };
}

/**
 * Loads the world's cities and compiles every language's lexicon at start-up, so the first person
 * to ask in Italian does not wait for the Italian lexicon.
 */
export function warmUpPlanner(): void {
  loadWorld();
  for (const language of LANGUAGES) compiledLexicon(language);
  planOffline('A romantic evening in Paris with dinner and a walk', { now: new Date() });
}
