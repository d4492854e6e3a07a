import type { Language, Span } from '../request';
import { longingWordsOf } from './longing-words';
import type { MatchToken } from './matcher';
import { fold } from './text';
import { wordClassesOf } from './wishes';
import { ARTICLES_BEFORE_THINGS as ARTICLES } from '../write/grammar/articles';

const LANGUAGES: Language[] = ['en', 'es', 'fr', 'pt', 'de', 'it'];

const wordsBefore = (text: string, start: number): string[] =>
  (fold(text.slice(Math.max(0, start - 60), start)).match(/[\p{L}\p{N}]+/gu) ?? []).reverse();

/**
 * "Pensei em tapioca", "je pensais à Cassoulet", "Lust auf Labskaus": a word after a word of
 * thinking of or craving and its link is what is wished for, not where to go, though "em", "à" and
 * "auf" stand before places too. (A name a place word heads, "pensei na ilha do cabo", is still a place.)
 */
export function isThoughtOf(text: string, span: Span): boolean {
  const before = wordsBefore(text, span.start);
  let index = 0;
  while (ARTICLES.has(before[index] ?? '')) index += 1;
  return LANGUAGES.some((language) => {
    const { words, links } = longingWordsOf(language);
    const at = links.has(before[index] ?? '') ? index + 1 : index;
    return words.has(before[at] ?? '');
  });
}

/**
 * The small words inside the names of dishes that also stand before places, per language:
 * "tortellini in brodo", "pollo al ajillo", "spaghetti alle vongole", "moules au roquefort", "bacalhau
 * ao forno". Not "at" ("masala dosa at mylari" names where it is eaten), nor German "in", which
 * stands before places ("Reisterrassen in Tegallalang"), not inside dishes.
 */
const DISH_LINKS: Record<Language, Set<string>> = {
  en: new Set(['in']),
  es: new Set(['al']),
  fr: new Set(['au', 'aux']),
  pt: new Set(['ao']),
  de: new Set(),
  it: new Set(['in', 'al', 'alla', 'alle', 'allo']),
};

/** Whether a word links a dish to what it is made with, in the language: "aux" in "tarte aux pommes". */
export const isDishLink = (word: string, language: Language) => DISH_LINKS[language].has(word);

/**
 * Whether the lower-case words of a span finish a dish's name: they follow one of the dish links,
 * right after a dish ("tortellini in brodo") or a word no lexicon reads and no small word is. Any
 * other known word before the link ("dinner in clifton", "walk in monsanto") says where it is.
 */
export function endsDishName(
  tokens: MatchToken[],
  span: Span,
  language: Language,
  words: { known: Set<string>; dishAt: (index: number) => boolean },
): boolean {
  if (span.text !== span.text.toLowerCase()) return false;
  const first = tokens.findIndex((token) => token.start >= span.start);
  const link = tokens[first - 1];
  const dish = tokens[first - 2];
  if (!link || !dish || !DISH_LINKS[language].has(link.word) || dish.after || link.after) return false;
  const { isBreak, isLead } = wordClassesOf(language);
  if (words.dishAt(first - 2)) return true;
  return !words.known.has(dish.word) && !isBreak(dish.word) && !isLead(dish.word) && !/\d/.test(dish.word);
}
