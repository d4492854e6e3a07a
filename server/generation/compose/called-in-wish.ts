import type { KindId } from '../kinds/kind-ids';
import { LEXICONS } from '../understand/lexicons/all-lexicons';
import { fold } from '../understand/text';

const kindWords = new Map<KindId, Set<string>>();

/** Every word of a kind's names in the six lexicons, folded ("monastery", "mosteiro", "kloster"…). */
function wordsOfKind(kind: KindId): Set<string> {
  let words = kindWords.get(kind);
  if (!words) {
    words = new Set(
      Object.values(LEXICONS).flatMap((lexicon) =>
        (lexicon.kinds[kind] ?? []).flatMap((phrase) => fold(phrase).split(/\s+/)),
      ),
    );
    kindWords.set(kind, words);
  }
  return words;
}

/**
 * The name a wish gives the place it asks for beside the word for its kind: "Jerónimos" of "the
 * Jerónimos monastery", "Borghese" of "the Borghese gallery". Capitalised words only, that no lexicon
 * has for the kind; null when there are none.
 */
export function calledInWish(wish: string, kind: KindId): string | null {
  const words = wordsOfKind(kind);
  const called = wish
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter((word) => /^\p{Lu}/u.test(word) && !words.has(fold(word)))
    .map(fold);
  return called.length ? called.join(' ') : null;
}
