import { THEN_WORDS } from './list-words';
import type { MatchToken } from './matcher';

/** Words that join the items of a list, in the six languages. */
export const LIST_WORDS = new Set(['and', 'or', 'y', 'o', 'e', 'ou', 'et', 'und', 'oder', 'plus']);
/** Punctuation that ends what a word says: a sentence, a colon, a bracket. */
export const STRONG = /[.!?;:()]/;
/** Words that carry on a list after a meal ("with"), beside THEN_WORDS. */
const WITH_WORDS = new Set(['with', 'con', 'com', 'avec', 'mit']);

/** A stretch of a text between commas, list words and stops: where one thing of a list is said. */
export interface Segment {
  from: number;
  to: number;
  /** Whether a comma, a list word or "with" joins it to the segment before. */
  joined: boolean;
  /** What comes before it: the text's start or a sentence's end, a colon, a comma, or a word. */
  opened: Boundary;
  /** What ends it, the same way. */
  closed: Boundary;
}

type Boundary = 'sentence' | 'colon' | 'comma' | 'aside' | 'then' | 'word';

/**
 * What punctuation after a word opens. "(argentina eh)": words in brackets are said aside, about the
 * rest, never a list of the date; after the closing bracket, what follows it counts (") :" opens a list).
 */
function boundaryOf(after: string): Boundary {
  if (after.includes('(')) return 'aside';
  const rest = after.includes(')') ? after.slice(after.lastIndexOf(')') + 1) : after;
  if (rest.includes(':')) return 'colon';
  if (STRONG.test(rest) || (after.includes(')') && !rest.trim())) return 'sentence';
  return rest.includes(',') ? 'comma' : 'word';
}

/**
 * "Before that", "after that", "avant ça", "dopo questo": two words that carry a list on in time as a
 * THEN word does. Keyed by the second word, with the first words it may follow.
 */
const THEN_PAIRS = new Map<string, ReadonlySet<string>>([
  ['that', new Set(['before', 'after'])],
  ['this', new Set(['before', 'after'])],
  ['ca', new Set(['avant', 'apres'])],
  ['cela', new Set(['avant', 'apres'])],
  ['questo', new Set(['prima', 'dopo'])],
]);

/** Whether the token ends a two-word THEN ("before that"): the first word is the one before it. */
const endsThenPair = (tokens: MatchToken[], index: number): boolean => {
  const before = tokens[index - 1];
  return Boolean(before && !before.after.trim() && THEN_PAIRS.get(tokens[index]!.word)?.has(before.word));
};

export function segmentsOf(tokens: MatchToken[]): Segment[] {
  const segments: Segment[] = [];
  let from = -1;
  let joined = false;
  let opened: Boundary = 'sentence';
  const close = (to: number, closed: Boundary) => {
    if (from >= 0 && to >= from) segments.push({ from, to, joined, opened, closed });
    from = -1;
  };
  tokens.forEach((token, index) => {
    // "ver-o-peso": a list word inside a hyphenated word is part of it.
    const inWord = token.hyphened || tokens[index - 1]?.hyphened;
    const pair = endsThenPair(tokens, index);
    if (
      pair ||
      (!inWord && (LIST_WORDS.has(token.word) || THEN_WORDS.has(token.word) || WITH_WORDS.has(token.word)))
    ) {
      // Of "before that", the first word belongs to no item: a segment it alone opened is dropped.
      if (pair && from === index - 1) from = -1;
      const running = from >= 0;
      close(index - (pair ? 2 : 1), 'word');
      joined = !STRONG.test(tokens[index - 1]?.after ?? '.');
      // "… sexta. Então chanfana.": a list word opening a sentence leaves it a sentence; "…, then
      // Kaspressknödel" opens the next thing of the date.
      if (pair || THEN_WORDS.has(token.word))
        opened = !running && opened === 'sentence' ? 'sentence' : 'then';
      else if (running) opened = 'word';
      return;
    }
    if (from < 0) from = index;
    if (STRONG.test(token.after) || token.after.includes(',')) {
      close(index, boundaryOf(token.after));
      joined = !STRONG.test(token.after);
      opened = boundaryOf(token.after);
    }
  });
  close(tokens.length - 1, 'sentence');
  return segments;
}

/**
 * Whether a segment stands where people list what their date is made of: after a colon ("sábado ao
 * almoço: matapa, camarões"), in the list a colon opens, or as a sentence of its own ("Bologna.
 * Tomorrow. Tortellini."). What stands there with no other reading is a wish, though no word beside
 * it is known.
 */
export function inItemPosition(tokens: MatchToken[], segments: Segment[], index: number): boolean {
  const own = segments[index] as Segment;
  // "Thoughts?", "francesinha?": a question is asked, not a thing listed.
  if ((tokens[own.to] as MatchToken).after.includes('?')) return false;
  if (own.opened === 'sentence') return own.closed === 'sentence';
  // "…, danach Kaspressknödel.": what comes next in the day, said alone.
  if (own.opened === 'then') return own.closed === 'sentence' || own.closed === 'comma';
  let at = index;
  while (at > 0 && (segments[at] as Segment).joined && (segments[at] as Segment).opened !== 'colon') at -= 1;
  return (segments[at] as Segment).opened === 'colon';
}
