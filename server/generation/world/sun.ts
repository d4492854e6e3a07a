/** When the sun sets, for scheduling a stop at sunset. */
import SunCalc from 'suncalc';

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timezone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timezone, format);
  }
  return format;
}

/**
 * Local minutes after midnight of isoDate at which the sun sets there, above 1440 when that is after
 * midnight; null when it does not set or does not rise that day (polar day or night).
 */
export function sunsetMinutes(lat: number, lon: number, isoDate: string, timezone: string): number | null {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  // SunCalc works on the solar day around the instant it is given: local solar noon picks the right one.
  const solarNoon = new Date(Date.UTC(year, month - 1, day, 12) - (lon / 15) * 3_600_000);
  const sunset = SunCalc.getTimes(solarNoon, lat, lon).sunset;
  if (Number.isNaN(sunset.getTime())) return null;

  const parts = clockFormat(timezone).formatToParts(sunset);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const dayOffset =
    (Date.UTC(part('year'), part('month') - 1, part('day')) - Date.UTC(year, month - 1, day)) / 86_400_000;
  return dayOffset * 1440 + part('hour') * 60 + part('minute');
}
