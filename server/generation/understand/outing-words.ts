/** English words around an outing: what it is "for" ("take her for abacha") and the verbs of doing that head a thing ("a carriage ride"). */
import type { Language } from '../request';
import type { MatchToken } from './matcher';

/** English words of going or taking someone out, before what the outing is "for". */
const GOING_OUT = new Set(
  'take takes taking took bring brings bringing go goes going went head heading out grab'.split(' '),
);
const TAKEN_OUT = new Set(['her', 'him', 'them', 'me', 'us', 'you', 'everyone']);
/** What an outing is "for" that is no thing: "for a change", "for fun", "for a surprise". */
const FOR_IDIOMS = new Set(
  'change bit while once fun real sure good now ever free nothing surprise treat spin break laugh'.split(' '),
);

/**
 * "Take her for abacha", "go for pho", "a night out for tacos": what an outing is for is, unless a
 * lexicon says otherwise, something to eat or drink.
 */
export function goesOutFor(tokens: MatchToken[], index: number): boolean {
  if ((tokens[index] as MatchToken).word !== 'for') return false;
  const next = tokens[index + 1]?.word === 'a' ? tokens[index + 2] : tokens[index + 1];
  if (FOR_IDIOMS.has(next?.word ?? '')) return false;
  const before = tokens[index - 1];
  const verb = before && TAKEN_OUT.has(before.word) ? tokens[index - 2] : before;
  return Boolean(verb && !verb.after && !before?.after && GOING_OUT.has(verb.word));
}

/**
 * English verbs of doing that are nouns too, heading the words before them: "a carriage ride", "a
 * night hike", "a city walk". After a thing's first word they name what is done, not a new verb.
 */
const ACTIVITY_HEADS = new Set(['ride', 'rides', 'walk', 'walks', 'hike', 'hikes', 'climb']);
/** The English words after a ride or a walk that say which way it goes. */
export const ROUTE_WORDS = new Set([
  'through',
  'thru',
  'along',
  'around',
  'across',
  'over',
  'up',
  'down',
  'past',
]);
export const isActivityHead = (tokens: MatchToken[], index: number, from: number, language: Language) =>
  language === 'en' && index > from && ACTIVITY_HEADS.has((tokens[index] as MatchToken).word);

/**
 * Words of purpose and the indefinite articles after them: "to a picantería for a rocoto relleno",
 * "a una picantería por un rocoto relleno", "au bar pour une bière", "in osteria per un tagliere".
 */
const PURPOSE: Record<Language, { words: Set<string>; articles: Set<string> }> = {
  en: { words: new Set(['for']), articles: new Set(['a', 'an', 'some']) },
  es: { words: new Set(['por', 'para']), articles: new Set(['un', 'una', 'unos', 'unas']) },
  pt: { words: new Set(['por', 'para', 'pra']), articles: new Set(['um', 'uma', 'uns', 'umas']) },
  fr: { words: new Set(['pour']), articles: new Set(['un', 'une', 'des']) },
  it: { words: new Set(['per']), articles: new Set(['un', 'uno', 'una', "un'"]) },
  de: { words: new Set(['fur', 'auf']), articles: new Set(['ein', 'eine', 'einen']) },
};

/**
 * What a place one goes to is "for", with an indefinite article: something had there. Only right
 * after the place's word, which is a place to eat or drink or a word no reader knows ("una
 * picantería"): "por una noche", "pour un anniversaire" follow no such word.
 */
export function placeIsFor(
  tokens: MatchToken[],
  index: number,
  language: Language,
  place: (index: number) => boolean,
): boolean {
  const purpose = PURPOSE[language];
  const before = tokens[index - 1];
  if (!purpose.words.has((tokens[index] as MatchToken).word) || !before || before.after.trim()) return false;
  if (!purpose.articles.has(tokens[index + 1]?.word ?? '') || (tokens[index] as MatchToken).after.trim())
    return false;
  return place(index - 1);
}
