import type { DateRequest } from '../request';
import { isRefusal, understand } from './understand';

/** The clock every understanding test reads descriptions at (a Monday morning). */
export const TEST_NOW = new Date('2026-11-23T10:00:00Z');

/** A description understood at TEST_NOW; a refusal fails the test that expected a request. */
export function readRequest(text: string): DateRequest {
  const result = understand(text, TEST_NOW);
  if (isRefusal(result)) throw new Error(`refused: ${text}`);
  return result;
}
