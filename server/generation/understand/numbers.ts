/**
 * Shared by the time and money readers: number words in the six languages, and a folded copy of a
 * text whose positions lead back to the original, so regular expressions can run on folded text and
 * still report spans of what the person wrote.
 */
import type { Span } from '../request';
import { fold } from './text';

/** Number words one to twelve, folded, all languages together (a text may mix languages). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  // es
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  // fr
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  // pt
  um: 1,
  dois: 2,
  duas: 2,
  quatro: 4,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  doze: 12,
  // de
  ein: 1,
  eine: 1,
  einen: 1,
  einer: 1,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwolf: 12,
  anderthalb: 1.5,
  eineinhalb: 1.5,
  zweieinhalb: 2.5,
  dreieinhalb: 3.5,
  // it
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  dieci: 10,
  undici: 11,
  dodici: 12,
};

/** Regular-expression source for a count: digits with an optional decimal part, or a number word. */
export const COUNT = String.raw`(?:\d+(?:[.,]\d+)?|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})(?![\p{L}\p{N}])`;

/** The value of a count matched by COUNT ("2", "1,5", "dos", "zwei"). */
export function countValue(raw: string): number | null {
  const word = NUMBER_WORDS[raw];
  if (word !== undefined) return word;
  const value = Number(raw.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

export interface FoldedText {
  text: string;
  folded: string;
  /** Position in text of each position in folded (one more entry for the end). */
  origin: number[];
}

/** Folds a text code point by code point, keeping the way back to original positions. */
export function foldWithOrigin(text: string): FoldedText {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = fold(char);
    for (let i = 0; i < piece.length; i += 1) origin.push(index);
    folded += piece;
    index += char.length;
  }
  origin.push(text.length);
  return { text, folded, origin };
}

/** The span of the original text behind folded positions [start, end). */
export function spanOf(source: FoldedText, start: number, end: number): Span {
  const from = source.origin[start] ?? source.text.length;
  const to = source.origin[end] ?? source.text.length;
  return { text: source.text.slice(from, to), start: from, end: to };
}

/**
 * Regular-expression source matching any of the phrases (folded) as whole words, longest first;
 * spaces inside a phrase match any run of spaces or hyphens.
 */
export function phrases(list: readonly string[]): string {
  const alternatives = [...new Set(list.map(fold))]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ +/g, '[\\s-]+'));
  return `(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`;
}
