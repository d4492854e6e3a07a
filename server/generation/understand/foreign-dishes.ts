import { familyOf, type Family, type KindId } from '../kinds/kind-ids';
import { LANGUAGES, type Language } from '../request';
import { compiledLexicon } from './compiled-lexicon';
import { matchTokens } from './matcher';

/** Families whose names travel between languages unchanged: dishes and drinks. */
const TRAVELLING = new Set<Family>(['meal', 'street_food', 'sweet', 'coffee', 'drinks', 'tasting']);

/**
 * The kind another language's lexicon gives a dish or a drink its own language does not know: "pisco
 * sour", "caipirinha" or "pão de queijo" are written the same in an English text, so the lexicon of
 * the cuisine they come from knows what they are. Only a phrase that is the whole wish counts.
 */
export function foreignDishKind(words: string, language: Language): KindId | null {
  const tokens = matchTokens(words);
  if (!tokens.length) return null;
  for (const other of LANGUAGES) {
    if (other === language) continue;
    const hit = compiledLexicon(other)
      .kinds.find(tokens)
      .find((found) => found.from === 0 && found.to === tokens.length - 1);
    if (hit && TRAVELLING.has(familyOf(hit.value))) return hit.value;
  }
  return null;
}
