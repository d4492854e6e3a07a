import type { Grounded } from '../ground/grounded';
import { unitsPerUsd } from '../world/rates';

/**
 * What a cheap evening out costs at most, per person in US dollars at US prices: street food or a
 * bakery, a drink, a free walk or viewpoint. About half of what a moderate evening costs (a sit-down
 * dinner and a bar, US$60–120), which the catalog's 'moderate' ranges sum to.
 */
const CHEAP_EVENING_USD = 40;

/**
 * The budget that "cheap", "broke", "free" or "not too expensive" implies when no amount was said:
 * for everyone, in local money at local prices (the catalog's scale, so it compares with its costs).
 * Null when the request set no such word or stated an amount, which then speaks for itself.
 */
export function cheapCeiling(grounded: Grounded): number | null {
  const { budget, people } = grounded.request;
  if (grounded.budgetTotalLocal !== null || budget.money || budget.level !== 'budget') return null;
  const perPerson = CHEAP_EVENING_USD * grounded.priceLevel * (unitsPerUsd(grounded.currency) ?? 1);
  return Math.floor(perPerson * people);
}
