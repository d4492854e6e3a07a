import type { MatchToken } from './matcher';

/**
 * The words that end a sentence by saying no to what it just asked for, folded: "pensaba subir a
 * Monserrate en el teleférico, pero le tiene pánico a las alturas, así que eso no"; "isso não", "ça
 * non", "das nicht", "quello no".
 */
const THAT_NO: readonly string[][] = [
  ['eso', 'no'],
  ['esto', 'no'],
  ['isso', 'nao'],
  ['isto', 'nao'],
  ['ca', 'non'],
  ['pas', 'ca'],
  ['das', 'nicht'],
  ['quello', 'no'],
  ['questo', 'no'],
];

/** Where a sentence ends: what comes after belongs to another thought. */
const SENTENCE_END = /[.!?;]/;

/** The stretches of text (character offsets) of the sentences that end by refusing themselves. */
export function refusedSentences(tokens: MatchToken[]): { start: number; end: number }[] {
  const refused: { start: number; end: number }[] = [];
  let [previous, first] = [0, 0];
  tokens.forEach((token, index) => {
    if (!SENTENCE_END.test(token.after) && index < tokens.length - 1) return;
    const phrase = THAT_NO.find((words) =>
      words.every((word, offset) => tokens[index - words.length + 1 + offset]?.word === word),
    );
    const said = index - (phrase?.length ?? 0);
    // "¿Flamenco? Eso no.": said alone, the refusal answers the sentence before.
    const [from, to] = said < first ? [previous, first - 1] : [first, said];
    if (phrase && to >= from && tokens[from] && tokens[to])
      refused.push({ start: (tokens[from] as MatchToken).start, end: (tokens[to] as MatchToken).end });
    [previous, first] = [first, index + 1];
  });
  return refused;
}

/** Whether a stretch of text lies inside a sentence that refuses itself. */
export const withinRefused = (refused: { start: number; end: number }[], start: number, end: number) =>
  refused.some((sentence) => start >= sentence.start && end <= sentence.end);
