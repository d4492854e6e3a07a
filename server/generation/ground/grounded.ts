import type { Area } from '../world/gazetteer-types';
import type { DateRequest } from '../request';

/** The request placed in the real world: where, in which money, when the sun sets, when people eat. */
export interface Grounded {
  request: DateRequest;
  /** City or town display name, or null when no place was given (the plan then stays place-neutral). */
  cityName: string | null;
  /** ISO 3166-1 alpha-2, or null without a place. */
  country: string | null;
  /** Country name in the plan's language. */
  countryName: string | null;
  /** ISO 4217 of the place (USD without a place). */
  currency: string;
  /** Local prices relative to the United States (1.0), e.g. 0.35 in Nigeria, 1.3 in Switzerland. */
  priceLevel: number;
  timezone: string | null;
  /** The local calendar date the plan is for (yyyy-mm-dd). */
  date: string;
  /** Local sunset that day, minutes after midnight; null without a place. */
  sunset: number | null;
  /** Usual local meal start times, minutes after midnight. */
  meals: { breakfast: number; lunch: number; dinner: number };
  /** The curated city's own name, for its landmarks; null for towns we have no curated data for. */
  curatedName: string | null;
  /** Curated neighbourhoods, empty for towns we have none for. */
  areas: Area[];
  /** The person's budget converted to the local currency, for the whole date and for everyone. */
  budgetTotalLocal: number | null;
  /** The budget in the person's own currency, formatted for tips ("€250 for two"). */
  budgetText: string | null;
}
