import type { Language } from '../request';
import { fold } from '../understand/text';
import { GRAMMARS } from './grammar/all-grammars';
/**
 * English says "some of a thing" with a determiner the grammar keeps apart from its articles ("some
 * oysters"); the Romance partitives ("des", "du") are articles there already.
 */
const PARTITIVES: Partial<Record<Language, readonly string[]>> = { en: ['some'] };
/** Words that join two things rather than describe one: "the beach and drinks" is two. */
const JOINING = new Set(
  'and or then with at in on to for of from y o e et ou und oder con avec mit com en em di de da'.split(' '),
);
/** The most words that may stand between the article and the thing ("a cheeky late pint"). */
const DESCRIBING_WORDS = 2;

/**
 * A wish with the article and the describing words the person wrote before it: "drink" was asked
 * for as "a late drink", "Shakespeare play" as "a Shakespeare play". A bare noun after "As you
 * asked:" reads as a label; the person's own phrase reads as theirs. Without an article close
 * before it, the wish is given as read.
 */
export function wishAsWritten(text: string, wish: string, language: Language): string {
  const at = text.indexOf(wish);
  if (at <= 0) return wish;
  const before = text.slice(Math.max(0, at - 60), at);
  if (!/\s$/u.test(before)) return wish;
  const words = before.trimEnd().split(/\s+/);
  for (let back = 1; back <= DESCRIBING_WORDS + 1 && back <= words.length; back += 1) {
    const word = words[words.length - back] as string;
    if (!/^[\p{L}\p{N}’'-]+$/u.test(word)) return wish;
    const folded = fold(word);
    if (GRAMMARS[language].articles.indefinite.includes(folded) || PARTITIVES[language]?.includes(folded))
      return `${words.slice(-back).join(' ')} ${wish}`;
    if (JOINING.has(folded)) return wish;
  }
  return wish;
}
