import { describe, expect, it } from 'vitest';
import { warmUpPlannerInTurns } from './pipeline';
import { LANGUAGES } from './request';
import { compiledLexicon } from './understand/compiled-lexicon';

describe('the planner warm-up a listening server runs', () => {
  it('leaves the event loop between its steps, so a request that arrives meanwhile is answered', async () => {
    const order: string[] = [];
    const warmUp = warmUpPlannerInTurns().then(() => order.push('warmed up'));
    // A request's turn, queued after the warm-up started: it must not wait for the whole warm-up.
    setImmediate(() => order.push('request'));
    await warmUp;
    expect(order).toEqual(['request', 'warmed up']);
  }, 120_000);

  it('leaves every language compiled', async () => {
    await warmUpPlannerInTurns();
    for (const language of LANGUAGES) {
      const started = performance.now();
      compiledLexicon(language);
      expect(performance.now() - started).toBeLessThan(5);
    }
  }, 120_000);
});
