import { KIND_CATALOG } from '../kinds/catalog';
import { familyOf } from '../kinds/kind-ids';
import type { Span } from '../request';
import { foldedWords, hasListWord } from '../understand/list-words';
import type { Composition } from './composition';

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
  const outdoorBeside = sunsetWish
    ? request.wanted.find(
        (wish) =>
          wish !== sunsetWish &&
          KIND_CATALOG[wish.kind].tags.includes('outdoor') &&
          besideEachOther(request.text, wish.span, sunsetWish.span, SUNSET_PLACE_GAP),
      )
    : undefined;
  const sunsetHost =
    candidates.find((candidate) => namedBeside && candidate.placeName === namedBeside.name) ??
    candidates.find(
      (candidate) => outdoorBeside && candidate.kind === outdoorBeside.kind && !candidate.placeName,
    ) ??
    candidates.find(
      (candidate, index) =>
        index !== sunsetIndex &&
        (familyOf(candidate.kind) === 'walk' || KIND_CATALOG[candidate.kind].tags.includes('sunset')),
    );
  if (sunsetHost && (sunsetIndex >= 0 || namedBeside)) {
    if (sunsetIndex >= 0) candidates.splice(sunsetIndex, 1);
    sunsetHost.wantsSunset = true;
  }
}

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
