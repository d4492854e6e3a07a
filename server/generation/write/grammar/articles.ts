import type { Language } from '../../request';
import { GRAMMARS } from './all-grammars';
import type { Articles } from './grammar';

/**
 * The article sets the readers of a description use, each made from the languages' own articles
 * (one source of truth: grammar/<language>.ts). A description is read for words of every language,
 * so each set mixes them; what a set leaves out, and why, is said with it.
 */
const ROMANCE_AND_ENGLISH: readonly Language[] = ['en', 'es', 'fr', 'pt', 'it'];
const EVERY: readonly Language[] = ['en', 'es', 'fr', 'pt', 'de', 'it'];

const wordsOf = (languages: readonly Language[], ...parts: (keyof Articles)[]) =>
  languages.flatMap((language) => parts.flatMap((part) => GRAMMARS[language].articles[part]));

const INDEFINITE = new Set(wordsOf(EVERY, 'indefinite'));

/** After a place word and its "of" ("farol da barra", "castillo de la concordia"); German has no such "of". */
export const ARTICLES_IN_NAMES: ReadonlySet<string> = new Set(wordsOf(ROMANCE_AND_ENGLISH, 'definite'));

/**
 * After "at", "en", "in" in a text written without capitals ("in the walled city"). Only definite:
 * "at a bar" names no place, so a definite article that is another language's indefinite one
 * (Portuguese "a") is left out.
 */
export const ARTICLES_BEFORE_NAMES: ReadonlySet<string> = new Set(
  wordsOf(EVERY, 'definite').filter((word) => !INDEFINITE.has(word)),
);

/** Between a word of longing and what is longed for: "pensaba en un …", "thinking of a …". */
export const ARTICLES_BEFORE_THINGS: ReadonlySet<string> = new Set(wordsOf(EVERY, 'definite', 'indefinite'));

/**
 * Words after which the next word, or the one after, is a noun and not a verb ("a rabelo boat on the
 * Douro"). German is not read for such verbs. Portuguese "as" is left out: it is English's "as" too
 * ("as well as hike …").
 */
export const DETERMINERS: ReadonlySet<string> = new Set(
  wordsOf(ROMANCE_AND_ENGLISH, 'definite', 'indefinite', 'determiners').filter((word) => word !== 'as'),
);
