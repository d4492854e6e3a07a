/**
 * English words and first names compromise knows (about 19,000): in a text written all in one case,
 * a village that shares a name with one ("Secretary", "Portal", "Ryan") is read as the word.
 */
import nlp from 'compromise';

let lexicon: Record<string, unknown> | null = null;

export function isDictionaryWord(folded: string): boolean {
  lexicon ??= (nlp as unknown as { model(): { one: { lexicon: Record<string, unknown> } } }).model().one
    .lexicon;
  return Object.hasOwn(lexicon, folded);
}
