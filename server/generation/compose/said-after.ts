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
  return order;
}
