/** Countries, their currencies and how money is written, from Node's ICU data and country-to-currency. */
import countryToCurrency from 'country-to-currency';
import { LANGUAGES } from '../request';
import type { Language } from '../request';
import { fold } from '../understand/text';

const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = countryToCurrency;

/** ISO 3166-1 alpha-2 codes of every country and territory with a currency of its own. */
export const COUNTRY_CODES: readonly string[] = Object.keys(CURRENCY_BY_COUNTRY);

const displayNames = new Map<string, Intl.DisplayNames>();
function regionNames(locale: string, style: 'long' | 'short'): Intl.DisplayNames {
  const key = `${locale}/${style}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region', style, fallback: 'none' });
    displayNames.set(key, names);
  }
  return names;
}

export function countryName(code: string, language: Language): string {
  return regionNames(language, 'long').of(code.toUpperCase()) ?? code;
}

/** What people also write for a country, beyond ICU's names ("USA", "England", "EE. UU."). */
const EXTRA_COUNTRY_NAMES: Record<string, string[]> = {
  US: ['usa', 'us', 'america', 'united states of america', 'eeuu', 'ee uu', 'eua', "etats unis d'amerique"],
  GB: [
    'uk',
    'britain',
    'great britain',
    'england',
    'scotland',
    'wales',
    'northern ireland',
    'inglaterra',
    'escocia',
    'gales',
    'angleterre',
    'ecosse',
    'pays de galles',
    'inghilterra',
    'scozia',
    'galles',
    'schottland',
    'gran bretana',
    'gra bretanha',
    'grande bretagne',
    'gran bretagna',
    'grossbritannien',
  ],
  NL: ['holland', 'holanda', 'hollande', 'olanda'],
  AE: ['uae', 'emirates'],
  CZ: ['czech republic'],
  KR: ['korea', 'corea', 'coree', 'coreia'],
};

/** A country name as written, dots dropped ("U.S.A."), folded and with single spaces. */
function countryKey(text: string): string {
  return fold(text)
    .replace(/\./g, '')
    .replace(/[-‐‑–&()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

let countriesByName: Map<string, string> | null = null;

function nameIndex(): Map<string, string> {
  if (countriesByName) return countriesByName;
  const index = new Map<string, string>();
  for (const code of COUNTRY_CODES) {
    for (const language of LANGUAGES) {
      for (const style of ['long', 'short'] as const) {
        const name = regionNames(language, style).of(code);
        if (name) index.set(countryKey(name), code);
      }
    }
  }
  for (const [code, names] of Object.entries(EXTRA_COUNTRY_NAMES)) {
    for (const name of names) index.set(countryKey(name), code);
  }
  countriesByName = index;
  return index;
}

/** The country a name means in any of the six languages ("Alemania", "Royaume-Uni", "USA"), if any. */
export function countryFromName(text: string): string | undefined {
  return nameIndex().get(countryKey(text));
}

export function currencyOf(country: string): string | null {
  return CURRENCY_BY_COUNTRY[country.toUpperCase()] ?? null;
}

/**
 * Portuguese follows Portugal ("250 €") except for reais, written the Brazilian way ("R$ 250"); the other
 * languages use their own conventions whatever the currency.
 */
function moneyLocale(currency: string, language: Language): string {
  if (language === 'pt') return currency === 'BRL' ? 'pt-BR' : 'pt-PT';
  return language;
}

function moneyFormat(amount: number, currency: string, language: Language): Intl.NumberFormat {
  // Small sums keep their cents ("€4.50"); above ten they only clutter a plan.
  const cents = amount < 10 && !Number.isInteger(amount);
  return new Intl.NumberFormat(moneyLocale(currency, language), {
    style: 'currency',
    currency,
    // Intl spaces the symbol it writes ("JMD 40", "$40"), so the display is chosen, not the symbol swapped in.
    currencyDisplay: symbolDisplay(currency, language),
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  });
}

const symbolIn = (locale: string, currency: string, display: 'narrowSymbol' | 'symbol') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency;

const sharedSymbols = new Map<Language, Map<string, number>>();
/** How many of the world's currencies write each narrow symbol for a reader of a language ("$": dollars and pesos). */
function symbolUse(language: Language): Map<string, number> {
  let use = sharedSymbols.get(language);
  if (!use) {
    use = new Map();
    for (const code of new Set(Object.values(CURRENCY_BY_COUNTRY))) {
      const symbol = symbolIn(moneyLocale(code, language), code, 'narrowSymbol');
      use.set(symbol, (use.get(symbol) ?? 0) + 1);
    }
    sharedSymbols.set(language, use);
  }
  return use;
}

/**
 * The symbol a reader anywhere can tell apart: the narrow one ("€", "₦", "R$") unless other currencies
 * write it too, in English or in the reader's language ("L" is the lempira's and the leu's in Spanish),
 * then the one Intl writes for a reader outside the country ("A$", "CA$", "MX$", "NT$"), while the
 * dollar, yen and pound keep theirs.
 */
export function currencySymbol(currency: string, language: Language): string {
  return symbolIn(moneyLocale(currency, language), currency, symbolDisplay(currency, language));
}

function symbolDisplay(currency: string, language: Language): 'narrowSymbol' | 'symbol' {
  const narrow = symbolIn(moneyLocale(currency, language), currency, 'narrowSymbol');
  const shared = (symbolUse('en').get(narrow) ?? 0) > 1 || (symbolUse(language).get(narrow) ?? 0) > 1;
  return shared ? 'symbol' : 'narrowSymbol';
}

/** A number formatted the local way, with the symbol a reader anywhere can tell apart. */
function moneyParts(amount: number, currency: string, language: Language): Intl.NumberFormatPart[] {
  return moneyFormat(amount, currency, language).formatToParts(amount);
}

/** "€250", "₦60,000", "R 800", "A$40" in English; "250 €", "40 A$" in French, German, Spanish, Italian. */
export function formatMoney(amount: number, currency: string, language: Language): string {
  return moneyParts(amount, currency, language)
    .map((part) => part.value)
    .join('');
}

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/**
 * "€20–40", "20–40 €": the symbol once. Intl's own formatRange repeats the symbol in some locales
 * ("€20 – €40") and not in others, so the low number is put in front of the high one by hand.
 */
export function formatMoneyRange(low: number, high: number, currency: string, language: Language): string {
  if (low === high) return formatMoney(high, currency, language);
  const lowNumber = moneyFormat(low, currency, language)
    .formatToParts(low)
    .filter((part) => NUMBER_PARTS.has(part.type))
    .map((part) => part.value)
    .join('');
  const parts = moneyParts(high, currency, language);
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
  return parts.map((part, index) => (index === first ? `${lowNumber}–${part.value}` : part.value)).join('');
}
