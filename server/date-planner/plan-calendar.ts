/** "Add to calendar": a date plan as an RFC 5545 calendar with one event per step. */
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Step } from '@contract/date-plans';
import { planLabels, type PlanLabels } from '@contract/plan-labels';
import { parseClock } from '../generation/world/local-time';
import { stepMapsUrl } from '@contract/maps';

/** Minutes after local midnight of the plan's date; `end` may pass 1440 (after midnight). */
export interface StopTimes {
  start: number;
  end: number;
}

export interface CalendarInput {
  planId: string;
  /** The plan's title, used as the calendar's name. */
  title: string;
  /** YYYY-MM-DD, the local day of the date. */
  date: string;
  /** IANA zone of the city; null (or a zone this runtime does not know) reads the times as UTC. */
  timeZone: string | null;
  steps: Step[];
  /** Per step; null when unknown, then derived with timesFromSteps(steps). */
  times: StopTimes[] | null;
  /** The plan page (the shared link when there is one). */
  planUrl: string | null;
  /** The plan's language, for the field names in each event's notes; English when absent. */
  language?: string | null;
  /** DTSTAMP; defaults to now. */
  now?: Date;
}

const MINUTES_PER_DAY = 1440;
const MINUTE_MS = 60_000;
const FALLBACK_DURATION_MINUTES = 60;

/** The .ics text of the plan: timed events when the step times are known, all-day events otherwise. */
export function planCalendar(input: CalendarInput): string {
  const day = validIsoDate(input.date);
  const zone = knownTimeZone(input.timeZone);
  const times = input.times ?? timesFromSteps(input.steps);
  if (times && times.length !== input.steps.length) {
    throw new Error(`planCalendar: ${times.length} times for ${input.steps.length} steps`);
  }

  const calendar = ical({
    prodId: '//Datecraft//Date plan//EN',
    name: escapeText(input.title),
    // Without METHOD Outlook may treat the file as an invitation instead of events to add.
    method: ICalCalendarMethod.PUBLISH,
  });
  const stamp = input.now ?? new Date();

  input.steps.forEach((step, position) => {
    const mapUrl = stepMapsUrl(step);
    calendar.createEvent({
      id: `${input.planId}-${step.step_index}@datecraft`,
      stamp,
      ...eventTiming(day, times?.[position], zone),
      summary: step.step_title,
      location: stepLocation(step),
      description: stepDescription(step, mapUrl, input.planUrl, planLabels(input.language)),
      url: uriSafe(mapUrl),
    });
  });

  // RFC 5545 §3.4 ends the object with CRLF too; ical-generator leaves the last line bare.
  const ics = withCalendarTimeZone(calendar.toString(), zone);
  return ics.endsWith('\r\n') ? ics : `${ics}\r\n`;
}

/** Timed when the step's times are known; otherwise an all-day event on the plan's day. */
function eventTiming(day: string, times: StopTimes | undefined, zone: string | null) {
  if (!times) return { allDay: true, start: new Date(`${day}T00:00:00Z`) };
  const end = times.end > times.start ? times.end : times.start + FALLBACK_DURATION_MINUTES;
  return { start: localTimeToInstant(day, times.start, zone), end: localTimeToInstant(day, end, zone) };
}

/**
 * Times are written as UTC instants, which every client reads the same way without a VTIMEZONE.
 * X-WR-TIMEZONE still tells Google and Apple which zone the date happens in. ical-generator only writes it
 * together with TZID-local times (calendar.timezone()), and puts custom properties after the events, where
 * RFC 5545 §3.6 allows no calendar property, so it goes in front of the first component here.
 */
function withCalendarTimeZone(ics: string, zone: string | null): string {
  if (!zone) return ics;
  const firstComponent = ics.indexOf('BEGIN:VEVENT');
  const at = firstComponent === -1 ? ics.lastIndexOf('END:VCALENDAR') : firstComponent;
  return `${ics.slice(0, at)}X-WR-TIMEZONE:${zone}\r\n${ics.slice(at)}`;
}

/** The place's name and address, the name once: an address that names the place already stands alone. */
function stepLocation(step: Step): string {
  const name = step.to_location_name.trim();
  const address = step.to_location_address.trim();
  if (!address) return name;
  if (!name || address.toLocaleLowerCase().includes(name.toLocaleLowerCase())) return address;
  return `${name}, ${address}`;
}

function stepDescription(step: Step, mapUrl: string, planUrl: string | null, labels: PlanLabels): string {
  const details = [`${labels.map}: ${mapUrl}`];
  if (step.to_location_website?.trim()) details.push(`${labels.website}: ${step.to_location_website.trim()}`);
  if (step.to_location_phone_number?.trim())
    details.push(`${labels.phone}: ${step.to_location_phone_number.trim()}`);
  if (step.notes_or_tips.trim()) details.push(`${labels.tip}: ${step.notes_or_tips.trim()}`);
  const paragraphs = [step.description.trim(), details.join('\n')];
  if (planUrl) paragraphs.push(`${labels.plan}: ${planUrl}`);
  return paragraphs.filter(Boolean).join('\n\n');
}

/**
 * ical-generator backslash-escapes ',' ';' and '\' in URL, which is right for TEXT but not for a URI value;
 * percent-encoded, they mean the same to a web server and need no escaping.
 */
function uriSafe(url: string): string {
  return url.replace(/[,;\\]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** ical-generator writes NAME and X-WR-CALNAME unescaped; they are TEXT (RFC 5545 §3.3.11). */
function escapeText(text: string): string {
  return text
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
}

/** The date itself, once it is known to be a real YYYY-MM-DD day. */
function validIsoDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const check = new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, day ?? NaN));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || check.toISOString().slice(0, 10) !== date) {
    throw new Error(`planCalendar: not a YYYY-MM-DD date: ${date}`);
  }
  return date;
}

function knownTimeZone(timeZone: string | null): string | null {
  if (!timeZone) return null;
  try {
    offsetFormat(timeZone);
    return timeZone;
  } catch {
    return null;
  }
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** How many minutes the zone's clock is ahead of UTC at that instant. */
function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const parts = offsetFormat(timeZone).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wallAsUtc - Math.floor(instantMs / 1000) * 1000) / MINUTE_MS);
}

/**
 * The instant at which the zone's clocks show `minutes` after midnight of `date` (YYYY-MM-DD), resolved
 * like Temporal's 'compatible' disambiguation: a wall time repeated when clocks go back is the earlier one;
 * a wall time skipped when clocks go forward is moved forward by the gap (02:30 becomes 03:30).
 */
export function localTimeToInstant(date: string, minutes: number, timeZone: string | null): Date {
  const wallAsUtc = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  if (!timeZone) return new Date(wallAsUtc);
  // No zone changes its offset twice within two days, so the offsets a day before and after cover both sides.
  const offsetBefore = zoneOffsetMinutes(wallAsUtc - MINUTES_PER_DAY * MINUTE_MS, timeZone);
  const offsetAfter = zoneOffsetMinutes(wallAsUtc + MINUTES_PER_DAY * MINUTE_MS, timeZone);
  const matching = [offsetBefore, offsetAfter]
    .map((offset) => wallAsUtc - offset * MINUTE_MS)
    .filter((instant) => instant + zoneOffsetMinutes(instant, timeZone) * MINUTE_MS === wallAsUtc);
  return new Date(matching.length > 0 ? Math.min(...matching) : wallAsUtc - offsetBefore * MINUTE_MS);
}

/**
 * Each step's times from its end_time and estimated_duration_at_location; null when any step's cannot be
 * read. Steps are in order, so an end earlier than the one before is on the next day's clock.
 */
export function timesFromSteps(steps: Step[]): StopTimes[] | null {
  const times: StopTimes[] = [];
  let dayShift = 0;
  for (const step of steps) {
    const clock = parseClock(step.end_time);
    // A step that says when it begins is timed by its own two ends, not by its rounded duration.
    const begins = step.start_time ? parseClock(step.start_time) : null;
    const duration =
      begins !== null && clock !== null
        ? (clock - begins + MINUTES_PER_DAY) % MINUTES_PER_DAY
        : parseDurationMinutes(step.estimated_duration_at_location);
    if (clock === null || duration === null) return null;
    const previous = times[times.length - 1];
    if (previous) {
      if (clock + dayShift < previous.end) dayShift += MINUTES_PER_DAY;
    } else if (clock < duration) {
      // A first stop that ends at 00:30 after 90 minutes began on the plan's day, before midnight.
      dayShift = MINUTES_PER_DAY;
    }
    const end = clock + dayShift;
    times.push({ start: end - duration, end });
  }
  return times;
}

const HOUR_WORDS = new Set([
  ...['h', 'hr', 'hrs', 'hour', 'hours'],
  ...['hora', 'horas'],
  ...['heure', 'heures'],
  ...['std', 'stunde', 'stunden'],
  ...['ora', 'ore'],
]);
const MINUTE_WORDS = new Set([
  ...['m', 'mn', 'min', 'mins', 'minute', 'minutes'],
  ...['minuto', 'minutos'],
  ...['minuten'],
  ...['minuti'],
]);

/**
 * "1 hour 30 minutes", "90 minutes", "1 h 30", "1,5 Stunden", "2 Std. 30 Min.", "1 hora y 30 minutos",
 * "1-2 hours" (the first figure) → minutes; null when no figure comes with an hour or minute word.
 */
export function parseDurationMinutes(text: string): number | null {
  const withoutRanges = text
    .toLowerCase()
    .replace(/(\d+(?:[.,]\d+)?)\s*(?:-|–|—|to|a|à|bis)\s*\d+(?:[.,]\d+)?/g, '$1');
  let total = 0;
  let understood = false;
  let afterHours = false;
  for (const [, figure = '', word = ''] of withoutRanges.matchAll(/(\d+(?:[.,]\d+)?)\s*(\p{L}*)/gu)) {
    const amount = Number(figure.replace(',', '.'));
    if (HOUR_WORDS.has(word)) {
      total += amount * 60;
      afterHours = true;
    } else if (MINUTE_WORDS.has(word) || (word === '' && afterHours)) {
      // "1 h 30": a bare figure right after the hours is their minutes.
      total += amount;
      afterHours = false;
    } else {
      afterHours = false;
      continue;
    }
    understood = true;
  }
  return understood ? Math.round(total) : null;
}

/** A file name for Content-Disposition: ASCII letters, digits and dashes only. */
export function calendarFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base ? `${base}.ics` : 'date-plan.ics';
}
