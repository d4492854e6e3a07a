import type { Span } from '../request';
import { foldedWords, hasListWord } from '../understand/list-words';

/** The most words between a walk and the place it is walked in: "a long walk in the beautiful Retiro". */
const BESIDE_WORDS = 4;

/** Whether two spans are said as one thing: a few words apart in one clause, no list between them. */
export function saidBeside(text: string, a: Span, b: Span): boolean {
  const between = text.slice(Math.min(a.end, b.end), Math.max(a.start, b.start));
  if (/[.,;:!?()]/.test(between)) return false;
  const words = foldedWords(between);
  return words.length <= BESIDE_WORDS && !hasListWord(words);
}
