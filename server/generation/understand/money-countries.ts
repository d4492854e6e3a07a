/**
 * The countries whose money a description counts in: "800 pesos", "30k JMD", "R800", "₹6000",
 * "8000 meticais", "200 mil colones". A clue to which of several namesakes is meant ("Córdoba" with
 * pesos is Argentina's, with euros Spain's). The words, codes and symbols come from ICU (Intl), in
 * English and the text's language, so every currency of country-to-currency is known without a list.
 */
import countryToCurrency from 'country-to-currency';
import type { Language } from '../request';
import { fold } from './text';

const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = countryToCurrency;

/** Words between an amount and its currency that only scale it: "200 mil pesos", "10 bin lira". */
const SCALES = new Set(
  'k m mn mil mille mila thousand tausend bin lakh lakhs crore crores million millions millones milhoes milioni millionen de'.split(
    ' ',
  ),
);

/** Symbols and ISO codes as written ("R$", "₹", "R", "JMD"), from English ICU data. */
let marks: Map<string, Set<string>> | null = null;
/** Folded currency words by language, singular ("peso", "real", "metical", "rupee"). */
const wordsByLanguage = new Map<string, Map<string, Set<string>>>();

function add(map: Map<string, Set<string>>, key: string, country: string): void {
  const countries = map.get(key) ?? new Set<string>();
  countries.add(country);
  map.set(key, countries);
}

/** What a formatted amount says besides its number: "R$ 1.00" → "R$". */
const withoutNumber = (formatted: string) => formatted.replace(/[\d\s.,\u00a0\u202f'’-]+/g, '').trim();

function moneyMarks(): Map<string, Set<string>> {
  if (marks) return marks;
  marks = new Map();
  for (const [country, currency] of Object.entries(CURRENCY_BY_COUNTRY)) {
    add(marks, currency, country);
    for (const display of ['narrowSymbol', 'symbol'] as const) {
      const format = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: display });
      add(marks, withoutNumber(format.format(1)), country);
    }
  }
  return marks;
}

/** Built for a language the first time a text in it counts money: ICU's names are slow to load. */
function moneyWords(language: Language): Map<string, Set<string>> {
  let words = wordsByLanguage.get(language);
  if (words) return words;
  words = new Map();
  const names = new Intl.DisplayNames(language, { type: 'currency' });
  for (const [country, currency] of Object.entries(CURRENCY_BY_COUNTRY)) {
    for (const word of fold(names.of(currency) ?? '').split(/[^\p{L}]+/u)) {
      if (word.length >= 3) add(words, word, country);
    }
  }
  wordsByLanguage.set(language, words);
  return words;
}

/** The singulars a written word may be: "pesos" → "peso", "colones" → "colon", "reais" → "real". */
function singulars(word: string): string[] {
  return [word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ais$/, 'al')];
}

const bare = (chunk: string) => chunk.replace(/^[("'“‘¿¡]+|[)"'”’.,;:!?]+$/g, '');

/** Countries whose currency a word, code or symbol written beside an amount names. */
export function moneyCountries(text: string, textLanguage: Language): Set<string> {
  const found = new Set<string>();
  if (!/\d/.test(text)) return found;
  const take = (countries: Set<string> | undefined) => countries?.forEach((country) => found.add(country));
  const chunks = text.split(/\s+/).map(bare).filter(Boolean);
  chunks.forEach((chunk, at) => {
    if (!/\d/.test(chunk)) return;
    // "R800", "₹6000", "800€", "R$150", "30k": what is written on the number itself.
    take(moneyMarks().get(chunk.replace(/[\d.,'’]+/g, '').replace(/[kKmM]$/, '')));
    take(moneyMarks().get(chunks[at - 1] ?? ''));
    let next = at + 1;
    while (next < at + 3 && SCALES.has(fold(chunks[next] ?? ''))) next += 1;
    const after = chunks[next] ?? '';
    take(moneyMarks().get(after));
    for (const language of new Set<Language>(['en', textLanguage])) {
      for (const word of singulars(fold(after))) take(moneyWords(language).get(word));
    }
  });
  return found;
}
