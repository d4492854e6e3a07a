/**
 * The attribute of an element that shows today's date, or with the value 'year' this year, which the
 * build could not know.
 */
export const TODAY_ATTRIBUTE = 'data-today';

export type TodayFormat = 'date' | 'year';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Today as the app writes it ('November 23, 2026', or '2026'), as en-US's `Intl.DateTimeFormat` does
 * but without it: the boot script runs this on every prerendered page, and a page's first `Intl`
 * formatter loads the locale data, ~45 ms of main thread on a desktop, four times that on a phone,
 * right after the first paint.
 */
export const todayText = (now = new Date(), format: TodayFormat = 'date') =>
  format === 'year'
    ? String(now.getFullYear())
    : `${MONTHS[now.getMonth()]} ${now.getDate()}, ${now.getFullYear()}`;

/** Writes today's date into the prerendered page, before the app (which renders the same) is there. */
export function fillToday(root: ParentNode, now = new Date()) {
  for (const element of root.querySelectorAll(`[${TODAY_ATTRIBUTE}]`)) {
    element.textContent = todayText(now, element.getAttribute(TODAY_ATTRIBUTE) === 'year' ? 'year' : 'date');
  }
}
