import { describe, expect, it } from 'vitest';
import { convert, RATES_DATE, unitsPerUsd } from './rates';

const COMMON = (
  'EUR GBP JPY CNY INR NGN ZAR KRW BRL PLN GHS MXN ARS COP CLP PEN KES EGP MAD TRY AED SAR ILS CHF SEK ' +
  'NOK DKK CZK HUF RON AUD NZD CAD SGD HKD THB VND IDR PHP MYR TWD'
).split(' ');

describe('exchange rates', () => {
  it('is dated', () => {
    expect(RATES_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('tables every commonly used currency with a positive rate', () => {
    for (const code of COMMON) expect(unitsPerUsd(code), code).toBeGreaterThan(0);
    expect(unitsPerUsd('USD')).toBe(1);
    expect(unitsPerUsd('eur')).toBe(unitsPerUsd('EUR'));
    expect(unitsPerUsd('XYZ')).toBeUndefined();
  });

  it('keeps fixed pegs at their parity', () => {
    expect(unitsPerUsd('AED')).toBe(3.67);
    expect(unitsPerUsd('SAR')).toBe(3.75);
    expect(unitsPerUsd('HKD')).toBeCloseTo(7.8, 1);
    expect(unitsPerUsd('XOF')! / unitsPerUsd('EUR')!).toBeCloseTo(655.957, -1);
    expect(unitsPerUsd('BGN')! / unitsPerUsd('EUR')!).toBeCloseTo(1.95583, 1);
  });

  it('converts through the dollar and round-trips', () => {
    expect(convert(100, 'USD', 'USD')).toBe(100);
    expect(convert(100, 'USD', 'EUR')).toBeCloseTo(100 * unitsPerUsd('EUR')!);
    const euros = convert(250, 'GBP', 'EUR')!;
    expect(euros).toBeGreaterThan(250);
    expect(convert(euros, 'EUR', 'GBP')).toBeCloseTo(250);
    expect(convert(10, 'USD', 'XYZ')).toBeUndefined();
    expect(convert(10, 'XYZ', 'USD')).toBeUndefined();
  });
});
