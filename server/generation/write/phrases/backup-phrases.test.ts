import { describe, expect, it } from 'vitest';
import { PHRASES } from './all-phrases';

/** Where a sentence ends inside a template: the repetition check counts each sentence apart. */
const SENTENCE_END = /[.!?]\s+(?=\p{Lu}|[¡¿])/u;

describe('backup plans: every sentence says this plan’s stops', () => {
  it.each(Object.values(PHRASES).map((phrases) => [phrases.language, phrases] as const))(
    '%s: each quiet backup is one sentence naming the first stop',
    (_, phrases) => {
      for (const variant of phrases.alternativeQuiet) {
        expect(variant).toContain('{first}');
        expect(variant).not.toMatch(SENTENCE_END);
      }
    },
  );
});
