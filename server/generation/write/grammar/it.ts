import { contraction, listJoiner, rewrite, wordPattern, type Grammar } from './grammar';

const and = wordPattern('e', 'ed');
const PREPOSITIONS: Record<string, string> = { di: 'de', a: 'a', da: 'da', in: 'ne', su: 'su' };
/** "in il" → "nel", "di la" → "della", "a l’" → "all’": each simple preposition with each article. */
const ARTICLED = Object.entries(PREPOSITIONS).flatMap(([preposition, stem]) => [
  contraction(`${preposition} il`, `${stem}l`),
  contraction(`${preposition} lo`, `${stem}llo`),
  contraction(`${preposition} la`, `${stem}lla`),
  contraction(`${preposition} i`, `${stem}i`),
  contraction(`${preposition} gli`, `${stem}gli`),
  contraction(`${preposition} le`, `${stem}lle`),
  [new RegExp(`(?<![\\p{L}])${preposition} l[’'](?=\\p{L})`, 'gu'), `${stem}ll’`] as const,
]);

export const GRAMMAR_IT: Grammar = {
  language: 'it',
  and,
  contract: (text) =>
    rewrite(text, [
      ...ARTICLED,
      // "e" takes a "d" before another "e": "ed eleganza".
      [/(?<![\p{L}])e (?=[eEèÈ])/gu, 'ed '],
    ]),
  list: listJoiner('it', and, ', poi '),
  properWords: (text) => text,
};
