import { KIND_CATALOG } from '../kinds/catalog';
import { familyOf, type KindId } from '../kinds/kind-ids';
import { hasKind, mostStops, roomForAnother, type Composition } from './composition';
import { DAY_PART_FILLERS, LOCAL_DINNER, LOCAL_LUNCH, MOOD_FILLERS } from './fillers';
import { dayPartOf } from './natural-times';
import { isAllowed } from './selection';
import { kindOpening, openWithin } from './stop-hours';
import { candidateOf, FREE_FILLERS, isMeal } from './stop-candidate';
import type { Frame } from './time-window';

/**
 * Why a stop is there, second reason: the window needs it. A meal at local meal time when the
 * window covers one and none was asked for, then stops from mood and time of day until the window
 * is well used.
 */
export function chooseFillers(composition: Composition, frame: Frame, sunsetFits: boolean): void {
  chooseMeal(composition, frame);
  chooseMoodFillers(composition, frame, sunsetFits);
  if (!composition.candidates.length) {
    const fallback = FREE_FILLERS.find((kind) => isAllowed(kind, composition.exclusions)) ?? 'cafe';
    composition.candidates.push(candidateOf({ kind: fallback, placeName: null, requested: false }));
  }
}

function chooseMeal(composition: Composition, frame: Frame): void {
  const { grounded, request, candidates, random, exclusions } = composition;
  const { windowStart, windowEnd } = frame;
  const wantsMeal = candidates.some((candidate) => isMeal(candidate.kind));
  const country = grounded.country ?? 'US';
  const coversDinner =
    grounded.meals.dinner >= windowStart - 30 && grounded.meals.dinner + 75 <= windowEnd + 15;
  // A lunchtime date has lunch, however short: "a quick lunch date" is quick about the lunch.
  const coversLunch =
    frame.dayPart === 'lunchtime' ||
    (grounded.meals.lunch >= windowStart - 15 && grounded.meals.lunch + 60 <= windowEnd);
  if (wantsMeal || !(coversDinner || coversLunch) || !roomForAnother(composition)) return;
  const local = (coversDinner ? LOCAL_DINNER[country] : LOCAL_LUNCH[country]) ?? [];
  const generic: KindId[] = coversDinner ? ['bistro', 'restaurant', 'dinner'] : ['lunch', 'bistro'];
  const options = [...random.shuffleCopy(local), ...generic].filter(
    (kind) =>
      isAllowed(kind, exclusions) &&
      (coversDinner ? KIND_CATALOG[kind].meal !== 'lunch' : true) &&
      // A beer garden in November is shut: the meal is had where one is open.
      openWithin(kindOpening(grounded, kind), windowStart, windowEnd),
  );
  // A vegan or vegetarian couple eats where that is the point of the kitchen, not an afterthought.
  const meal = request.constraints.includes('vegan')
    ? 'vegan_restaurant'
    : request.constraints.includes('vegetarian')
      ? 'vegetarian_restaurant'
      : options[0];
  if (meal) candidates.push(candidateOf({ kind: meal, placeName: null, requested: false }));
}

function chooseMoodFillers(composition: Composition, frame: Frame, sunsetFits: boolean): void {
  const { request, candidates, random, exclusions } = composition;
  const { length, windowStart, windowEnd } = frame;
  // At least three stops when the window has room for them (2½ hours), one more per 80 minutes, at most five.
  const fewest = length >= 150 ? 3 : 2;
  // A morning and an evening with the afternoon free: one stop beside what was asked for in each.
  const planned = frame.rest
    ? Math.min(5, candidates.length + 2)
    : Math.max(candidates.length, Math.min(5, Math.max(fewest, Math.round(length / 80))));
  // "Three stops" is three, "at least four" four or more, "just dinner" only what was asked for.
  const target = Math.min(mostStops(composition), Math.max(planned, request.stopCount?.fewest ?? 0));
  const usedMinutes = () => candidates.reduce((sum, candidate) => sum + candidate.minutes + 10, 0);
  const groups = [
    ...request.moods.flatMap((mood) => MOOD_FILLERS[mood]),
    ...DAY_PART_FILLERS[frame.dayPart ?? dayPartOf(windowStart)],
  ];
  for (const group of groups) {
    if (candidates.length >= target || usedMinutes() >= length - 30) break;
    const options = random.shuffleCopy(group).filter((kind) => {
      if (hasKind(candidates, kind) || !isAllowed(kind, exclusions)) return false;
      const info = KIND_CATALOG[kind];
      if (isMeal(kind) && candidates.some((candidate) => isMeal(candidate.kind))) return false;
      if (candidates.some((candidate) => familyOf(candidate.kind) === familyOf(kind))) return false;
      if (usedMinutes() + info.minutes > length + 30) return false;
      // Only what is open at some point of the window, on the plan's day.
      return openWithin(kindOpening(composition.grounded, kind), windowStart, windowEnd);
    });
    const chosen = options[0];
    if (chosen) {
      const atSunset =
        sunsetFits &&
        KIND_CATALOG[chosen].tags.includes('sunset') &&
        !candidates.some((candidate) => candidate.atSunset);
      candidates.push(candidateOf({ kind: chosen, placeName: null, requested: false, atSunset }));
    }
  }
}
