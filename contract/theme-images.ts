/** The theme pictures (spec section 9), chosen the same way by the engine and by the dashboard. */
export type Theme = 'romantic' | 'outdoor' | 'casual' | 'adventure' | 'cultural' | 'default';

const THEME_WORDS: [Theme, RegExp][] = [
  ['romantic', /\b(romantic|romance|candle\w*|love|intimate|anniversary)/i],
  ['adventure', /\b(adventur\w*|hike|hiking|thrill\w*|climb\w*|kayak\w*|active)/i],
  ['outdoor', /\b(outdoor\w*|park|picnic|garden|nature|beach|walk|stroll|stars?)/i],
  ['cultural', /\b(cultur\w*|museum|gallery|art|theat(er|re)|show|history|concert|jazz)/i],
  ['casual', /\b(casual|coffee|relaxed|laid[- ]back|fun|games?|brunch|easy)/i],
];

/** Spec section 9: the theme text matched to romantic, outdoor, casual, adventure or cultural, else default. */
export function themeOf(text: string): Theme {
  return THEME_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'default';
}

export const themeImageUrl = (theme: Theme) => `/images/themes/${theme}.svg`;

/** A path to one of the product's own pictures under /images/: plain names only, so nothing can leave the site. */
const OWN_IMAGE_PATH =
  /^\/images\/(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.(?:svg|png|jpe?g|webp|avif)$/;

/** Whether a picture link may be shown or shared: each link is judged on its own. */
export const isOwnImagePath = (url: string) => OWN_IMAGE_PATH.test(url);
