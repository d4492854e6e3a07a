/**
 * The attribute of an element that shows today's date, or with the value 'year' this year, which the
 * build could not know.
 */
export const TODAY_ATTRIBUTE = 'data-today';

export type TodayFormat = 'date' | 'year';

const FORMATS: Record<TodayFormat, Intl.DateTimeFormatOptions> = {
  date: { month: 'long', day: 'numeric', year: 'numeric' },
  year: { year: 'numeric' },
};

/** Today as the app writes it ('November 23, 2026', or '2026'), without a date library on the first load. */
export const todayText = (now = new Date(), format: TodayFormat = 'date') =>
  new Intl.DateTimeFormat('en-US', FORMATS[format]).format(now);

/** Writes today's date into the prerendered page, before the app (which renders the same) is there. */
export function fillToday(root: ParentNode, now = new Date()) {
  for (const element of root.querySelectorAll(`[${TODAY_ATTRIBUTE}]`)) {
    element.textContent = todayText(now, element.getAttribute(TODAY_ATTRIBUTE) === 'year' ? 'year' : 'date');
  }
}
