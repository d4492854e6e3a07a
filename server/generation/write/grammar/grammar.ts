import type { Language } from '../../request';

/**
 * What one language does to words once a sentence is assembled: contractions ("de el" → "del"),
 * the right indefinite article, capitals, and joining a list. One module per language implements it;
 * the writer applies it to every sentence, so no template has to get these right by itself.
 */
export interface Grammar {
  language: Language;
  /** The word for "and" in a list, as a whole word. */
  and: RegExp;
  /** Contractions and article agreement over a whole assembled sentence. */
  contract(text: string): string;
  /** "A, B and C" in the language's own way; never "A and B and C" when an item has its own "and". */
  list(items: readonly string[]): string;
  /** A word that is capitalised wherever it stands (English "Indian", German nouns already are). */
  properWords(text: string): string;
  /** Its articles, in lower case: what the readers of a description skip or stop at (articles.ts). */
  articles: Articles;
}

/** A language's articles and the words that stand where one does, lower case. */
export interface Articles {
  definite: readonly string[];
  /** With the partitive ("du", "des"): what says "some" of a thing. */
  indefinite: readonly string[];
  /** Other words that make the next word a noun: "some", "my", "this". */
  determiners: readonly string[];
}

/** Applies [pattern, replacement] pairs in order; patterns are whole-word and case-sensitive. */
export function rewrite(text: string, rules: readonly (readonly [RegExp, string])[]): string {
  return rules.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** A whole-word rule "from" → "to", lower case only: a capitalised "El" or "Le" belongs to a name. */
export const contraction = (from: string, to: string): readonly [RegExp, string] => [
  new RegExp(`(?<![\\p{L}’'-])${from.replace(/ /g, '\\s+')}(?![\\p{L}’'])`, 'gu'),
  to,
];

/**
 * Joins with Intl.ListFormat ("A, B et C", "A, B und C"). When an item carries its own "and"
 * ("fish and chips"), the list is told in order instead ("a walk, fish and chips, then a pub"), so no
 * reader has to guess where one item ends.
 */
export function listJoiner(locale: string, and: RegExp, then: string) {
  const format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  return (items: readonly string[]): string => {
    const kept = items.filter((item) => item.trim());
    if (kept.length <= 1) return kept.join('');
    if (!kept.some((item) => and.test(item))) return format.format(kept);
    return `${kept.slice(0, -1).join(', ')}${then}${kept.at(-1)}`;
  };
}

/** "and" as a whole word, not inside another ("Andalusia", "sand"). */
export const wordPattern = (...words: string[]) =>
  new RegExp(`(?<![\\p{L}])(?:${words.join('|')})(?![\\p{L}])`, 'u');
