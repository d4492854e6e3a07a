import { ground } from '../ground/ground';
import { planOffline, type PlanResult } from '../pipeline';
import { isRefusal, understand } from '../understand/understand';
import { startComposition, type Composition } from './composition';

/** The date the stage tests are planned on: a Monday in late November. */
export const TEST_NOW = new Date('2026-11-23T10:00:00Z');

/** A composition for a description, before any stage ran: for testing one stage at a time. */
export function compositionFor(text: string, variant = 0): Composition {
  const request = understand(text, TEST_NOW);
  if (isRefusal(request)) throw new Error(`refused: ${text}`);
  return startComposition(ground(request, TEST_NOW), variant);
}

/** A whole plan for a description, on the test date: for tests of what the stages make together. */
export function plannedFor(text: string): PlanResult {
  const result = planOffline(text, { now: TEST_NOW });
  if (isRefusal(result)) throw new Error(`refused: ${text}`);
  return result;
}
