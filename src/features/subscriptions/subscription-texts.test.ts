import { describe, expect, it } from 'vitest';
import { longDate } from './subscription-texts';

describe('longDate', () => {
  it('writes the day the way the reader’s language does', () => {
    expect(longDate('2026-02-15T12:00:00Z', 'en-US')).toBe('February 15, 2026');
    expect(longDate('2026-02-15T12:00:00Z', 'en-GB')).toBe('15 February 2026');
    expect(longDate('2026-02-15T12:00:00Z', 'de-DE')).toBe('15. Februar 2026');
  });
});
