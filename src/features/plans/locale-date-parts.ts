export type DatePart = 'day' | 'month' | 'year';

const SAMPLE = new Date(Date.UTC(2026, 11, 24));

/** The order `locale` writes a date in: day first in de-DE and fr-FR, month first in en-US, year first in ja-JP. */
export function datePartOrder(locale: string): DatePart[] {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).formatToParts(SAMPLE);
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  return order.length === 3 ? order : ['day', 'month', 'year'];
}

/** The twelve months as `locale` names them standing alone ('Dezember', 'décembre', 'December'). */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2026, month, 1))));
}

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'yyyy-MM-dd' for a day, month (1–12) and year, the day kept within the month (31 February is the 28th). */
export function isoDay(year: number, month: number, day: number) {
  return `${year}-${twoDigits(month)}-${twoDigits(Math.min(day, daysInMonth(year, month)))}`;
}
