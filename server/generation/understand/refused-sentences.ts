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

/** Words that say a place is shut, folded: "closed", "zu", "cerrado", "fermé", "chiuso", "fechado". */
const CLOSED = new Set(
  'closed shut geschlossen cerrado cerrada cerrados cerradas ferme fermee fermes fermees chiuso chiusa chiusi chiuse fechado fechada fechados fechadas'.split(
    ' ',
  ),
);
/** German "zu" says shut only where it ends its clause ("ist im November zu"), not "zu teuer". */
const CLOSED_AT_END = new Set(['zu']);
/**
 * Words that say a thing is not on yet, folded, each pair within a word of the other: "la Fête des
 * Lumières c'est pas encore", "the market isn't on yet", "la feria todavía no es", "noch nicht".
 */
const NOT_YET: readonly [string, string][] = [
  ['pas', 'encore'],
  ['not', 'yet'],
  ['isnt', 'yet'],
  ['arent', 'yet'],
  ['todavia', 'no'],
  ['aun', 'no'],
  ['non', 'ancora'],
  ['ainda', 'nao'],
  ['noch', 'nicht'],
];
const saysNotYet = (words: string[]) =>
  NOT_YET.some(([first, second]) =>
    words.some((word, index) => word === first && words.slice(index + 1, index + 3).includes(second)),
  );
/** The verbs "to be" a place is said shut with. */
const BEING = new Set(
  "is are 's isnt arent ist sind esta estan es son est sont e sono estao sera seran will".split(' '),
);
/** Words that open a new clause: what follows is another thought ("…, also lieber ein Wirtshaus"). */
const CLAUSE_OPENERS = new Set(
  'so but instead also aber lieber deshalb pero asi entonces mejor mais alors donc plutot ma quindi meglio mas entao'.split(
    ' ',
  ),
);

/**
 * "Biergarten ist im November wohl zu, also lieber ein Wirtshaus", "the rooftop is closed in winter so
 * a cosy bar", "la Fête des Lumières c'est pas encore, donc un bouchon": a clause that says a place is
 * shut, or a thing not on yet, asks for nothing in it. The stretches (character
 * offsets) of those clauses.
 */
export function closedClauses(tokens: MatchToken[]): { start: number; end: number }[] {
  const clauses: { start: number; end: number }[] = [];
  let first = 0;
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const ends = !next || /[,.;:!?]/.test(token.after) || CLAUSE_OPENERS.has(next.word);
    if (!ends) return;
    const words = tokens.slice(first, index + 1).map((each) => each.word);
    const shut = words.some((word) => CLOSED.has(word)) || CLOSED_AT_END.has(token.word) || saysNotYet(words);
    if (shut && words.some((word) => BEING.has(word)))
      clauses.push({ start: (tokens[first] as MatchToken).start, end: token.end });
    first = index + 1;
  });
  return clauses;
}
