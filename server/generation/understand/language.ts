import { francAll } from 'franc-min';
import { LANGUAGES, type Language } from '../request';
import { CALENDAR_WORDS } from './calendar-words';
import { LEXICONS } from './lexicons/all-lexicons';
import type { MatchToken } from './matcher';
import { COMMON_WORDS, FOREIGN_MARKERS } from './common-words';
import { GRAMMAR_WORDS } from './grammar-words';
import { stemOf } from './stems';
import { fold } from './text';

const ISO3: Record<Language, string> = { en: 'eng', es: 'spa', fr: 'fra', pt: 'por', de: 'deu', it: 'ita' };

/** Each word's vote per language: 1 for a word of one language, split when several share it. */
const VOTES = new Map<string, Map<Language, number>>();
function addVote(word: string, language: Language) {
  const owners = VOTES.get(word) ?? new Map<Language, number>();
  owners.set(language, 1);
  VOTES.set(word, owners);
}
for (const language of LANGUAGES) {
  for (const words of [COMMON_WORDS[language], GRAMMAR_WORDS[language]])
    for (const word of words.split(/\s+/)) if (word) addVote(fold(word), language);
  for (const word of LEXICONS[language].functionWords) addVote(fold(word), language);
  // Parts of the day ("tonight", "soirée", "Abend") are as much a language's everyday words.
  for (const phrase of Object.values(LEXICONS[language].dayParts).flat())
    if (!/\s/.test(phrase)) addVote(fold(phrase), language);
}
/** Per day or month name, the languages that name it so and whether each writes it with a capital. */
const CALENDAR_OWNERS = new Map<string, Map<Language, boolean>>();
for (const { word, language, capitalised } of CALENDAR_WORDS)
  CALENDAR_OWNERS.set(word, (CALENDAR_OWNERS.get(word) ?? new Map()).set(language, capitalised));
/**
 * A day or month name of one language alone ("domenica", "Sonntag", "demain") outweighs the small
 * words several share: "gita da Firenze a Siena domenica" has Portuguese "da" and "a" but is Italian.
 * Articles and prepositions keep a single vote: a mixed text's English "and" between French
 * phrases ("un verre en terrasse and …") is no reason to read it as English.
 */
const ONE_LANGUAGE_DAY_NAME = 2;

/**
 * The languages a word votes for and how much each. A day or month name written with a capital
 * inside the text votes only for the languages that write it so: "County Mayo" is no Spanish "mayo".
 */
function smallWordVotes(text: string, token: MatchToken): [Language, number][] {
  const named = token.start > 0 && /\p{Lu}/u.test(text[token.start] ?? '');
  const calendar = [...(CALENDAR_OWNERS.get(token.word) ?? [])]
    .filter(([, capitalised]) => capitalised || !named)
    .map(([language]) => language);
  const owners = [...new Set([...(VOTES.get(token.word)?.keys() ?? []), ...calendar])];
  if (owners.length === 1 && calendar.length > 0) return [[owners[0] as Language, ONE_LANGUAGE_DAY_NAME]];
  return owners.map((owner) => [owner, 1 / owners.length]);
}

// Dishes and activities named in only one language's lexicon ("cioccolato", "Eislaufen") vote too, more softly.
const KIND_WORD_OWNERS = new Map<string, Set<Language>>();
/** The same words as each language spells them, accents kept: "ciné" is French, "cine" Spanish. */
const KIND_WORD_SPELLINGS = new Map<string, Language[]>();
for (const language of LANGUAGES) {
  for (const phrase of Object.values(LEXICONS[language].kinds).flat()) {
    if (typeof phrase !== 'string' || /\s/.test(phrase)) continue;
    const word = fold(phrase);
    KIND_WORD_OWNERS.set(word, new Set([...(KIND_WORD_OWNERS.get(word) ?? []), language]));
    const spelling = phrase.toLowerCase();
    KIND_WORD_SPELLINGS.set(spelling, [...new Set([...(KIND_WORD_SPELLINGS.get(spelling) ?? []), language])]);
  }
}

/**
 * The languages a kind word votes for. Written with an accent that only some of its owners use
 * ("ciné", not "cine"), it votes for those alone: the accent is the language's own spelling.
 */
function kindOwnersAsWritten(text: string, token: MatchToken): Language[] {
  const owners = [...(KIND_WORD_OWNERS.get(token.word) ?? [])];
  const written = text.slice(token.start, token.end).toLowerCase();
  if (owners.length < 2 || written === token.word) return owners;
  const spelledSo = KIND_WORD_SPELLINGS.get(written)?.filter((language) => owners.includes(language));
  return spelledSo?.length ? spelledSo : owners;
}

/**
 * On a few words the trigram scores of our six languages sit within a few hundredths of each other
 * ("Museums in Paris": Portuguese 1.00, Italian 0.97, English 0.91), so when the small words do not
 * settle it either ("in" is English, German and Italian) the language the product falls back to
 * wins; the prior fades as the text grows and the trigrams start to mean something.
 */
const FALLBACK: Language = 'en';

/** Letters and typography only one of our six languages uses: a vote for it even in a list of names ("Bärenpark"). */
const TELLING_LETTERS: [RegExp, Language][] = [
  [/[äöß]/i, 'de'],
  [/[ñ¿¡]/i, 'es'],
  [/[ãõ]/i, 'pt'],
  [/[œ]/i, 'fr'],
  // French typography sets a space before a colon, question or exclamation mark ("Casablanca : hammam").
  [/\p{L}\s[:;!?](\s|$)/u, 'fr'],
];
const SHORT_TEXT_PRIOR = 0.2;

/**
 * The same words by their Snowball stems, per language, so a conjugated or plural form votes for the
 * language whose lexicon knows it ("déjeune" → French "déjeuner", "museums" → English "museum").
 * Built on first use: stemming every lexicon word costs a few milliseconds nobody needs at start-up.
 */
let kindStems: Map<Language, Set<string>> | undefined;
function kindStemsOf(language: Language): Set<string> {
  kindStems ??= new Map(
    LANGUAGES.map((owner) => [
      owner,
      new Set(
        [...KIND_WORD_OWNERS].filter(([, owners]) => owners.has(owner)).map(([word]) => stemOf(word, owner)),
      ),
    ]),
  );
  return kindStems.get(language) ?? new Set();
}

/** Languages whose lexicon knows a word only by its stem, when no lexicon knows it as written. */
function stemOwners(word: string): Language[] {
  if (KIND_WORD_OWNERS.has(word) || word.length < 4) return [];
  return LANGUAGES.filter((language) => kindStemsOf(language).has(stemOf(word, language)));
}

export interface LanguageGuess {
  language: Language;
  /** Written in some other language: the plan falls back to English. */
  fallback: boolean;
  /** That language's ISO 639-3 code, when the detector is sure which it is ("tur", "nld"). */
  foreign?: string;
}

const OURS = new Set(Object.values(ISO3));
/** The detector's first language must lead its runner-up by this much to be named in the plan. */
const NAMING_MARGIN = 0.06;

/** The language franc reads, when it clearly leads the others; "und" when it cannot tell. */
function francNamed(text: string): string {
  const [top, second] = francAll(text, { minLength: 3 });
  if (!top || top[0] === 'und' || OURS.has(top[0])) return 'und';
  return !second || top[1] - second[1] >= NAMING_MARGIN ? top[0] : 'und';
}

/** Below this share of words our six languages know, a text franc gives to another language is in it. */
const FOREIGN_COVERAGE = 0.4;
/** …unless one of ours scores this close to the detector's first choice. */
const OURS_CLOSE = 0.9;

/**
 * The other language a text is written in (Turkish, Dutch, Japanese…), "und" when it is clearly
 * another one but which is unclear, or null when it is one of ours. Our small and kind words must
 * cover little of it and franc must rank another language first with none of ours close behind.
 */
function foreignLanguage(text: string, tokens: MatchToken[], votes: Map<Language, number>): string | null {
  const markers = tokens.filter((token) => FOREIGN_MARKERS.has(token.word)).length;
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  const latin = text.replace(/[^\p{Script=Latin}]/gu, '').length;
  // Written in another script (Japanese, Arabic, Cyrillic…): an English plan that keeps the names.
  if (markers >= 2 || (letters >= 4 && latin < letters / 2)) return francNamed(text);
  if (letters < 20) return null;
  const ranked = francAll(text, { minLength: 3 });
  const top = ranked[0];
  if (!top || top[0] === 'und' || OURS.has(top[0])) return null;
  const ourBest = ranked.find(([code]) => OURS.has(code))?.[1] ?? 0;
  const ownVotes = [...votes.values()].reduce((sum, value) => sum + value, 0);
  const known = tokens.filter(
    (token) => VOTES.has(token.word) || CALENDAR_OWNERS.has(token.word) || KIND_WORD_OWNERS.has(token.word),
  ).length;
  const coverage = known / Math.max(1, tokens.length);
  // Our small words decide a short text whatever the trigrams say ("Luanda, jantar na Ilha…").
  const fewOfOurs = letters >= 30 && ownVotes < 2 && (ourBest < 0.8 || (ourBest < 0.9 && ownVotes < 1));
  const littleOfOurs = tokens.length >= 5 && coverage < FOREIGN_COVERAGE && ourBest < OURS_CLOSE;
  return fewOfOurs || littleOfOurs ? francNamed(text) : null;
}

/**
 * Short descriptions defeat trigram statistics alone ("Cena e cinema"), so the detector's scores
 * are combined with a vote of each language's most frequent small words, which decide short texts.
 */
export function detectLanguage(text: string, tokens: MatchToken[]): LanguageGuess {
  const votes = new Map<Language, number>(LANGUAGES.map((language) => [language, 0]));
  let smallWords = 0;
  for (const token of tokens) {
    const small = smallWordVotes(text, token);
    smallWords += small.length ? 1 : 0;
    for (const [owner, vote] of small) votes.set(owner, (votes.get(owner) ?? 0) + vote);
    // A dish or activity several lexicons share ("museo", "fondue") splits its vote among them.
    const kindOwners = kindOwnersAsWritten(text, token);
    for (const owner of kindOwners) votes.set(owner, (votes.get(owner) ?? 0) + 0.6 / kindOwners.length);
    // A capital inside the text is a name far more often than a noun ("Hamburg" is no hamburger).
    const named = token.start > 0 && /\p{Lu}/u.test(text[token.start] ?? '');
    const byStem = named ? [] : stemOwners(token.word);
    for (const owner of byStem) votes.set(owner, (votes.get(owner) ?? 0) + 0.6 / byStem.length);
  }
  for (const [letters, owner] of TELLING_LETTERS)
    if (letters.test(text)) votes.set(owner, (votes.get(owner) ?? 0) + 0.5);
  const foreign = foreignLanguage(text, tokens, votes);
  if (foreign) return { language: 'en', fallback: true, ...(foreign === 'und' ? {} : { foreign }) };
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  const scores = new Map<Language, number>(LANGUAGES.map((language) => [language, 0]));
  if (letters >= 10) {
    const restricted = francAll(text, { minLength: 3, only: Object.values(ISO3) });
    for (const language of LANGUAGES) {
      const found = restricted.find(([code]) => code === ISO3[language]);
      scores.set(language, found ? found[1] : 0);
    }
  }
  // Trigram scores gain weight with length; small-word votes are normalised so a long text is not all votes.
  // A text of names and nouns with not one small word ("Kyoto, temples, matcha", "Stone Town: sunset
  // dhow") gives the trigrams only names to read, which they read as any language: it is as short as
  // its small words.
  const weight = smallWords ? Math.min(1, letters / 80) : 0;
  const totalVotes = [...votes.values()].reduce((sum, value) => sum + value, 0) || 1;
  let best: Language = 'en';
  let bestScore = -Infinity;
  for (const language of LANGUAGES) {
    const share = (votes.get(language) ?? 0) / totalVotes;
    const score =
      share * 2 * Math.min(1, totalVotes / 2) +
      (scores.get(language) ?? 0) * (0.5 + 1.5 * weight) +
      (language === FALLBACK ? SHORT_TEXT_PRIOR * (1 - weight) : 0);
    if (score > bestScore + 1e-9) {
      best = language;
      bestScore = score;
    }
  }
  return { language: best, fallback: false };
}
