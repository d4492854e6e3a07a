import { francAll } from 'franc-min';
import { LANGUAGES, type Language } from '../request';
import { LEXICONS } from './lexicons/all-lexicons';
import type { MatchToken } from './matcher';
import { fold } from './text';

const ISO3: Record<Language, string> = { en: 'eng', es: 'spa', fr: 'fra', pt: 'por', de: 'deu', it: 'ita' };

const FUNCTION_WORDS = new Map<Language, Set<string>>(
  LANGUAGES.map((language) => [language, new Set(LEXICONS[language].functionWords.map(fold))]),
);

export interface LanguageGuess {
  language: Language;
  /** Written in some other language: the plan falls back to English. */
  fallback: boolean;
}

/**
 * Short descriptions defeat trigram statistics alone ("Cena e cinema"), so the detector's scores
 * are combined with a vote of each language's most frequent small words, which decide short texts.
 */
export function detectLanguage(text: string, tokens: MatchToken[]): LanguageGuess {
  const votes = new Map<Language, number>(LANGUAGES.map((language) => [language, 0]));
  for (const token of tokens) {
    const owners = LANGUAGES.filter((language) => FUNCTION_WORDS.get(language)?.has(token.word));
    // A word shared by several languages says less about each.
    for (const owner of owners) votes.set(owner, (votes.get(owner) ?? 0) + 1 / owners.length);
  }
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  const scores = new Map<Language, number>(LANGUAGES.map((language) => [language, 0]));
  if (letters >= 10) {
    const ranked = francAll(text, { minLength: 3 });
    const top = ranked[0];
    const ours = new Set(Object.values(ISO3));
    // Clearly another language (Dutch, Japanese…) and none of ours close behind: English plan, names kept.
    if (top && top[0] !== 'und' && !ours.has(top[0]) && letters >= 25) {
      const bestOurs = ranked.find(([code]) => ours.has(code));
      const totalVotes = [...votes.values()].reduce((sum, value) => sum + value, 0);
      if ((!bestOurs || bestOurs[1] < 0.85) && totalVotes < 2) return { language: 'en', fallback: true };
    }
    const restricted = francAll(text, { minLength: 3, only: Object.values(ISO3) });
    for (const language of LANGUAGES) {
      const found = restricted.find(([code]) => code === ISO3[language]);
      scores.set(language, found ? found[1] : 0);
    }
  }
  const weight = Math.min(1, letters / 120);
  let best: Language = 'en';
  let bestScore = -Infinity;
  for (const language of LANGUAGES) {
    const score = (votes.get(language) ?? 0) * 1.2 + (scores.get(language) ?? 0) * (1 + 3 * weight);
    if (score > bestScore + 1e-9) {
      best = language;
      bestScore = score;
    }
  }
  return { language: best, fallback: false };
}
