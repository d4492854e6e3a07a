import { KIND_CATALOG } from '../kinds/catalog';
import { familyOf, type KindId } from '../kinds/kind-ids';
import type { DaytimeMeal } from '../request';
import type { Composition } from './composition';
import { saidBeside } from './said-beside';
import { isMeal, saidSpanOf, type Candidate } from './stop-candidate';

/**
 * Daytime meal words say when, not where or what: the place said with them is where the meal is had.
 * Not dinner: "dinner at a rooftop bar" is as often a rooftop restaurant, and the evening's drinks
 * after dinner are the bar's own.
 */
const MEAL_WORDS: Partial<Record<KindId, DaytimeMeal>> = {
  breakfast: 'breakfast',
  brunch: 'brunch',
  lunch: 'lunch',
};

/** A place that is no restaurant but where a meal can be had: a beer garden, a rooftop bar, a café, a market. */
function canHostMeal(candidate: Candidate): boolean {
  if (!candidate.requested || candidate.placeName || isMeal(candidate.kind)) return false;
  return familyOf(candidate.kind) === 'drinks' || KIND_CATALOG[candidate.kind].tags.includes('food');
}

/**
 * "Lunch at a beer garden", "Mittagessen im Biergarten", "brunch at a café": a meal word said
 * with a place, in one clause and no list between them, is had at that place, not at a restaurant
 * of its own before it.
 */
export function mealsHadAtPlaces({ request, candidates }: Composition): void {
  const spanOf = (candidate: Candidate) => saidSpanOf(candidate, request.wanted);
  for (const meal of [...candidates]) {
    const when = MEAL_WORDS[meal.kind];
    const mealSpan = spanOf(meal);
    if (!when || !meal.requested || meal.placeName || meal.dish || !mealSpan) continue;
    const host = candidates.find((other) => {
      const span = canHostMeal(other) ? spanOf(other) : undefined;
      return span !== undefined && saidBeside(request.text, mealSpan, span);
    });
    if (!host) continue;
    candidates.splice(candidates.indexOf(meal), 1);
    host.meal ??= when;
    // A meal takes as long as one, wherever it is had.
    host.minutes = Math.max(host.minutes, meal.minutes);
    host.mention = Math.min(host.mention ?? mealSpan.start, mealSpan.start);
  }
}
