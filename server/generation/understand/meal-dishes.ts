import { KIND_CATALOG } from '../kinds/catalog';
import { familyOf, type KindId } from '../kinds/kind-ids';
import type { DaytimeMeal, WantedKind } from '../request';

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
    if (peers.some((entry) => KIND_CATALOG[entry.kind].meal && !isDishKind(entry.kind))) continue;
    const dishes = peers.filter((entry) => isDishKind(entry.kind) && !entry.open && !entry.meal);
    const dish = dishes.length === 1 ? dishes[0] : undefined;
    if (!dish) continue;
    dish.meal = meal.kind as DaytimeMeal;
    result.splice(result.indexOf(meal), 1);
  }
  return result;
}
