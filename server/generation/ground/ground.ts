import type { BudgetLevel, DateRequest } from '../request';
import { fold } from '../understand/text';
import { countryName, currencyOf, formatMoney } from '../world/countries';
import { curatedCity } from '../world/gazetteer';
import { localDateISO } from '../world/local-time';
import { mealTimes } from '../world/meal-times';
import { cityPriceFactor, priceLevel } from '../world/price-levels';
import { localNamesake } from '../world/currency-namesakes';
import { convert } from '../world/rates';
import { sunsetMinutes } from '../world/sun';
import type { Grounded } from './grounded';

const YEN_YUAN: Record<string, string> = { JP: 'JPY', CN: 'CNY' };
const CFA_COUNTRIES = new Set([
  'BJ',
  'BF',
  'CI',
  'GW',
  'ML',
  'NE',
  'SN',
  'TG',
  'CM',
  'CF',
  'TD',
  'CG',
  'GQ',
  'GA',
]);

/** The currency a budget was written in, resolving "$", "pesos", "¥", "kr" and "Rs" by where the date is. */
export function budgetCurrency(request: DateRequest, country: string | null): string | null {
  const money = request.budget.money;
  if (!money) return null;
  if (money.currency) return money.currency;
  const written = money.written.toLowerCase();
  const local = country ? currencyOf(country) : null;
  if (/balles|boules|pavos|pelas|conto|pila|paus|mangos/.test(written)) return local ?? 'EUR';
  if (/luca|palos/.test(written)) return localNamesake(country, 'peso') ?? 'ARS';
  if (/\$/.test(written)) return localNamesake(country, 'sign') ?? 'USD';
  if (/dollar|dólar|dolar|dollaro|bucks/.test(written)) return localNamesake(country, 'dollar') ?? 'USD';
  if (/peso/.test(written)) return localNamesake(country, 'peso') ?? 'MXN';
  if (/¥|yen/.test(written)) return country && YEN_YUAN[country] ? (YEN_YUAN[country] as string) : 'JPY';
  if (/kr|kron/.test(written)) return localNamesake(country, 'krona') ?? 'SEK';
  if (/^rs\.?$|rupee|rupia|roupie|rupie/.test(written)) return localNamesake(country, 'rupee') ?? 'INR';
  if (/franc|cfa|fcfa|^frs?\.?$/.test(written)) {
    if (country && CFA_COUNTRIES.has(country)) return local;
    if (/cfa/.test(written)) return 'XOF';
    if (country === 'CH' || country === 'LI') return 'CHF';
    return country === 'FR' || country === 'BE' || country === 'LU' || country === 'MC'
      ? 'EUR'
      : (local ?? 'CHF');
  }
  return local ?? 'USD';
}

/**
 * The city as the person wrote it when that is another name for it ("Lisboa", "Nueva York"), so a
 * plan in their language uses their word ("Roma", "Wien"); GeoNames' own spelling otherwise ("Krakow"
 * → "Kraków") and for nicknames ("NYC", "CDMX", "cdmx").
 */
export function cityDisplayName(request: DateRequest): string | null {
  const city = request.place.city;
  if (!city) return null;
  const written = request.place.span?.text.trim() ?? '';
  const folded = (text: string) =>
    fold(text)
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  if (
    !written ||
    folded(written) === folded(city.name) ||
    // A short word is a nickname ("cdmx", "LA") unless written as a name ("Roma", "Wien", "Nice").
    (written.length <= 4 && !/^\p{Lu}\p{Ll}+$/u.test(written)) ||
    written === written.toUpperCase()
  )
    return city.name;
  if (written === written.toLowerCase())
    return written
      .replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
      .replace(/\b(De|Del|Da|Do|Di|La|Le|Los|Las)\b/g, (word) => word.toLowerCase());
  return written;
}

const DEFAULT_MEALS = { breakfast: 510, lunch: 750, dinner: 1170 };

/** Places the request in the real world: money, time zone, sunset, meal times and neighbourhoods. */
export function ground(request: DateRequest, now: Date = new Date()): Grounded {
  const city = request.place.city;
  const country = city?.country ?? null;
  const currency = country ? (currencyOf(country) ?? 'USD') : 'USD';
  const level = country ? priceLevel(country) * cityPriceFactor(city?.name ?? '', country) : 1;
  const timezone = city?.timezone ?? null;
  const today = localDateISO(now, timezone ?? 'UTC');
  const date = request.when.date ?? today;
  const curated = city ? curatedCity(city.name, city.country) : undefined;

  let budgetTotalLocal: number | null = null;
  let budgetText: string | null = null;
  const money = request.budget.money;
  if (money) {
    const from = budgetCurrency(request, country) ?? currency;
    const total = money.per === 'person' ? money.amount * request.people : money.amount;
    const converted = from === currency ? total : convert(total, from, currency);
    if (converted !== undefined && Number.isFinite(converted)) {
      // "Around €100" leaves a little room; "under €100" does not.
      budgetTotalLocal = money.bound === 'min' ? null : converted;
    }
    budgetText = `${formatMoney(money.amount, from, request.language)}${money.per === 'person' ? ' pp' : ''}`;
  }

  return {
    request,
    cityName: cityDisplayName(request),
    country,
    countryName: country ? countryName(country, request.language) : null,
    currency,
    priceLevel: level,
    timezone,
    date,
    sunset: city ? sunsetMinutes(city.lat, city.lon, date, city.timezone) : null,
    meals: country ? mealTimes(country) : DEFAULT_MEALS,
    curatedName: curated?.name ?? null,
    areas: curated?.areas ?? [],
    budgetTotalLocal,
    budgetText,
  };
}

/** The spending level a stated budget implies, judged in US-dollar terms at local prices. */
export function impliedLevel(grounded: Grounded): BudgetLevel {
  const request = grounded.request;
  if (grounded.budgetTotalLocal !== null) {
    const perPersonUsd =
      (convert(grounded.budgetTotalLocal, grounded.currency, 'USD') ?? grounded.budgetTotalLocal) /
      request.people /
      Math.max(grounded.priceLevel, 0.2);
    if (perPersonUsd < 45) return 'budget';
    if (perPersonUsd < 160) return 'moderate';
    return 'luxury';
  }
  return request.budget.level ?? 'moderate';
}
