import { familyOf, type Family } from '../kinds/kind-ids';
import type { Language, WantedKind } from '../request';
import { GENITIVES } from './list-words';
import { GENERIC_MEALS, HEAD_LAST } from './meal-dishes';
import { fold } from './text';

/** Families of things eaten or drunk, whose names are made of other such names. */
const EATEN = new Set<Family>(['coffee', 'sweet', 'meal', 'street_food', 'tasting']);
/** What may join two words of one dish's name: "tarta de queso", "crêpe au chocolat", "gelato al pistacchio". */
const LINKS = new Set([...GENITIVES, 'au', 'aux', 'al', 'alla', 'of']);

const eaten = (wish: WantedKind) =>
  !wish.open && !GENERIC_MEALS.has(wish.kind) && EATEN.has(familyOf(wish.kind));

/** Whether only a space, or a link word of a name, stands between two wishes. */
function joined(text: string, first: WantedKind, second: WantedKind): boolean {
  if (first.span.end > second.span.start) return false;
  const written = text.slice(first.span.end, second.span.start);
  const between = fold(written).trim();
  return between === '' ? /^\s+$/u.test(written) : LINKS.has(between) && /^\s+\S+\s+$/u.test(written);
}

/**
 * Two things to eat named in one breath are one dish: "queso helado" (a frozen cheese, not a cheese
 * tasting and an ice cream), "café helado", "ice cream cake", "crêpe au chocolat". The dish is of
 * its head's kind, the first word in the Romance languages and the last in English and German (an
 * ingredient read as a tasting gives way to the other), and is asked for in all its words.
 */
export function joinedDishes(wanted: readonly WantedKind[], text: string, language: Language): WantedKind[] {
  const result: WantedKind[] = [];
  for (const wish of wanted) {
    const previous = result.at(-1);
    if (previous && eaten(previous) && eaten(wish) && joined(text, previous, wish)) {
      const [head, other] = HEAD_LAST.has(language) ? [wish, previous] : [previous, wish];
      // "Queso" alone is read as a cheese tasting; in a dish's name it is what the dish is made of.
      const host = familyOf(head.kind) === 'tasting' ? other : head;
      const span = {
        text: text.slice(previous.span.start, wish.span.end),
        start: previous.span.start,
        end: wish.span.end,
      };
      result[result.length - 1] = { ...host, span };
      continue;
    }
    result.push(wish);
  }
  return result;
}
