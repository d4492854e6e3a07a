const UNGROUPED = /(?<![\d.,'’])\d{4,}(?![\d.,]\d)/g;
const HYPHEN_BETWEEN_NUMBERS = /(\d)\s*-\s*(?=[^\s\d]{0,3}\d)/g;

/**
 * A cost as people read it: thousands grouped the reader's way and an en dash between the two ends
 * ("¥11000-20000" → "¥11,000–20,000"). The engine already writes costs so; plans made before it did,
 * or shared from elsewhere, may not.
 */
export function readableMoney(text: string, locale?: string): string {
  return text
    .replace(HYPHEN_BETWEEN_NUMBERS, '$1–')
    .replace(UNGROUPED, (digits) => grouping(locale).format(Number(digits)));
}

const groupings = new Map<string | undefined, Intl.NumberFormat>();

/**
 * One formatter per locale, made only once a number needs grouping: a page's first `Intl` formatter
 * loads the locale's data, tens of milliseconds of main thread before a plan's costs can show.
 */
function grouping(locale: string | undefined) {
  let format = groupings.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    groupings.set(locale, format);
  }
  return format;
}
