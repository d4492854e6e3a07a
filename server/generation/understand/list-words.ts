import { fold } from './text';

/** "Of" and "of the" in the Romance languages: what follows is what the words before belong to. */
export const GENITIVES: ReadonlySet<string> = new Set(
  'de del da das do dos des du di della delle dei degli dello'.split(' '),
);

/** Words that join two things said as a pair or in a list: "coffee and cake", "tapas y cena", "Paris et moi". */
export const AND_WORDS: ReadonlySet<string> = new Set(['and', '&', '+', 'n', "'n'", 'und', 'et', 'e', 'y']);

/** The words of a stretch of text, folded: what stands between two things said. */
export const foldedWords = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}&+']+/u)
    .filter(Boolean);

/** Whether an "and" or a "then" stands among the words: two things listed, not one said more closely. */
export const hasListWord = (words: readonly string[]): boolean =>
  words.some((word) => AND_WORDS.has(word) || THEN_WORDS.has(word));

/** Words that carry a list on in time: "dinner, then a show", "tapas, luego cena", "então chanfana". */
export const THEN_WORDS: ReadonlySet<string> = new Set([
  'then',
  'luego',
  'despues',
  'puis',
  'ensuite',
  'pis',
  'dann',
  'danach',
  'poi',
  'depois',
  'entao',
  'entonces',
  'alors',
  'allora',
]);
