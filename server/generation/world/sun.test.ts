import { describe, expect, it } from 'vitest';
import { sunsetMinutes } from './sun';

describe('sunsetMinutes', () => {
  it('gives local sunset times', () => {
    // London: about 21:21 at midsummer and 15:53 at midwinter.
    expect(sunsetMinutes(51.5074, -0.1278, '2025-06-21', 'Europe/London')).toBeGreaterThanOrEqual(
      21 * 60 + 18,
    );
    expect(sunsetMinutes(51.5074, -0.1278, '2025-06-21', 'Europe/London')).toBeLessThanOrEqual(21 * 60 + 25);
    expect(sunsetMinutes(51.5074, -0.1278, '2025-12-21', 'Europe/London')).toBeGreaterThanOrEqual(
      15 * 60 + 50,
    );
    expect(sunsetMinutes(51.5074, -0.1278, '2025-12-21', 'Europe/London')).toBeLessThanOrEqual(15 * 60 + 58);
    // New York, 4 July: about 20:31 daylight time.
    const newYork = sunsetMinutes(40.7128, -74.006, '2025-07-04', 'America/New_York') ?? 0;
    expect(Math.abs(newYork - (20 * 60 + 31))).toBeLessThanOrEqual(4);
    // Auckland, New Year's Day: about 20:42, a day ahead of UTC.
    const auckland = sunsetMinutes(-36.8485, 174.7633, '2025-01-01', 'Pacific/Auckland') ?? 0;
    expect(Math.abs(auckland - (20 * 60 + 42))).toBeLessThanOrEqual(5);
  });

  it('counts past midnight when the sun sets after it', () => {
    // Reykjavik at midsummer: sunset just after midnight.
    expect(sunsetMinutes(64.1466, -21.9426, '2025-06-21', 'Atlantic/Reykjavik')).toBeGreaterThan(1440);
  });

  it('is null in polar day and polar night', () => {
    expect(sunsetMinutes(78.2232, 15.6267, '2025-06-21', 'Arctic/Longyearbyen')).toBeNull();
    expect(sunsetMinutes(78.2232, 15.6267, '2025-12-21', 'Arctic/Longyearbyen')).toBeNull();
  });
});
