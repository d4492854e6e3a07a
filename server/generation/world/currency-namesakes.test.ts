import { describe, expect, it } from 'vitest';
import { planOffline, type PlanResult } from '../pipeline';
import { TEST_NOW } from '../compose/compose-test-helpers';
import { localNamesake } from './currency-namesakes';
import { convert } from './rates';

describe('money several countries call by one name: the place decides whose', () => {
  it.each([
    ['dollar', 'TT', 'TTD'],
    ['dollar', 'FJ', 'FJD'],
    ['dollar', 'SR', 'SRD'],
    ['dollar', 'AU', 'AUD'],
    ['dollar', 'EC', 'USD'],
    ['dollar', 'MX', null],
    ['dollar', 'CU', null],
    ['sign', 'MX', 'MXN'],
    ['sign', 'CL', 'CLP'],
    ['sign', 'JM', 'JMD'],
    ['sign', 'PE', null],
    ['peso', 'PH', 'PHP'],
    ['peso', 'DO', 'DOP'],
    ['peso', 'ES', null],
    ['krona', 'IS', 'ISK'],
    ['krona', 'DK', 'DKK'],
    ['rupee', 'LK', 'LKR'],
    ['rupee', 'PK', 'PKR'],
    ['rupee', 'NP', 'NPR'],
    ['rupee', 'MU', 'MUR'],
    ['rupee', 'ID', null],
  ] as const)('%s in %s → %s', (namesake, country, currency) => {
    expect(localNamesake(country, namesake)).toBe(currency);
  });
});

describe('a budget in rupees or dollars is the local one', () => {
  const planned = (text: string): PlanResult => {
    const result = planOffline(text, { now: TEST_NOW });
    if (!('plan' in result)) throw new Error(`refused: ${text}`);
    return result;
  };

  it.each([
    ['Colombo on Saturday evening, dinner and a walk, Rs 12,000 for both of us', 12000],
    ['Karachi, Sunday evening, dinner by the sea, 15000 rupees', 15000],
    ['Port of Spain friday night, doubles and a lime, 400 dollars', 400],
    ['Suva on Saturday, lunch and a walk, $200 for both', 200],
  ])('%s', (text, amount) => {
    expect(planned(text).grounded.budgetTotalLocal).toBe(amount);
  });

  it('keeps "dólares" the US dollar where the money is the peso, and "$" the peso', () => {
    const dollars = planned('Cancún el sábado por la noche, cena y baile, 100 dólares').grounded;
    expect(dollars.currency).toBe('MXN');
    expect(dollars.budgetTotalLocal).toBeCloseTo(convert(100, 'USD', 'MXN') as number);
    expect(planned('Cancún el sábado por la noche, cena y baile, $1500').grounded.budgetTotalLocal).toBe(
      1500,
    );
  });
});
