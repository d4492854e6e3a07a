import { tagsOfWord } from './word-tags';
import { DAY_PART_WORDS } from './day-part-words';
import type { Language, NamedPlace } from '../request';
import type { MatchToken } from './matcher';
import { AREA_WORDS, type NameContext } from './named-places';
import { fold } from './text';
import { citiesNamed } from '../world/cities';
import { isUnknownInfinitive } from './verb-cues';
import { wordClassesOf } from './wishes';
import { ARTICLES_BEFORE_NAMES as ARTICLES } from '../write/grammar/articles';

/**
 * Words after which a name is where to go: "at mylari", "on nyali beach", "in the walled city",
 * "around hoan kiem lake", "down the ramblas", "por la rambla".
 * The second list holds the contractions with an article ("no", "au", "nel"): a lone word after
 * an article is most often a common noun ("on the river", "au bord"), so it needs a second word.
 */
const PLACE_WORDS: Record<Language, [bare: string, withArticle: string]> = {
  en: ['at from on near to in inside around along through across past down', ''],
  es: ['en a desde hasta por hacia', 'al del'],
  fr: ['a chez dans vers', 'au aux'],
  pt: ['em por', 'no na nos nas pelo pela ao'],
  de: ['in bei nach um entlang', 'im am zum zur'],
  it: ['a da in lungo', 'al alla dal dalla nel nella sul sulla'],
};
const wordsOf = (list: string) => list.split(' ').filter(Boolean);
const placeWords = (language: Language) => ({
  bare: new Set([...wordsOf(PLACE_WORDS.en[0]), ...wordsOf(PLACE_WORDS[language][0])]),
  withArticle: new Set(wordsOf(PLACE_WORDS[language][1])),
});
const CONNECTORS = new Set('de di da du del della do des'.split(' '));
/** The longest name read without capitals: "portland head light", "ratargul swamp forest". */
const MAX_WORDS = 3;
/** A capitalised word past the sentence's first shows the writer capitalises names. */
const CAPITALISED_WORDS_ALLOWED = 1;

/**
 * "ribeirão da ilha", "sella del diavolo", "cerro alegre": a name word joined by "of" straight to
 * another that can carry a name runs on through it; "bord de la mer" does not ("of the" opens a
 * common noun's complement), nor does one after nothing.
 */
function linksName(tokens: MatchToken[], at: number, known: Set<string>, language: Language): boolean {
  const link = tokens[at + 1];
  const next = tokens[at + 2];
  if (!link || !next || !tokens[at] || tokens[at]?.after || link.after) return false;
  return (
    CONNECTORS.has(link.word) &&
    !SMALL_WORD(next.word) &&
    !known.has(next.word) &&
    // "on vient de grenoble": "of" a town is where someone is from.
    citiesNamed(next.word).length === 0 &&
    carriesName(next.word, language, known)
  );
}

/** Whether another reading (a time, a budget, a known name) already holds the token. */
export const isTaken = (context: NameContext, token: MatchToken) =>
  context.taken.some((span) => token.start < span.end && token.end > span.start);

/** The writer capitalises nothing ("at mylari", "in the walled city"): capitals cannot show the names. */
export function writesWithoutCapitals(text: string): boolean {
  const words = [...text.matchAll(/(^|[.!?\n]\s*|\s)(\p{L}[\p{L}'’-]*)/gu)];
  const capitalised = words.filter(
    (match, index) =>
      index > 0 && !/[.!?\n]/.test(match[1] ?? '') && /^\p{Lu}/u.test(match[2] ?? '') && match[2] !== 'I',
  );
  return capitalised.length <= CAPITALISED_WORDS_ALLOWED;
}

/** An English word compromise reads as something a name cannot run through: "show", "days", "few". */
function endsName(word: string): boolean {
  const tags = tagsOfWord(word);
  return tags.some((tag) =>
    ['Verb', 'Adverb', 'Pronoun', 'Preposition', 'Conjunction', 'Value', 'Date', 'Determiner'].includes(tag),
  );
}

/**
 * A word that can carry a name: no lexicon reads it, and in English compromise takes it for a
 * noun ("mylari", "creatures"), not an adjective ("proper", "early"). Compromise cannot tell a
 * name from a common noun written in lower case; the place word before it does that.
 */
export function carriesName(word: string, language: Language, known: Set<string>): boolean {
  if (word.length < 3 || known.has(word) || DAY_PART_WORDS.has(word)) return false;
  // "pensei em levar a beatriz": an infinitive after a place word is what they thought of doing.
  if (language !== 'en') return !isUnknownInfinitive(word, language);
  return tagsOfWord(word).includes('Noun');
}

/** Small words of every language we read: a name runs through none of them ("tutto", "algún"). */
export const SMALL_WORD = (() => {
  const classes = (['en', 'es', 'fr', 'pt', 'de', 'it'] as Language[]).map(wordClassesOf);
  return (word: string) => classes.some((set) => set.isBreak(word) || set.isLead(word));
})();

/** Capitals on the name's words, not on the "of" inside it: "Ribeirão da Ilha", "Sella del Diavolo". */
const titleCase = (words: string) =>
  words.replace(/(^|\s)(\p{L}+)/gu, (whole: string, space: string, word: string) =>
    space && CONNECTORS.has(fold(word)) ? whole : space + word.charAt(0).toUpperCase() + word.slice(1),
  );

/**
 * Names in place position in a text written without capitals: after "at / on / in / from / to"
 * (and the six languages' own), a run of words no lexicon reads and no small word ends, holding at
 * least one word known to nothing ("mylari", "nyali beach", "fort williams"). Shown capitalised.
 */
export function uncapitalisedNames(
  text: string,
  tokens: MatchToken[],
  language: Language,
  context: NameContext,
): NamedPlace[] {
  if (!writesWithoutCapitals(text)) return [];
  const cues = placeWords(language);
  const taken = (token: MatchToken) => isTaken(context, token);
  const found: NamedPlace[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const cue = tokens[index] as MatchToken;
    const bare = cues.bare.has(cue.word);
    if (!(bare || cues.withArticle.has(cue.word)) || /[.!?;:,()]/.test(cue.after)) continue;
    let from = index + 1;
    const article = !bare || (tokens[from] !== undefined && ARTICLES.has((tokens[from] as MatchToken).word));
    if (bare && article) from += 1;
    let to = from - 1;
    let links = 0;
    while (to + 1 < tokens.length && to + 1 - from - links < MAX_WORDS) {
      const token = tokens[to + 1] as MatchToken;
      if (linksName(tokens, to, context.known, language)) {
        to += 1;
        links += 1;
        continue;
      }
      if (SMALL_WORD(token.word) || taken(token) || /\d/.test(token.word)) break;
      if (language === 'en' && endsName(token.word)) break;
      to += 1;
      if (token.after) break;
    }
    // "sarangkot early": a name ends on a word that can carry it.
    while (to >= from && !carriesName((tokens[to] as MatchToken).word, language, context.known)) {
      if (to > from && context.known.has((tokens[to] as MatchToken).word)) break;
      to -= 1;
    }
    while (to > from && CONNECTORS.has((tokens[to] as MatchToken).word)) to -= 1;
    if (to < from) continue;
    const run = tokens.slice(from, to + 1);
    // "au bord de la mer", "on the river": a lone common noun after an article, not a name; but
    // "no farol", "al poetto" name a place the way people say it.
    const connectorNext = CONNECTORS.has(tokens[to + 1]?.word ?? '');
    if (article && run.length < 2 && (bare || connectorNext)) continue;
    if (!run.some((token) => carriesName(token.word, language, context.known))) continue;
    const first = run[0] as MatchToken;
    const last = run.at(-1) as MatchToken;
    const written = text.slice(first.start, last.end);
    const name = titleCase(written);
    const isArea = context.areaNames.has(fold(name)) || run.some((token) => AREA_WORDS.has(token.word));
    found.push({ name, span: { text: written, start: first.start, end: last.end }, isArea });
    index = to;
  }
  return found;
}
