/**
 * The member's locale: the browser's first language, which is the member's own choice (the profile has no
 * language of its own). Dates the member picks are written the way this locale writes them.
 */
export const memberLocale = () =>
  (typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language)) ??
  'en-US';
