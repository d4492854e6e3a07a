import { describe, expect, it, vi } from 'vitest';
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

  it('makes no Intl formatter for a cost with nothing to group, and one per locale for those that have', () => {
    const made = vi.fn();
    const Original = Intl.NumberFormat;
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made();
      }
    } as typeof Intl.NumberFormat;
    try {
      expect(readableMoney('$40-80', 'fr-FR')).toBe('$40–80');
      expect(made).not.toHaveBeenCalled();
      readableMoney('12000 XOF', 'fr-CA');
      readableMoney('15000 XOF', 'fr-CA');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});
