import { describe, expect, it } from 'vitest';
import { datePartOrder, isoDay, monthNames } from './locale-date-parts';

describe('a date written the way a locale writes it', () => {
  it('puts the day first in German and French, the month first in American English, the year first in Japanese', () => {
    expect(datePartOrder('de-DE')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('fr-FR')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('en-GB')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('en-US')).toEqual(['month', 'day', 'year']);
    expect(datePartOrder('ja-JP')).toEqual(['year', 'month', 'day']);
  });

  it('names the months in the locale’s words', () => {
    expect(monthNames('de-DE')[11]).toBe('Dezember');
    expect(monthNames('fr-FR')[0]).toBe('janvier');
    expect(monthNames('en-US')).toHaveLength(12);
  });

  it('keeps a day within its month', () => {
    expect(isoDay(2027, 2, 31)).toBe('2027-02-28');
    expect(isoDay(2028, 2, 30)).toBe('2028-02-29');
    expect(isoDay(2026, 12, 5)).toBe('2026-12-05');
  });
});
