import { KIND_CATALOG } from '../kinds/catalog';
import type { KindId } from '../kinds/kind-ids';
import type { Language, Span } from '../request';
import { LEXICONS } from '../understand/lexicons/all-lexicons';
import { fold } from '../understand/text';
import { fiveMinutes } from './five-minutes';

/**
 * Words that make what follows a light thing, not the full outing of its kind: "algo por la rambla",
 * "a quick walk", "un peu de vélo", "eine kurze Wanderung". Words of size ("little", "petit") are
 * left out: they describe the place ("a little trattoria"), not the time spent there.
 */
const LIGHT_WORDS = new Set([
  // en
  'bit',
  'quick',
  'short',
  'brief',
  'something',
  // es / pt
  'algo',
  'poco',
  'pouco',
  'rato',
  'breve',
  'corto',
  'corta',
  'curto',
  'curta',
  'rapido',
  'rapida',
  // fr
  'peu',
  'rapide',
  'court',
  'courte',
  // it
  'po',
  'qualcosa',
  'veloce',
  // de
  'bisschen',
  'etwas',
  'kurz',
  'kurze',
  'kurzer',
  'kurzen',
  'kurzes',
]);

/** The single words a language walks with ("walk", "paseo", "Spaziergang"), from its lexicon's walks. */
const walkWords = new Map<Language, Set<string>>();
function walkWordsOf(language: Language): Set<string> {
  let words = walkWords.get(language);
  if (!words) {
    const phrases = LEXICONS[language].kinds.walk ?? [];
    words = new Set(phrases.filter((phrase) => !phrase.includes(' ')).map((phrase) => fold(phrase)));
    walkWords.set(language, words);
  }
  return words;
}

/**
 * A place walked rather than spent time in: "a walk on the beach", "paseo por la playa", "Spaziergang
 * am See" is a walk's length there, not a beach day's.
 */
function walkedThrough(span: Span, language: Language): boolean {
  const words = walkWordsOf(language);
  return fold(span.text)
    .split(/[^\p{L}]+/u)
    .some((word) => words.has(word));
}

/** How far back from the wish a light word still speaks of it ("algo por la rambla": three words). */
const WORDS_BEFORE = 3;
const SHORTEST_LIGHT_STAY = 30;

/**
 * How long a wished-for stop lasts: its kind's usual stay, or half of it (never under half an hour)
 * when the person's own words make it a light thing. A clause's end stops the look-back.
 */
export function stayMinutes(text: string, span: Span, kind: KindId, language: Language): number {
  const usual = walkedThrough(span, language)
    ? Math.min(KIND_CATALOG[kind].minutes, KIND_CATALOG.walk.minutes)
    : KIND_CATALOG[kind].minutes;
  const clause =
    text
      .slice(0, span.start)
      .split(/[.,;:!?()\n]/)
      .at(-1) ?? '';
  const before = fold(clause)
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean)
    .slice(-WORDS_BEFORE);
  const light = before.some((word) => LIGHT_WORDS.has(word.replace(/'$/, '')));
  return light ? Math.max(SHORTEST_LIGHT_STAY, Math.min(usual, fiveMinutes(usual / 2))) : usual;
}

/** The share of its kind's usual stay a stay is shrunk to before stops go, and the most it ever is. */
export const SHRUNK_SHARE = 0.7;
export const MOST_SHRUNK_SHARE = 0.5;

/** The shortest a stay of a kind is ever made at a share of its usual stay, on the five minutes. */
export const shortestStayOf = (kind: KindId, share = SHRUNK_SHARE): number =>
  Math.max(20, fiveMinutes(KIND_CATALOG[kind].minutes * share, Math.floor));
