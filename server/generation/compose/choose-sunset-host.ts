import { KIND_CATALOG } from '../kinds/catalog';
import { familyOf } from '../kinds/kind-ids';
import type { DateRequest, Span, WantedKind } from '../request';
import { foldedWords, hasListWord } from '../understand/list-words';
import type { Composition } from './composition';
import { PLAIN_DRINKS } from './selection';

/** Words between a sunset and the place to watch it from: "sunset at", "au coucher du soleil depuis". */
const SUNSET_PLACE_GAP = 3;

/**
 * "A walk at sunset" is one stop: the walk, timed for the sunset. So is "sunset at Sacré-Cœur": a
 * place named right beside the sunset is where to watch it, and "a sunset picnic": something outdoors
 * the person asked for right beside the sunset is what they do while it sets.
 */
export function chooseSunsetHost({ request, candidates }: Composition): void {
  const sunsetIndex = candidates.findIndex(
    (candidate) => candidate.kind === 'sunset_spot' && !candidate.placeName,
  );
  const sunsetWish = request.wanted.find((wish) => wish.kind === 'sunset_spot');
  const namedBeside = sunsetWish
    ? request.namedPlaces.find(
        (named) =>
          !named.isArea &&
          besideEachOther(request.text, named.span, sunsetWish.span, SUNSET_PLACE_GAP) &&
          !listedApart(request.text, named.span, sunsetWish.span),
      )
    : undefined;
  // "A drink at sunset somewhere with a view": the view is the bar's, not a stop of its own.
  const drinkBeside = sunsetWish && drinkBesideSunset(request, sunsetWish);
  const outdoorBeside = sunsetWish
    ? request.wanted.find(
        (wish) =>
          wish !== sunsetWish &&
          KIND_CATALOG[wish.kind].tags.includes('outdoor') &&
          !(drinkBeside && wish.kind === 'viewpoint') &&
          besideEachOther(request.text, wish.span, sunsetWish.span, SUNSET_PLACE_GAP),
      )
    : undefined;
  const sunsetHost =
    candidates.find((candidate) => namedBeside && candidate.placeName === namedBeside.name) ??
    candidates.find(
      (candidate) => outdoorBeside && candidate.kind === outdoorBeside.kind && !candidate.placeName,
    ) ??
    (drinkBeside && drinkAtSunset({ request, candidates } as Composition, drinkBeside, sunsetWish)) ??
    candidates.find(
      (candidate, index) =>
        index !== sunsetIndex &&
        (familyOf(candidate.kind) === 'walk' || KIND_CATALOG[candidate.kind].tags.includes('sunset')),
    );
  if (sunsetHost && (sunsetIndex >= 0 || namedBeside)) {
    // Found again: a view the bar stands for may have left the list before it.
    const sunsetAt = candidates.findIndex(
      (candidate) => candidate.kind === 'sunset_spot' && !candidate.placeName,
    );
    if (sunsetAt >= 0) candidates.splice(sunsetAt, 1);
    sunsetHost.wantsSunset = true;
  }
}

/**
 * "A drink at sunset", "sunset drinks", "watch the sunset with a drink": the drink is had while the sun
 * sets, at a bar with a view. A view asked for beside them ("somewhere with a view") is that bar's.
 */
function drinkAtSunset({ request, candidates }: Composition, drink: WantedKind, sunsetWish: WantedKind) {
  const host = candidates.find((candidate) => candidate.kind === drink.kind && !candidate.placeName);
  if (!host) return undefined;
  host.kind = 'rooftop_bar';
  const view = request.wanted.find(
    (wish) =>
      wish.kind === 'viewpoint' &&
      (saidTogether(request.text, wish, drink) || saidTogether(request.text, wish, sunsetWish)),
  );
  const viewAt = candidates.findIndex(
    (candidate) => view && candidate.kind === 'viewpoint' && !candidate.placeName,
  );
  if (viewAt >= 0) candidates.splice(viewAt, 1);
  return host;
}

/** "… on the beach", "… from the pier": where the sunset is watched, said right after it. */
const PLACE_AFTER =
  /^[\s,]+(?:on|at|from|by|over|along|in|near|sur|depuis|en|desde|na|no|em|am|auf|vom|sulla|dalla|dal)\s+(?:the|a|la|le|el|o|a|dem|der|il)\s/iu;

/** "A beer on the beach": the drink's own words say where it is had. */
const PLACE_WITHIN = /\s(?:on|from|by|over|along|near|sur|depuis|desde|auf|vom|sulla|dalla)\s/iu;

/**
 * A plain drink said right beside the sunset, as one thing ("a drink at sunset", "sunset drinks"),
 * and nowhere said to watch it from: "a beer on the beach at sunset" is had on the beach.
 */
function drinkBesideSunset(request: DateRequest, sunsetWish: WantedKind): WantedKind | undefined {
  if (request.excludedKinds.some((excluded) => excluded.kind === 'rooftop_bar')) return undefined;
  const drink = request.wanted.find(
    (wish) => PLAIN_DRINKS.has(wish.kind) && saidTogether(request.text, wish, sunsetWish),
  );
  if (!drink) return undefined;
  const last = Math.max(drink.span.end, sunsetWish.span.end);
  const placed = PLACE_AFTER.test(request.text.slice(last)) || PLACE_WITHIN.test(drink.span.text);
  return placed ? undefined : drink;
}

const saidTogether = (text: string, wish: WantedKind, other: WantedKind) =>
  besideEachOther(text, wish.span, other.span, SUNSET_PLACE_GAP) && !listedApart(text, wish.span, other.span);

/** Two spans of a text with at most `words` words between them, in either order. */
export function besideEachOther(text: string, a: Span, b: Span, words: number): boolean {
  if (a.end > b.start && b.end > a.start) return false;
  const between = a.end <= b.start ? text.slice(a.end, b.start) : text.slice(b.end, a.start);
  return !/[.;!?\n]/.test(between) && between.split(/\s+/).filter(Boolean).length <= words;
}

/** "Pastéis in Belém and sunset at the Miradouro": a place joined to the sunset by "and" is another item. */
function listedApart(text: string, a: Span, b: Span): boolean {
  const between = a.end <= b.start ? text.slice(a.end, b.start) : text.slice(b.end, a.start);
  return hasListWord(foldedWords(between));
}
