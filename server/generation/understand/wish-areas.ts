import { familyOf } from '../kinds/kind-ids';
import type { Language, NamedPlace, WantedKind } from '../request';
import { inWordBetween } from './served-where';

/** The words a walk goes through a quarter by: "un paseo por San Telmo", "a stroll around Soho". */
const THROUGH =
  /^\s*(?:por|pela|pelo|pelas|pelos|through|around|durch|per|à\s+travers)(?:\s+(?:el|la|los|las|o|a|os|as|the|den|die|das|il|lo|le|les))?\s*$/iu;

/** The wish said last before a place, if it is said as had there: "jantar na Baixa", "tapas in Triana". */
function wishHadAt(text: string, wanted: WantedKind[], place: NamedPlace, language: Language) {
  const before = wanted
    .filter((wish) => wish.span.end <= place.span.start)
    .reduce<WantedKind | null>((best, wish) => (!best || wish.span.end > best.span.end ? wish : best), null);
  if (!before) return null;
  const between = text.slice(before.span.end, place.span.start);
  const walkedThrough = familyOf(before.kind) === 'walk' && THROUGH.test(between);
  return walkedThrough || inWordBetween(between, language) ? before : null;
}

/**
 * "Tapas in Triana, then flamenco in Santa Cruz", "jantar na Baixa e depois fado em Alfama": a wish
 * said right before a neighbourhood, with an "in" and at most an article between, is had there. The
 * nearest wish before each neighbourhood takes it; the others are placed as the plan sees fit.
 *
 * A quarter the city is known to have only through its landmarks (`isQuarter`: "Baixa", "the
 * Vatican") is such a neighbourhood when said as where a wish is had; said alone ("the Vatican in the
 * morning") it stays a place to go.
 */
export function wishesInTheirAreas(
  text: string,
  wanted: WantedKind[],
  named: NamedPlace[],
  language: Language,
  isQuarter: (name: string) => boolean,
): { wanted: WantedKind[]; named: NamedPlace[] } {
  const areaOf = new Map<WantedKind, string>();
  const places = named.map((place) => {
    const wish = wishHadAt(text, wanted, place, language);
    if (!wish || (!place.isArea && !isQuarter(place.name))) return place;
    areaOf.set(wish, place.name);
    if (place.isArea) return place;
    // The wish said before it is had in the quarter, not at a venue of that name.
    const quarter: NamedPlace = { ...place, isArea: true };
    delete quarter.kind;
    return quarter;
  });
  return {
    named: places,
    wanted: wanted.map((wish) => {
      const area = areaOf.get(wish);
      return area ? { ...wish, area } : wish;
    }),
  };
}

/**
 * "Passear pela Ribeira", "tapas in the Barrio Gótico": a neighbourhood of the city named by a
 * capitalised word inside a wish's own words, which a lexicon read as part of the wish ("ribeira" is
 * a riverbank), is where the wish is had.
 */
export function areasInsideWishes(
  wanted: WantedKind[],
  areaNamed: (name: string) => string | undefined,
): WantedKind[] {
  return wanted.map((wish) => {
    if (wish.area) return wish;
    const words = wish.span.text.split(/\s+/).slice(1);
    for (let index = 0; index < words.length; index += 1) {
      const pair = words.slice(index, index + 2).join(' ');
      const one = words[index] as string;
      if (!/^\p{Lu}/u.test(one)) continue;
      const area = (/^\p{Lu}/u.test(words[index + 1] ?? '') && areaNamed(pair)) || areaNamed(one);
      if (area) return { ...wish, area };
    }
    return wish;
  });
}
