import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it.each([
    [9.99, 'USD', '$9.99'],
    [99, 'USD', '$99'],
    [0, 'USD', '$0'],
    [5.5, 'EUR', '€5.50'],
    [1200, 'JPY', '¥1,200'],
  ])('%s %s reads %s', (amount, currency, expected) => expect(formatPrice(amount, currency)).toBe(expected));

  it('keeps an unknown currency code as the server spelt it', () =>
    expect(formatPrice(3, 'credits')).toBe('credits 3'));
});
