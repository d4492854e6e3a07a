import { describe, expect, it } from 'vitest';
import { readableMoney } from './money-text';

describe('readableMoney', () => {
  it.each([
    ['¥11000-20000', '¥11,000–20,000'],
    ['₩41200 - 74000', '₩41,200–74,000'],
    ['$50-100', '$50–100'],
    ['$1500-$2500', '$1,500–$2,500'],
    ['R 800–1200', 'R 800–1,200'],
  ])('%s reads %s', (raw, readable) => {
    expect(readableMoney(raw, 'en-US')).toBe(readable);
  });

  it('leaves costs that are already grouped, and free ones, as they are', () => {
    for (const text of ['¥12,910–25,500', '12.000–20.000 ₫', '€20–40', 'Free', '1 234,50 €', '€12.50']) {
      expect(readableMoney(text, 'en-US')).toBe(text);
    }
  });

  it('groups the reader’s way', () => {
    expect(readableMoney('11000-20000 €', 'de-DE')).toBe('11.000–20.000 €');
  });
});
