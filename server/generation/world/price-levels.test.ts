import { describe, expect, it } from 'vitest';
import { cityPriceFactor, priceLevel } from './price-levels';

describe('price levels', () => {
  it('puts countries where the brief expects them relative to the United States', () => {
    const expected: Record<string, number> = {
      US: 1,
      CH: 1.35,
      NO: 1.25,
      GB: 0.95,
      FR: 0.9,
      ES: 0.7,
      PT: 0.6,
      PL: 0.5,
      MX: 0.45,
      NG: 0.3,
      IN: 0.25,
      JP: 0.7,
      KR: 0.75,
      ZA: 0.4,
      BR: 0.45,
      AR: 0.45,
      GH: 0.35,
    };
    for (const [country, level] of Object.entries(expected))
      expect(priceLevel(country), country).toBeCloseTo(level);
  });

  it('accepts lower case codes and falls back to 0.6 for unknown countries', () => {
    expect(priceLevel('ch')).toBe(priceLevel('CH'));
    expect(priceLevel('KP')).toBe(0.6);
    expect(priceLevel('')).toBe(0.6);
  });

  it('keeps every level within a sane band', () => {
    for (const code of ['DE', 'IT', 'TH', 'EG', 'AU', 'CA', 'SG', 'AE', 'KE', 'CO', 'PE', 'CL', 'VN']) {
      expect(priceLevel(code), code).toBeGreaterThan(0.15);
      expect(priceLevel(code), code).toBeLessThan(1.5);
    }
  });

  it('makes a few big cities dearer than their country, by name or alias', () => {
    expect(cityPriceFactor('London', 'GB')).toBe(1.15);
    expect(cityPriceFactor('Londres', 'GB')).toBe(1.15);
    expect(cityPriceFactor('New York City', 'US')).toBe(1.25);
    expect(cityPriceFactor('Bombay', 'IN')).toBe(1.2);
    expect(cityPriceFactor('Zürich', 'CH')).toBe(1.1);
    expect(cityPriceFactor('Manchester', 'GB')).toBe(1);
    expect(cityPriceFactor('London', 'CA')).toBe(1);
  });
});
