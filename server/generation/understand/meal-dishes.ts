import { KIND_CATALOG } from '../kinds/catalog';
import { familyOf, type KindId } from '../kinds/kind-ids';
import type { DaytimeMeal, Language, WantedKind } from '../request';

/** Meals that say when, not what: a dish asked for beside one is what that meal is. */
export const GENERIC_MEALS: ReadonlySet<KindId> = new Set([
  'dinner',
  'lunch',
  'restaurant',
  'breakfast',
  'brunch',
]);

/** Languages whose names end on their head word: "Phewa Lake", "Fischmarkt", "ice cream cake". */
export const HEAD_LAST: ReadonlySet<Language> = new Set(['en', 'de']);

/** Meals of the day that say when, not what: a dish said beside one is what that meal is. */
const DAYTIME_MEALS = new Set<KindId>(['breakfast', 'brunch', 'lunch']);

/** What ends a sentence: a dish beyond it is said of another part of the day. */
const SENTENCE_END = /[.!?;\n]/;

/** A known dish or cuisine that could be any meal ("francesinha", "ramen", "tacos"), not a dessert or a drink. */
export const isDishKind = (kind: KindId) =>
  KIND_CATALOG[kind].meal === 'any' || familyOf(kind) === 'street_food';

/**
 * "Lunch in Porto, francesinha and a walk": the francesinha is the lunch. A known dish said in the
 * same sentence as a daytime meal that holds no dish of its own is that meal: it keeps its kind and
 * the person's words and is timed as the meal, rather than being a second meal beside it. A dinner
 * needs no marking: the composer merges it into the dish's stop, timed at dinner anyway
 * (compose/choose-wishes.ts).
 */
export function dishesJoinTheirMeal(wanted: WantedKind[], text: string): WantedKind[] {
  const result = wanted.map((entry) => ({ ...entry }));
  const sameSentence = (a: WantedKind, b: WantedKind) => {
    const [first, second] = a.span.start < b.span.start ? [a, b] : [b, a];
    return !SENTENCE_END.test(text.slice(first.span.end, second.span.start));
  };
  for (const meal of result.filter((entry) => DAYTIME_MEALS.has(entry.kind) && !entry.open)) {
    const peers = result.filter((entry) => entry !== meal && sameSentence(entry, meal));
    // Another meal in the sentence ("brunch, then ramen for dinner") leaves which dish is which unknown.
    // "Una bistecca alla fiorentina a pranzo": a food of the evening's kitchens said for the meal is
    // that meal too; it is served then (kinds/opening-hours.ts `hoursOf`).
    const saidForMeal = (entry: WantedKind) => saidFor(text, entry, meal);
    const otherMeal = (entry: WantedKind) =>
      KIND_CATALOG[entry.kind].meal && !isDishKind(entry.kind) && !saidForMeal(entry);
    if (peers.some(otherMeal)) continue;
    const dishes = peers.filter(
      (entry) => (isDishKind(entry.kind) || saidForMeal(entry)) && !entry.open && !entry.meal,
    );
    const dish = dishes.length === 1 ? dishes[0] : undefined;
    if (!dish) continue;
    dish.meal = meal.kind as DaytimeMeal;
    result.splice(result.indexOf(meal), 1);
  }
  return result;
}

/** The most words of a meal phrase between a food and its meal: "a steak for lunch", "asado para el almuerzo". */
const MEAL_PHRASE_WORDS = 3;

/** A food said right before its meal phrase, in one item: "a steak for lunch", "bistecca a pranzo". */
function saidFor(text: string, food: WantedKind, meal: WantedKind): boolean {
  if (!KIND_CATALOG[food.kind].tags.includes('food') || meal.span.start < food.span.end) return false;
  const between = text.slice(food.span.end, meal.span.start);
  return !/[.,;:!?\n]/u.test(between) && between.split(/\s+/u).filter(Boolean).length < MEAL_PHRASE_WORDS;
}
