/**
 * Money that several countries call by one name or sign: "dollars" (US, Canada, Trinidad, Fiji,
 * Suriname…), "$" (those and the peso countries that write it), "pesos", "kronor" and "Rs"/"rupees". Which
 * country's is meant is decided by where the date is. Built from ICU's English currency names and
 * symbols and country-to-currency, so every such country is covered without a hand list.
 */
import countryToCurrency from 'country-to-currency';

/** 'sign' is "$" written: every dollar, and the pesos that write "$" too (Mexico, Chile, Cuba…). */
export type Namesake = 'dollar' | 'sign' | 'peso' | 'krona' | 'rupee';

const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = countryToCurrency;

/** What each name looks like inside ICU's English name of a currency ("Icelandic Króna" → "kron"). */
const STEMS: Record<Namesake, string> = {
  dollar: 'dollar',
  sign: 'dollar',
  peso: 'peso',
  krona: 'kron',
  rupee: 'rupee',
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

let members: Map<Namesake, Set<string>> | null = null;

function namesakeCountries(): Map<Namesake, Set<string>> {
  if (members) return members;
  const names = new Intl.DisplayNames('en', { type: 'currency' });
  const narrow = (currency: string) =>
    new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value;
  members = new Map((Object.keys(STEMS) as Namesake[]).map((name) => [name, new Set<string>()]));
  for (const [country, currency] of Object.entries(CURRENCY_BY_COUNTRY)) {
    const name = fold(names.of(currency) ?? '');
    for (const [namesake, stem] of Object.entries(STEMS) as [Namesake, string][]) {
      // "$" in Mexico or Chile is pesos; "dólares" there, as in Havana, are US dollars.
      const dollarSign = namesake === 'sign' && narrow(currency) === '$';
      if (name.includes(stem) || dollarSign) members.get(namesake)?.add(country);
    }
  }
  return members;
}

/** The local currency when the country's money goes by that name, else null ("$" in Lima is not local). */
export function localNamesake(country: string | null, namesake: Namesake): string | null {
  if (!country || !namesakeCountries().get(namesake)?.has(country)) return null;
  return CURRENCY_BY_COUNTRY[country] ?? null;
}
