import type { Span, TimeWindow, WantedKind, WishDayPart } from '../request';
import { foldedWords, hasListWord } from './list-words';

const WISH_PARTS = new Set<string>(['morning', 'afternoon', 'evening', 'night']);
/** The most words between a wish and the part of the day said for it: "una clase de cocina de mole en la mañana". */
const MOST_WORDS_BETWEEN = 3;

/** Nothing but a few words of the same item between a wish and the part said after it. */
function saidRightAfter(text: string, wish: Span, part: Span): boolean {
  if (part.start < wish.end) return false;
  const between = text.slice(wish.end, part.start);
  if (/[.;:!?\n]/.test(between)) return false;
  const words = foldedWords(between);
  return words.length <= MOST_WORDS_BETWEEN && !hasListWord(words);
}

/**
 * "Una clase de cocina de mole en la mañana y probar mezcal en la tarde", "the museum in the morning,
 * the beach in the afternoon": where the description says several parts of the day, each wish said
 * right before one is had in it, so the plan keeps the person's own day rather than its kinds' hours.
 */
export function wishesAtTheirHour(text: string, wanted: WantedKind[], time: TimeWindow): WantedKind[] {
  const parts = (time.saidParts ?? []).filter((said) => WISH_PARTS.has(said.part));
  if (new Set(parts.map((said) => said.part)).size < 2) return wanted;
  return wanted.map((wish) => {
    const said = parts.find((part) => saidRightAfter(text, wish.span, part.span));
    return said ? { ...wish, dayPart: said.part as WishDayPart } : wish;
  });
}
