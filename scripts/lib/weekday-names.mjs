// Weekday names of languages the planner does not write in, from the runtime's CLDR data (Intl),
// folded the way the understanding folds text. Loading 28 locales costs a few hundred milliseconds,
// so the names are written once into a table (scripts/weekday-names.mjs) instead of at run time.

/** Languages people write dates in beyond the six the planner answers in. */
export const OTHER_LOCALES = [
  'nl',
  'pl',
  'tr',
  'sw',
  'ja',
  'zh',
  'ko',
  'id',
  'ms',
  'sv',
  'da',
  'nb',
  'fi',
  'cs',
  'sk',
  'hu',
  'ro',
  'hr',
  'ru',
  'uk',
  'el',
  'ar',
  'he',
  'hi',
  'th',
  'vi',
  'ca',
  'tl',
];

const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** [folded name, weekday (0 = Sunday)] for every locale, first spelling kept, longest first. */
export function weekdayNames() {
  const names = new Map();
  for (const locale of OTHER_LOCALES) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    // 2026-11-22 is a Sunday.
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const name = fold(format.format(new Date(Date.UTC(2026, 10, 22 + weekday))));
      if (name.length >= 3 && !names.has(name)) names.set(name, weekday);
    }
  }
  return [...names].sort(([a], [b]) => b.length - a.length || (a < b ? -1 : 1));
}
