/** Calendar arithmetic on plain ISO dates, and clock times written the way a plan shows them. */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timezone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timezone, format);
  }
  return format;
}

/** The calendar day it is at that instant in that IANA zone, as yyyy-mm-dd. */
export function localDateISO(now: Date, timezone: string): string {
  const parts = dayFormat(timezone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function utcDay(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(isoDate: string): number {
  return utcDay(isoDate).getUTCDay();
}

/** The first day on or after fromISO that falls on that weekday: "Friday" said on a Friday means today. */
export function nextDateForWeekday(fromISO: string, weekday: number): string {
  const date = utcDay(fromISO);
  date.setUTCDate(date.getUTCDate() + ((weekday - date.getUTCDay() + 7) % 7));
  return date.toISOString().slice(0, 10);
}

/** "7:45 PM" or "19:45"; a time past midnight (1440 and more) is shown on the next day's clock. */
export function formatClock(minutes: number, clock: '12h' | '24h'): string {
  const inDay = ((Math.round(minutes) % 1440) + 1440) % 1440;
  const hours = Math.floor(inDay / 60);
  const mins = String(inDay % 60).padStart(2, '0');
  if (clock === '24h') return `${String(hours).padStart(2, '0')}:${mins}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${mins} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "21:30", "9:30 PM", "9 p.m.", "21 h 30", "21h", "21.30 Uhr" → minutes after midnight; null if unreadable. */
export function parseClock(text: string): number | null {
  const clocks = text.matchAll(/(\d{1,2})\s*(?:([:.]|h|uhr)\s*(\d{2})?)?\s*(?:([ap])\.?\s*m\b\.?)?/gi);
  // A figure is a clock time only with a separator or an am/pm after it ("Ends at 9" is not one).
  for (const [, hourText, separator, minuteText, meridiem] of clocks) {
    if (separator === undefined && meridiem === undefined) continue;
    return clockMinutes(Number(hourText), minuteText === undefined ? 0 : Number(minuteText), meridiem);
  }
  return null;
}

function clockMinutes(hours: number, minutes: number, meridiem: string | undefined): number | null {
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    return (hours % 12) * 60 + (meridiem.toLowerCase() === 'p' ? 720 : 0) + minutes;
  }
  if (hours > 24 || (hours === 24 && minutes > 0)) return null;
  return (hours * 60 + minutes) % 1440;
}

/** The wall-clock time in a zone, in minutes after its midnight. */
export function localMinutes(now: Date, timezone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** The calendar day `days` after an ISO date. */
export function addDaysISO(isoDate: string, days: number): string {
  const date = utcDay(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
