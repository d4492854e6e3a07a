import { contraction, listJoiner, rewrite, wordPattern, type Articles, type Grammar } from './grammar';

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

/**
 * A place named by a common noun takes the preposition and article Italian gives that noun: one walks
 * "sul Lungomare" and "sul Ponte Vecchio", meets "al Parco Sempione" or "ai Giardini", is "nel Centro
 * Storico" and "in Piazza del Duomo" (a square, a street: no article). A proper name ("a Trastevere")
 * is left as written. The article is put in apart ("su il"); the contractions below join it.
 */
const HEADS: readonly { heads: string; at: string; article: string }[] = [
  { heads: 'Lungomare|Lungarno|Lungotevere|Lungolago|Ponte|Colle|Lago', at: 'su', article: 'il' },
  { heads: 'Parco|Giardino|Porto|Mercato|Castello|Museo|Molo', at: 'a', article: 'il' },
  { heads: 'Giardini|Navigli|Murazzi', at: 'a', article: 'i' },
  { heads: 'Centro|Quartiere|Borgo', at: 'in', article: 'il' },
  { heads: 'Piazza|Piazzale|Via|Viale|Corso|Vicolo|Campo', at: 'in', article: '' },
];
/** Where something is ("a", "in") takes the head's own preposition; "da", "di", "su" keep theirs. */
const LOCATIVE = new Set(['a', 'in']);
const HEADED = HEADS.map(({ heads, at, article }) => {
  const pattern = new RegExp(`(?<![\\p{L}’'])(a|in|da|di|su|con|dopo) (?=(?:${heads})(?![\\p{L}’']))`, 'gu');
  const replace = (_: string, preposition: string) => {
    const said = LOCATIVE.has(preposition) ? at : preposition;
    return article ? `${said} ${article} ` : `${LOCATIVE.has(preposition) ? 'in' : preposition} `;
  };
  return [pattern, replace] as const;
});

const withPlaceArticles = (text: string) =>
  HEADED.reduce((out, [pattern, replace]) => out.replace(pattern, replace), text);

const ARTICLES_IT: Articles = {
  definite: ['il', 'lo', 'la', 'i', 'gli', 'le', 'l'],
  indefinite: ['un', 'uno', 'una'],
  determiners: [],
};

export const GRAMMAR_IT: Grammar = {
  language: 'it',
  and,
  contract: (text) =>
    rewrite(withPlaceArticles(text), [
      ...ARTICLED,
      // "e" takes a "d" before another "e": "ed eleganza".
      [/(?<![\p{L}])e (?=[eEèÈ])/gu, 'ed '],
    ]),
  list: listJoiner('it', and, ', poi '),
  properWords: (text) => text,
  articles: ARTICLES_IT,
};
