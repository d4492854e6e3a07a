import { describe, expect, it } from 'vitest';
import { formatClock, localDateISO, nextDateForWeekday, weekdayOf } from './local-time';

describe('local time', () => {
  it('gives the date in the place, not in UTC', () => {
    const instant = new Date('2025-01-01T03:00:00Z');
    expect(localDateISO(instant, 'America/New_York')).toBe('2024-12-31');
    expect(localDateISO(instant, 'Europe/Paris')).toBe('2025-01-01');
    expect(localDateISO(new Date('2025-06-30T13:00:00Z'), 'Pacific/Auckland')).toBe('2025-07-01');
  });

  it('knows the weekday of a date', () => {
    expect(weekdayOf('2025-06-20')).toBe(5);
    expect(weekdayOf('2025-06-22')).toBe(0);
    expect(weekdayOf('2024-02-29')).toBe(4);
  });

  it('finds the next date on a weekday, today included', () => {
    expect(nextDateForWeekday('2025-06-20', 5)).toBe('2025-06-20');
    expect(nextDateForWeekday('2025-06-20', 6)).toBe('2025-06-21');
    expect(nextDateForWeekday('2025-06-20', 4)).toBe('2025-06-26');
    expect(nextDateForWeekday('2025-12-30', 4)).toBe('2026-01-01');
    expect(nextDateForWeekday('2024-02-27', 4)).toBe('2024-02-29');
  });

  it('writes clock times in 12 or 24 hours', () => {
    expect(formatClock(19 * 60 + 45, '12h')).toBe('7:45 PM');
    expect(formatClock(19 * 60 + 45, '24h')).toBe('19:45');
    expect(formatClock(0, '12h')).toBe('12:00 AM');
    expect(formatClock(12 * 60, '12h')).toBe('12:00 PM');
    expect(formatClock(9 * 60 + 5, '24h')).toBe('09:05');
    expect(formatClock(1440 + 30, '12h')).toBe('12:30 AM');
    expect(formatClock(1440 + 90, '24h')).toBe('01:30');
  });
});
