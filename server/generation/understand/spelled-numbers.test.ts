import { describe, expect, it } from 'vitest';
import { extractBudget } from './budget';
import { spelledNumber } from './spelled-numbers';

describe('numbers spelled in words', () => {
  it.each([
    ['fifty', 50],
    ['twenty five', 25],
    ['two hundred', 200],
    ['veinticinco', 25],
    ['dos mil', 2000],
    ['quatre vingts', 80],
    ['soixante dix', 70],
    ['funfundzwanzig', 25],
    ['venticinque', 25],
    ['cento cinquanta', 150],
    ['vinte e cinco', 25],
    ['una ventina', 20],
    ['une centaine', 100],
  ])('%s → %d', (words, value) => {
    expect(spelledNumber(words.split(' '))?.value).toBe(value);
  });

  it.each(['un bar', 'one drink', 'dos cervezas', 'zwei Kaffee'])('a lone unit is no amount: %s', (words) => {
    expect(spelledNumber(words.toLowerCase().split(' '))).toBeNull();
  });
});

describe('amounts spelled in words', () => {
  it.each([
    ['una ventina di euro a testa', 'it', 20, 'EUR', 'person'],
    ["une vingtaine d'euros chacun", 'fr', 20, 'EUR', 'person'],
    ['zwanzig Euro pro Person', 'de', 20, 'EUR', 'person'],
    ['vinte e cinco reais cada', 'pt', 25, 'BRL', 'person'],
    ['I have like a hundred quid', 'en', 100, 'GBP', 'total'],
    ['tenemos cien euros', 'es', 100, 'EUR', 'total'],
  ] as const)('%s', (text, language, amount, currency, per) => {
    const money = extractBudget(text, language).money;
    expect(money).toMatchObject({ amount, currency, per });
  });
});

describe('a plan under a cap spelled in words', () => {
  it('keeps each person’s share under "una ventina di euro a testa"', async () => {
    const { planOffline } = await import('../pipeline');
    const result = planOffline(
      'domenica mattina a palermo: mercato di ballarò, un cannolo e un caffè. una ventina di euro a testa',
      { now: new Date('2026-11-23T10:00:00Z'), variant: 0 },
    );
    if (!('plan' in result)) throw new Error('refused');
    expect(result.draft.request.budget.money?.amount).toBe(20);
    const high = Number(/(\d+)\s*€/u.exec(result.plan.total_estimated_cost_range)?.[1]);
    expect(high).toBeLessThanOrEqual(20);
  });
});
