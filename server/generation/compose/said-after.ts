import { fold } from '../understand/text';
import type { Candidate } from './stop-candidate';

/**
 * "After" said right before a thing, with the article it may take: "jazz after dinner", "un verre
 * après le dîner", "Jazz nach dem Essen", "copas después de la cena", "gelato dopo cena", "fado depois do jantar".
 */
const AFTER_BEFORE_IT =
  /(?:^|\s)(?:after|afterwards|apres|nach|nachdem|despues de|despues del|dopo|depois de|depois do|depois da)\s+(?:(?:the|a|an|le|la|les|l|el|los|las|dem|der|den|il|lo|o|a)\s+)?$/u;

/** "Jazz in the old town after dinner": a place or an hour may stand between, not a sentence. */
const MOST_WORDS_BETWEEN = 7;

/**
 * The order the person put their wishes in, by where they said them, with "X after Y" read as Y then X:
 * "jazz after dinner" is dinner first, though "jazz" was written first.
 */
export function saidOrder(candidates: readonly Candidate[], text: string): Map<Candidate, number> {
  const order = new Map<Candidate, number>();
  const said = candidates.filter((candidate) => candidate.mention !== undefined);
  for (const candidate of said) order.set(candidate, candidate.mention as number);
  for (const later of said) {
    const end = (later.mention as number) + (later.wish?.length ?? 0);
    const before = said.find((other) => {
      if (other === later || (other.mention as number) < end) return false;
      const between = text.slice(end, other.mention);
      // "Jazz in London after dinner": the words between are about the first thing, not a third one.
      const nothingElse = !said.some(
        (third) => (third.mention as number) >= end && (third.mention as number) < (other.mention as number),
      );
      return (
        nothingElse &&
        !/[.;!?,\n]/.test(between) &&
        between.split(/\s+/).filter(Boolean).length <= MOST_WORDS_BETWEEN &&
        AFTER_BEFORE_IT.test(fold(between))
      );
    });
    if (before) order.set(later, (before.mention as number) + 0.5);
  }
  saidBeforeThat(said, text, order);
  return order;
}

/**
 * "Before that", opening a clause: what it goes on to name comes before what the sentence ahead of
 * it named. "The palace lit up in the evening. Before that, mysore pak and dosa."
 */
const BEFORE_THAT =
  /(?:^|[.;:!?,\n—–-]\s*)(?:but |and |mais |pero |y |ma |e |mas |aber |und )?(before that|before this|but first|avant ca|avant cela|antes de eso|antes de esto|antes disso|antes disto|prima di questo|prima di cio|davor|vorher|zuvor)\b/gu;

function saidBeforeThat(said: readonly Candidate[], text: string, order: Map<Candidate, number>): void {
  const folded = fold(text);
  for (const cue of folded.matchAll(BEFORE_THAT)) {
    const cueEnd = (cue.index ?? 0) + cue[0].length;
    const cueStart = cueEnd - (cue[1] as string).length;
    const sentenceEnd = nextSentenceEnd(folded, cueEnd);
    const sentenceStart = lastSentenceEnd(folded, cueStart);
    const mentioned = (from: number, to: number) =>
      said.filter((candidate) => (candidate.mention as number) >= from && (candidate.mention as number) < to);
    const earlier = mentioned(sentenceStart, cueStart);
    const referents = earlier.length
      ? earlier
      : mentioned(lastSentenceEnd(folded, sentenceStart - 1), cueStart);
    // A wish may be read with the cue in it ("Davor Kaffee"): it still follows the cue.
    const moved = mentioned(cueStart, sentenceEnd);
    if (!referents.length || !moved.length) continue;
    const first = Math.min(...referents.map((candidate) => order.get(candidate) as number));
    moved.forEach((candidate, index) => order.set(candidate, first - moved.length + index * 0.5 - 0.5));
  }
}

const SENTENCE_ENDS = /[.;!?\n]/u;

function nextSentenceEnd(text: string, from: number): number {
  const index = text.slice(from).search(SENTENCE_ENDS);
  return index < 0 ? text.length : from + index;
}

/** Where the sentence holding `at` began: just after the previous sentence's end, or 0. */
function lastSentenceEnd(text: string, at: number): number {
  for (let index = at - 1; index >= 0; index -= 1)
    if (SENTENCE_ENDS.test(text[index] as string)) return index + 1;
  return 0;
}
