import type { PlanData } from '../../contract/date-plans';
import type { Draft } from './draft';
import type { Grounded } from './ground/grounded';
import type { DateRequest, Refusal } from './request';

export interface PlanResult {
  request: DateRequest;
  grounded: Grounded;
  draft: Draft;
  plan: PlanData;
}

export interface PlanOptions {
  /** Another version of the same description: a different but still deterministic plan. */
  variant?: number;
  /** "Today" for relative days and the sunset; defaults to now. */
  now?: Date;
}

/** The offline pipeline end to end: understand → ground → compose → check → write. */
export function planOffline(text: string, options: PlanOptions = {}): PlanResult | Refusal {
  void text;
  void options;
  throw new Error('not built yet');
}
