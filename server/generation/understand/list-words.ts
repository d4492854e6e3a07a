import type { Language } from '../request';
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
  'davor',
  'vorher',
  'zuvor',
  'poi',
  'depois',
  'entao',
  'entonces',
  'alors',
  'allora',
]);

/**
 * Words that close a sentence as an aside, saying how much something is wanted and not what: "pisco
 * sours for sure.", "tacos, obviously", "churros por favor". An item they follow is still all its
 * sentence says.
 */
export const ASIDE_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set('for sure of course obviously definitely please pls plz too also as well ofc defo'.split(' ')),
  es: new Set('por favor claro obvio obviamente si o tambien seguro porfa'.split(' ')),
  fr: new Set('bien sur evidemment absolument svp s il vous plait aussi stp obligatoirement'.split(' ')),
  pt: new Set('por favor claro obviamente com certeza tambem obrigatoriamente pfv'.split(' ')),
  de: new Set('bitte naturlich unbedingt auf jeden fall auch definitiv'.split(' ')),
  it: new Set('per favore certo ovviamente assolutamente anche sicuramente obbligatoriamente'.split(' ')),
};
