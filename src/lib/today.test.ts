import { describe, expect, it } from 'vitest';
import { fillToday, todayText } from './today';

describe('today', () => {
  it('writes the date as the app does everywhere else', () => {
    expect(todayText(new Date(2026, 10, 23))).toBe('November 23, 2026');
    expect(todayText(new Date(2026, 10, 23), 'year')).toBe('2026');
  });

  it('writes every month and day as en-US’s own date formatter does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    for (let month = 0; month < 12; month += 1)
      for (const day of [1, 9, 28]) {
        const date = new Date(2027, month, day);
        expect(todayText(date)).toBe(intl.format(date));
      }
  });

  it('fills every element marked for it, and nothing else', () => {
    document.body.innerHTML =
      '<p>Last updated: <time data-today>May 1, 2020</time></p><time>May 1, 2020</time><time data-today="year">2020</time>';
    fillToday(document.body, new Date(2026, 0, 5));
    expect([...document.querySelectorAll('time')].map((time) => time.textContent)).toEqual([
      'January 5, 2026',
      'May 1, 2020',
      '2026',
    ]);
  });
});
