import { describe, expect, it } from 'vitest';
import type { Language } from '../request';
import { extractBudget } from './budget';

function money(text: string, language: Language) {
  const found = extractBudget(text, language).money;
  return found ? { amount: found.amount, currency: found.currency } : null;
}

describe('amounts counted in a multiplier word', () => {
  it.each<[string, Language, number, string | null]>([
    ['予算は二人で1万円', 'en', 10_000, 'JPY'],
    ['予算は二人で3万円くらい', 'en', 30_000, 'JPY'],
    ['we have 2 lakh for the weekend', 'en', 200_000, null],
    ['around ₹1.5 lakh for both', 'en', 150_000, 'INR'],
    // Rupees without a symbol of their own: the place decides whose (ground.ts).
    ['3 crore rupees', 'en', 30_000_000, null],
    ['presupuesto de 2 millones de pesos', 'es', 2_000_000, null],
    ['orçamento de 20 mil reais', 'pt', 20_000, 'BRL'],
    ['Budget 2 Tausend Euro', 'de', 2_000, 'EUR'],
    ['budget 2k pesos', 'es', 2_000, null],
  ])('%s (%s) → %d %s', (text, language, amount, currency) => {
    expect(money(text, language)).toEqual({ amount, currency });
  });

  it('reads a range whose ends carry multipliers', () => {
    expect(money('between 1 and 2 lakh rupees', 'en')).toEqual({ amount: 200_000, currency: null });
  });

  it.each<[string, Language]>([
    ['1万人が来る祭り', 'en'],
    ['2 bin bags', 'en'],
  ])('is no amount in "%s" (%s)', (text, language) => {
    expect(money(text, language)).toBeNull();
  });
});
