import { familyOf, type Family } from '../kinds/kind-ids';
import type { NamedPlace, Span, WantedKind } from '../request';
import { foldedWords, hasListWord } from './list-words';

/**
 * The words that say a place is looked at from where the couple are: "with a view of", "overlooking",
 * "con vistas a", "avec vue sur", "mit Blick auf", "con vista sul", "com vista para".
 */
const VIEW_WORDS = String.raw`(?:views?\s+(?:of|over|onto|across|to)|overlooking|looking\s+(?:out\s+)?(?:at|over|onto)|vistas?\s+(?:a|al|de|del|sobre|para|su|sul|sulla|sullo|sui|sugli|sulle|alla|per)|vues?\s+(?:imprenable\s+)?sur|blick\s+(?:auf|über|aufs)|aussicht\s+(?:auf|über))`;
/** The view words, and an article, right before what is seen. */
const VIEW_OF = new RegExp(
  `${VIEW_WORDS}` +
    String.raw`(?:\s+(?:the|la|el|le|les|l['’]|los|las|il|lo|o|a|os|as|den|die|das|dem|der))?\s*$`,
  'iu',
);
/** The view words inside a wish, before what is seen. */
const VIEW_IN_WISH = new RegExp(String.raw`${VIEW_WORDS}\s+`, 'iu');
/** How far before a place its view words may start. */
const VIEW_WORDS_REACH = 40;
/** What is looked at rather than gone to, when a view is said of it: a sight, a river, a park. */
const SEEN_FAMILIES = new Set<Family>(['culture', 'walk', 'attraction']);

/** The view words right before a span, or null. */
function viewBefore(text: string, span: Span): Span | null {
  const from = Math.max(0, span.start - VIEW_WORDS_REACH);
  const match = VIEW_OF.exec(text.slice(from, span.start));
  if (!match) return null;
  const start = from + match.index;
  return { text: text.slice(start, span.start), start, end: span.start };
}

/** Whether nothing between two spans starts another item: no stop, no list word. */
function sameItem(text: string, first: Span, second: Span): boolean {
  const between = text.slice(first.end, second.start);
  return !/[.;:!?\n]/u.test(between) && !hasListWord(foldedWords(between));
}

/**
 * "Cena romántica con vistas a la Alhambra", "drinks overlooking the Colosseum", "Abendessen mit
 * Blick auf den Dom": a place said as the view from a stop is seen from it, not visited. It leaves the
 * places and wishes; the view asked for ("con vistas") keeps it in its words, else the stop it is seen
 * from does ("drinks overlooking the Colosseum").
 */
export function viewsOfPlaces(
  text: string,
  wanted: WantedKind[],
  named: NamedPlace[],
): { wanted: WantedKind[]; named: NamedPlace[] } {
  let wishes = [...wanted];
  const seenNames = named.filter((place) => !place.isArea && viewBefore(text, place.span));
  const seenWishes = wishes.filter(
    (wish) =>
      SEEN_FAMILIES.has(familyOf(wish.kind)) && wish.kind !== 'viewpoint' && viewBefore(text, wish.span),
  );
  for (const seen of [...seenNames.map((place) => place.span), ...seenWishes.map((wish) => wish.span)]) {
    const view = viewBefore(text, seen) as Span;
    wishes = wishes.filter((wish) => wish.span !== seen);
    const viewWish = wishes.find(
      (wish) => wish.kind === 'viewpoint' && wish.span.start < view.end && view.start < wish.span.end + 12,
    );
    const host = wishes
      .filter(
        (wish) =>
          wish.kind !== 'viewpoint' && wish.span.start < view.start && sameItem(text, wish.span, view),
      )
      .at(-1);
    // A view asked for is still a stop, where the place is seen from ("con vistas a la Alhambra"):
    // no list says which restaurants have it. Without one, the stop it is seen from says it.
    const holder = viewWish ?? host;
    if (!holder) continue;
    // The view's words from "view" on ("a view of the Eiffel Tower"), not from "with".
    const start = holder === viewWish ? view.start : holder.span.start;
    const span = { text: text.slice(start, seen.end), start, end: seen.end };
    wishes = wishes.map((wish) => (wish === holder ? { ...wish, span } : wish));
  }
  return { wanted: wishes, named: named.filter((place) => !seenNames.includes(place)) };
}

/**
 * The words of what a wish says is seen from its stop ("with a view of the Eiffel Tower" →
 * "the Eiffel Tower"), or null: that place is the view, never the stop.
 */
export function seenFrom(wish: string): string | null {
  const view = VIEW_IN_WISH.exec(wish);
  const seen = view ? wish.slice(view.index + view[0].length).trim() : '';
  return seen || null;
}
