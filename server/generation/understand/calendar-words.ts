import { LANGUAGES, type Language } from '../request';
import { fold } from './text';

/** A word naming a day or month as one language writes it. */
export interface CalendarWord {
  language: Language;
  /** Folded, as a token's word: "lunedi", "marz". */
  word: string;
  /** Written with a capital as the language does ("Sunday", "Sonntag"), not "domenica". */
  capitalised: boolean;
}

/** Days around today: yesterday, today, tomorrow, the day after ("pasado mañana", "après-demain"). */
const DAYS_AROUND = [-1, 0, 1, 2];

function namesOf(language: Language): string[] {
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  return [
    ...Array.from({ length: 7 }, (_, day) => weekday.format(Date.UTC(2026, 10, 22 + day, 12))),
    ...Array.from({ length: 12 }, (_, index) => month.format(Date.UTC(2026, index, 15, 12))),
    // "in 2 days" is no word of its own: only the days with a name of their own count.
    ...DAYS_AROUND.map((days) => relative.format(days, 'day')).filter((phrase) => !/\d/.test(phrase)),
  ];
}

/**
 * Weekday and month names and the words for the days around today, in each of our languages, from
 * CLDR through Intl: closed classes every speaker writes the same way, so a short text that names a
 * day ("domenica", "Sonntag", "demain") says which language it is in.
 */
export const CALENDAR_WORDS: readonly CalendarWord[] = LANGUAGES.flatMap((language) =>
  namesOf(language).flatMap((name) =>
    [...name.matchAll(/\p{L}+/gu)].map(([piece]) => ({
      language,
      word: fold(piece),
      capitalised: /^\p{Lu}/u.test(piece),
    })),
  ),
);
