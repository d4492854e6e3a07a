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
