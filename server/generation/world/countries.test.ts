import { describe, expect, it } from 'vitest';
import countryToCurrency from 'country-to-currency';
import {
  countryFromName,
  countryName,
  currencyOf,
  currencySymbol,
  formatMoney,
  formatMoneyRange,
} from './countries';
import { localNamesake, type Namesake } from './currency-namesakes';

const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;

/** Intl separates numbers and symbols with no-break spaces; the tests compare plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('countries', () => {
  it('names countries in the six languages', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'es')).toBe('Alemania');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('GB', 'it')).toBe('Regno Unito');
  });

  it('reads country names in any of the six languages', () => {
    expect(countryFromName('Alemania')).toBe('DE');
    expect(countryFromName('Royaume-Uni')).toBe('GB');
    expect(countryFromName('U.S.A.')).toBe('US');
    expect(countryFromName('England')).toBe('GB');
    expect(countryFromName('Estados Unidos')).toBe('US');
    expect(countryFromName('Paris')).toBeUndefined();
  });

  it('knows each country’s currency', () => {
    expect(currencyOf('NG')).toBe('NGN');
    expect(currencyOf('fr')).toBe('EUR');
    expect(currencyOf('GH')).toBe('GHS');
    expect(currencyOf('XX')).toBeNull();
  });

  it('writes the symbol people use', () => {
    const symbols = ['NGN', 'ZAR', 'KRW', 'BRL', 'PLN', 'GHS', 'GBP', 'EUR', 'USD', 'JPY', 'INR'].map(
      (code) => currencySymbol(code, 'en'),
    );
    expect(symbols).toEqual(['₦', 'R', '₩', 'R$', 'zł', 'GH₵', '£', '€', '$', '¥', '₹']);
  });

  it('formats money the way each language writes it', () => {
    expect(formatMoney(250, 'EUR', 'en')).toBe('€250');
    expect(formatMoney(60000, 'NGN', 'en')).toBe('₦60,000');
    expect(plain(formatMoney(800, 'ZAR', 'en'))).toBe('R 800');
    expect(formatMoney(12.6, 'GBP', 'en')).toBe('£13');
    expect(formatMoney(4.5, 'EUR', 'en')).toBe('€4.50');
    for (const language of ['fr', 'de', 'es', 'it', 'pt'] as const) {
      expect(plain(formatMoney(250, 'EUR', language))).toBe('250 €');
    }
    expect(plain(formatMoney(1500, 'EUR', 'de'))).toBe('1.500 €');
    expect(plain(formatMoney(1500, 'EUR', 'fr'))).toBe('1 500 €');
    expect(plain(formatMoney(120, 'BRL', 'pt'))).toBe('R$ 120');
  });

  it('writes a symbol several currencies share so a reader anywhere knows it, in the local number format', () => {
    expect(formatMoney(40, 'AUD', 'en')).toBe('A$40');
    expect(formatMoney(40, 'CAD', 'en')).toBe('CA$40');
    expect(formatMoney(40, 'USD', 'en')).toBe('$40');
    expect(plain(formatMoney(1500, 'MXN', 'es'))).toBe('1500 MXN');
    expect(plain(formatMoney(40, 'USD', 'es'))).toBe('40 US$');
    expect(plain(formatMoneyRange(300, 1200, 'TWD', 'en'))).toBe('NT$300–1,200');
    expect(plain(formatMoneyRange(20, 40, 'NZD', 'fr'))).toBe('20–40 $NZ');
    expect(plain(formatMoney(120, 'BRL', 'pt'))).toBe('R$ 120');
    expect(formatMoney(250, 'EUR', 'en')).toBe('€250');
  });

  it('formats a range with the symbol once', () => {
    expect(formatMoneyRange(20, 40, 'EUR', 'en')).toBe('€20–40');
    expect(plain(formatMoneyRange(20, 40, 'EUR', 'fr'))).toBe('20–40 €');
    expect(formatMoneyRange(1000, 2500, 'JPY', 'en')).toBe('¥1,000–2,500');
    expect(plain(formatMoneyRange(300, 800, 'ZAR', 'en'))).toBe('R 300–800');
    expect(formatMoneyRange(30, 30, 'USD', 'en')).toBe('$30');
  });

  describe('every dollar, peso, krona and rupee is told apart in every language', () => {
    const countries = Object.keys(countryToCurrency);
    const currencies = [...new Set(Object.values(countryToCurrency as Record<string, string>))];
    const namesakes: Namesake[] = ['sign', 'peso', 'krona', 'rupee'];
    const shared = [
      ...new Set(
        countries
          .flatMap((country) => namesakes.map((namesake) => localNamesake(country, namesake) ?? []))
          .flat(),
      ),
    ];
    const symbolOf = (currency: string, language: (typeof LANGUAGES)[number]) =>
      plain(formatMoney(1234, currency, language)).replace(/[\d\s.,’']+/g, '');

    it.each(LANGUAGES)('%s: no other currency writes the same symbol', (language) => {
      const writers = new Map<string, string[]>();
      for (const currency of currencies) {
        const symbol = symbolOf(currency, language);
        writers.set(symbol, [...(writers.get(symbol) ?? []), currency]);
      }
      for (const currency of shared)
        expect(writers.get(symbolOf(currency, language)), currency).toEqual([currency]);
    });

    it.each<[string, (typeof LANGUAGES)[number], string]>([
      ['AUD', 'en', 'A$40'],
      ['CAD', 'en', 'CA$40'],
      ['MXN', 'en', 'MX$40'],
      ['TWD', 'en', 'NT$40'],
      ['NZD', 'en', 'NZ$40'],
      ['HKD', 'en', 'HK$40'],
      ['BRL', 'pt', 'R$ 40'],
      ['JMD', 'en', 'JMD 40'],
      ['TTD', 'fr', '40 $TT'],
      ['CLP', 'es', '40 CLP'],
      ['ARS', 'fr', '40 $AR'],
      ['UYU', 'de', '40 UYU'],
      ['SEK', 'en', 'SEK 40'],
      ['ISK', 'de', '40 ISK'],
      ['LKR', 'en', 'LKR 40'],
      ['PKR', 'it', '40 PKR'],
      ['INR', 'en', '₹40'],
      ['PHP', 'es', '40 ₱'],
      ['USD', 'es', '40 US$'],
    ])('%s in %s: %s', (currency, language, written) => {
      expect(plain(formatMoney(40, currency, language))).toBe(written);
    });
  });
});
