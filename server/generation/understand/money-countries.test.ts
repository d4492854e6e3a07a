import { describe, expect, it } from 'vitest';
import type { Language } from '../request';
import { moneyCountries } from './money-countries';

const countries = (text: string, language: Language) => [...moneyCountries(text, language)].sort();

describe('the countries whose money a text counts in', () => {
  it.each<[string, Language, string[]]>([
    ['cena con 200 mil pesos', 'es', ['AR', 'CL', 'CO', 'CU', 'DO', 'MX', 'PH', 'UY']],
    ['got about 30k JMD', 'en', ['JM']],
    ['something on the beachfront, R800 max', 'en', ['ZA']],
    ['under ₹6000 for 2', 'en', ['IN']],
    ['almoçar matapa, 8000 meticais', 'pt', ['MZ']],
    ['uns R$ 150 para nós dois', 'pt', ['BR']],
    ['unos 30000 colones', 'es', ['CR']],
    ['zwei Personen, 80 Franken', 'de', ['CH', 'LI']],
    ['100 soles para los dos', 'es', ['PE']],
  ])('%s', (text, language, expected) => {
    expect(countries(text, language)).toEqual(expected);
  });

  it('reads a currency word only beside an amount', () => {
    expect(countries('ver la puesta de sol a las 8', 'es')).toEqual([]);
    expect(countries('un coucher de soleil, pas de budget', 'fr')).toEqual([]);
    expect(countries('the real deal for 2 of us', 'en')).toEqual([]);
  });

  it('counts euros in any of the six languages', () => {
    for (const language of ['en', 'es', 'fr', 'it'] as const)
      expect(moneyCountries('100 euros', language).has('ES')).toBe(true);
    expect(moneyCountries('100 Euro', 'de').has('AT')).toBe(true);
  });
});
