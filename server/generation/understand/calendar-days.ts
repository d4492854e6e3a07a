/**
 * Days said without a month or a weekday's full name, read on folded text: "this weekend", "on the
 * 14th" / "le 14" / "am 14.", and weekday names in languages the planner does not answer in
 * ("Zaterdag", "sobota", "土曜日"), taken from the runtime's own calendar data (Intl) rather than a list.
 */
import type { Language } from '../request';
import { FOREIGN_WEEKDAYS } from './foreign-weekdays';
import { phrases } from './numbers';

export interface CalendarHit {
  start: number;
  end: number;
  date: string;
  weekday: number | null;
}

const DAY_MS = 86_400_000;
const parseISO = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toISO = (time: number) => new Date(time).toISOString().slice(0, 10);
const weekdayOf = (iso: string) => new Date(parseISO(iso)).getUTCDay();
const addDays = (iso: string, days: number) => toISO(parseISO(iso) + days * DAY_MS);

/** The first day on or after today that is this weekday. */
export function nextWeekday(today: string, weekday: number): string {
  return addDays(today, (weekday - weekdayOf(today) + 7) % 7);
}

// ---------------------------------------------------------------------------------------------
// The weekend

const WEEKEND_WORDS = [
  'weekend',
  'week-end',
  'wkend',
  'fin de semana',
  'finde',
  'fin de semaine',
  'fim de semana',
  'fds',
  'wochenende',
  'fine settimana',
  'finesettimana',
];
/** Words before "weekend" that push it a week on, said while a weekend is already under way or not. */
const NEXT_WORDS = /(?:next|proximo|prochain|nachstes|nachsten|kommendes|prossimo)\s+$/u;
const WEEKEND = new RegExp(phrases(WEEKEND_WORDS), 'gu');

/**
 * "This weekend" is the coming Saturday, or today when the weekend has begun; "next weekend" said on
 * a weekend day is the one after. A weekend is no weekday, so only the date is set.
 */
export function weekendHits(folded: string, today: string): CalendarHit[] {
  const hits: CalendarHit[] = [];
  const todayWeekday = weekdayOf(today);
  for (const match of folded.matchAll(WEEKEND)) {
    const underWay = todayWeekday === 6 || todayWeekday === 0;
    const next = NEXT_WORDS.test(folded.slice(Math.max(0, match.index - 14), match.index));
    let date = underWay ? today : nextWeekday(today, 6);
    if (underWay && next) date = nextWeekday(addDays(today, 1), 6);
    hits.push({ start: match.index, end: match.index + match[0].length, date, weekday: null });
  }
  return hits;
}

// ---------------------------------------------------------------------------------------------
// A day of the month alone

/**
 * How each language says a day of the month with no month: the article or preposition before the
 * number is what makes it a day ("le 14", "am 14.", "on the 14th", "no dia 14"), not the number.
 */
const DAY_OF_MONTH: Record<Language, RegExp> = {
  en: /(?<![\p{L}\p{N}])(?:on\s+(?:the\s+)?|the\s+)(\d{1,2})(?:st|nd|rd|th)(?![\p{L}\p{N}])/gu,
  es: /(?<![\p{L}\p{N}])(?:el\s+(?:dia\s+)?|dia\s+)(\d{1,2})(?![\p{L}\p{N}]|[.,:]\p{N})/gu,
  fr: /(?<![\p{L}\p{N}])le\s+(\d{1,2})(?:er)?(?![\p{L}\p{N}]|[.,:]\p{N})/gu,
  de: /(?<![\p{L}\p{N}])(?:am|zum|bis\s+zum)\s+(\d{1,2})\.(?![\p{N}])/gu,
  it: /(?<![\p{L}\p{N}])(?:il\s+(?:giorno\s+)?|giorno\s+)(\d{1,2})(?![\p{L}\p{N}]|[.,:]\p{N})/gu,
  pt: /(?<![\p{L}\p{N}])(?:(?:no|o)\s+dia\s+|dia\s+)(\d{1,2})(?![\p{L}\p{N}]|[.,:]\p{N})/gu,
};
/** A number that runs on into a clock range ("le 5 à 7") is an hour, not a day. */
const RANGE_AFTER = /^\s*(?:a|to|al|bis|e|-|–)\s*\d/u;
/** "The 2nd bar" counts stops: an English ordinal with no "on" is a day only before these or a pause. */
const EN_ORDINAL_NOUN =
  /^\s+(?!(?:at|for|in|and|or|we|with|around|from|evening|night|morning|afternoon)(?![\p{L}]))\p{L}/u;

/** The next time the month reaches this day, today included (the 31st skips short months). */
function nextDayOfMonth(today: string, day: number): string | null {
  const [year = 1970, month = 1] = today.split('-').map(Number);
  for (let offset = 0; offset < 3; offset += 1) {
    const time = Date.UTC(year, month - 1 + offset, day);
    const date = toISO(time);
    if (new Date(time).getUTCDate() === day && date >= today) return date;
  }
  return null;
}

/**
 * "On the 14th", "el día 14", "le 14", "am 14.", "il 14", "no dia 14": the next 14th. A number
 * followed by a unit or a currency ("el 10 %", "le 14 euros") is not a day: notAfter says so.
 */
export function dayOfMonthHits(
  folded: string,
  language: Language,
  today: string,
  notAfter: RegExp,
): CalendarHit[] {
  const hits: CalendarHit[] = [];
  for (const match of folded.matchAll(DAY_OF_MONTH[language])) {
    const end = match.index + match[0].length;
    const after = folded.slice(end);
    if (notAfter.test(after) || RANGE_AFTER.test(after)) continue;
    if (language === 'en' && !match[0].startsWith('on') && EN_ORDINAL_NOUN.test(after)) continue;
    const day = Number(match[1]);
    const date = day >= 1 && day <= 31 ? nextDayOfMonth(today, day) : null;
    if (date) hits.push({ start: match.index, end, date, weekday: null });
  }
  return hits;
}

// ---------------------------------------------------------------------------------------------
// Weekdays in other languages

/** A name that is a word prefix in its own language ("zondagmiddag", "sobotę") when it is this long. */
const PREFIX_LENGTH = 5;
/**
 * Shorter names ("cuma", "luni", "Pazar", "Rabu") are also words or towns elsewhere: they count only
 * in a description the detector found to be in another language. Longer ones ("Zaterdag",
 * "Jumamosi") count in any description, since a short text in another language is often mistaken
 * for one of ours.
 */
const ALWAYS_LENGTH = 6;

/** Alphabets that put spaces between words; names in the others are found wherever they stand. */
const SPACED = /\p{Script=Latin}|\p{Script=Cyrillic}|\p{Script=Greek}/u;
const WORDS = /\p{L}+/gu;

const SPACED_NAMES = new Map(FOREIGN_WEEKDAYS.filter(([name]) => SPACED.test(name)));
const PREFIX_LENGTHS = [...new Set([...SPACED_NAMES.keys()].map((name) => name.length))]
  .filter((length) => length >= PREFIX_LENGTH)
  .sort((a, b) => b - a);
const UNSPACED_NAMES = FOREIGN_WEEKDAYS.filter(([name]) => !SPACED.test(name));

/** The weekday a word names: the whole word, or a long name it starts with ("zondagmiddag"). */
function weekdayOfWord(word: string, foreign: boolean): [name: string, weekday: number] | null {
  const candidates = [
    word,
    ...PREFIX_LENGTHS.filter((length) => length < word.length).map((length) => word.slice(0, length)),
  ];
  for (const name of candidates) {
    const weekday = SPACED_NAMES.get(name);
    if (weekday !== undefined && (foreign || name.length >= ALWAYS_LENGTH)) return [name, weekday];
  }
  return null;
}

/**
 * A weekday named in a language the plan is not written in ("Zaterdag", "sobota", "土曜日"), from a
 * table generated out of CLDR rather than a hand-kept list. Word by word, so no large expression runs.
 */
export function foreignWeekdayHits(folded: string, today: string, foreign: boolean): CalendarHit[] {
  const hits: CalendarHit[] = [];
  for (const match of folded.matchAll(WORDS)) {
    const found = weekdayOfWord(match[0], foreign);
    if (found)
      hits.push({
        start: match.index,
        end: match.index + match[0].length,
        date: nextWeekday(today, found[1]),
        weekday: found[1],
      });
  }
  if (/[^\p{Script=Latin}\p{Script=Common}]/u.test(folded))
    for (const [name, weekday] of UNSPACED_NAMES) {
      const at = folded.indexOf(name);
      if (at >= 0)
        hits.push({ start: at, end: at + name.length, date: nextWeekday(today, weekday), weekday });
    }
  return hits.sort((a, b) => a.start - b.start);
}

// ---------------------------------------------------------------------------------------------
// A month alone

/** Prepositions before a month said alone: "in July", "en juillet", "im Juli", "a luglio", "em julho". */
const IN_MONTH = String.raw`(?:in|en|im|em|au\s+mois\s+de|nel\s+mese\s+di|no\s+mes\s+de|a(?=\s+[a-z]+o\b))`;

/** The first Saturday of a month still to come: this month's while one is left, else next year's. */
function firstSaturdayOf(today: string, month: number): string {
  const year = Number(today.slice(0, 4));
  const monthPart = String(month).padStart(2, '0');
  const thisYear = nextWeekday([`${year}-${monthPart}-01`, today].sort()[1] as string, 6);
  return thisYear.slice(5, 7) === monthPart ? thisYear : nextWeekday(`${year + 1}-${monthPart}-01`, 6);
}

/** English past tense in the clause before: "we got married in June" tells a story, not the date. */
const PAST_IN_CLAUSE = /\b(?:\w+ed|met|was|were|got|had|born|went|did|saw)\s+(?:\S+\s+){0,3}$/u;
const toldInThePast = (before: string) => PAST_IN_CLAUSE.test(before.split(/[.,;!?\n]/u).at(-1) ?? '');

/**
 * "A beer garden in Munich in July": a month said with no day is a date in it, its first Saturday
 * still to come, so the plan has that month's hours, sunset and season. No weekday was said.
 * `monthPattern` captures a month's folded name, which `monthOf` numbers.
 */
export function monthAloneHits(
  folded: string,
  today: string,
  monthOf: ReadonlyMap<string, number>,
  monthPattern: string,
): CalendarHit[] {
  const pattern = new RegExp(String.raw`(?<![\p{L}\p{N}])${IN_MONTH}\s+${monthPattern}(?!\s*\d)`, 'gu');
  const hits: CalendarHit[] = [];
  for (const match of folded.matchAll(pattern)) {
    const month = monthOf.get(match[1] ?? '');
    if (!month || toldInThePast(folded.slice(0, match.index))) continue;
    const date = firstSaturdayOf(today, month);
    hits.push({ start: match.index, end: match.index + match[0].length, date, weekday: null });
  }
  return hits;
}
