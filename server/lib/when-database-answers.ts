import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from './database-unavailable';

export interface RetryPauses {
  first: number;
  longest: number;
}

/**
 * Runs an action, and again with growing pauses for as long as the database cannot be reached.
 * Any other error passes through at once; aborting the signal gives up (for shutdown).
 */
export async function whenDatabaseAnswers<T>(
  action: () => Promise<T>,
  signal: AbortSignal,
  pauses: RetryPauses = { first: 250, longest: 5_000 },
): Promise<T> {
  for (let pause = pauses.first; ; pause = Math.min(pause * 2, pauses.longest)) {
    try {
      return await action();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || signal.aborted) throw error;
    }
    await sleep(pause, undefined, { signal });
  }
}
