import type { Language } from '../request';
import { stemOf } from './stems';
import { fold } from './text';
import { WISH_WORDS, type WishCue } from './wish-words';

/**
 * The infinitive endings of the Romance languages: a word of this shape that no lexicon reads is,
 * most often, a verb of doing ("jugar tejo", "dançar forró", "ballare la pizzica").
 */
const INFINITIVE: Partial<Record<Language, RegExp>> = {
  es: /\p{L}{3,}(?:ar|er|ir)$/u,
  pt: /\p{L}{3,}(?:ar|er|ir)$/u,
  it: /\p{L}{3,}(?:are|ere|ire)$/u,
  fr: /\p{L}{2,}(?:[^i]er|ir)$/u,
};

/** The shortest word read by its stem: "ir", "ver" and "bere" stay exact forms. */
const MIN_STEMMED = 4;

const stemCache = new Map<Language, Map<string, WishCue>>();

/** The Snowball stems of the listed cue verbs, so every conjugation of them is a cue. */
function cueStems(language: Language): Map<string, WishCue> {
  const cached = stemCache.get(language);
  if (cached) return cached;
  const stems = new Map<string, WishCue>();
  for (const [cue, list] of Object.entries(WISH_WORDS[language].verbs) as [WishCue, string][])
    for (const word of list.split(/\s+/).filter(Boolean).map(fold))
      if (word.length >= MIN_STEMMED && !stems.has(stemOf(word, language)))
        stems.set(stemOf(word, language), cue);
  stemCache.set(language, stems);
  return stems;
}

/**
 * How a verb asks for what follows it, read by its stem ("almorzaremos", "degustons", "assaggiate",
 * "wanderten"): a closed-class word that shares a verb's stem ("como" / "comer") is never a cue.
 */
export function stemmedCue(
  word: string,
  language: Language,
  isClosed: (word: string) => boolean,
): WishCue | null {
  if (word.length < MIN_STEMMED || isClosed(word)) return null;
  return cueStems(language).get(stemOf(word, language)) ?? null;
}

/** An infinitive no lexicon reads is a verb of doing, and its object the thing done. */
export function isUnknownInfinitive(word: string, language: Language): boolean {
  return INFINITIVE[language]?.test(word) ?? false;
}
