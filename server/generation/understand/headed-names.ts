import type { Language, NamedPlace } from '../request';
import { isTaken, writesWithoutCapitals } from './lowercase-names';
import { matchTokens, type MatchToken } from './matcher';
import { compiledLexicon } from './compiled-lexicon';
import { isPlaceHead, kindOfNamedPlace, type NameContext } from './named-places';
import { isDictionaryWord } from './dictionary-words';
import { fold } from './text';
import { wordClassesOf } from './wishes';
import { ARTICLES_IN_NAMES as ARTICLES } from '../write/grammar/articles';

/** "farol da barra", "monasterio de santa catalina", "cerro de la cruz": the "of" between a place word and its name. */
const OF_WORDS = new Set('de del da do das dos di della delle dello du des of'.split(' '));
/** Words for the town itself or its centre: "the beach of the city" names no place. */
const TOWN_WORDS = new Set(
  'city town village centre center downtown ciudad pueblo centro cidade vila citta paese ville village stadt dorf zentrum'.split(
    ' ',
  ),
);
/** English place words that stand before their name: "fort jesus", "mount kenya", "lake atitlan", "cape point". */
const HEAD_FIRST = new Set(['fort', 'mount', 'mt', 'lake', 'cape']);
/** The longest name after "of": "santa catalina", "la concordia". */
const MAX_NAME_WORDS = 2;

/** "Farol da Barra": the name's words capitalised, its small words not. */
const titleCase = (words: string) =>
  words
    .split(' ')
    .map((word) =>
      OF_WORDS.has(fold(word)) || ARTICLES.has(fold(word))
        ? word
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');

/**
 * Names that a place word heads in a text written without capitals: a word for a place (a lighthouse,
 * a monastery, a hill, an island) then "of" and one or two words no lexicon reads ("farol da barra",
 * "ilha do cabo", "castillo de san felipe"). The place word says it is a place, where no "at" or "in"
 * stands before it; a common noun after "of" ("the top of the hill") is no name.
 */
export function headedNames(
  text: string,
  tokens: MatchToken[],
  language: Language,
  context: NameContext,
): NamedPlace[] {
  if (!writesWithoutCapitals(text)) return [];
  const { isBreak, isLead } = wordClassesOf(language);
  const taken = (token: MatchToken) => isTaken(context, token);
  const carries = (token: MatchToken | undefined) =>
    token !== undefined &&
    token.word.length >= 3 &&
    !/\d/.test(token.word) &&
    !context.known.has(token.word) &&
    !TOWN_WORDS.has(token.word) &&
    !isBreak(token.word) &&
    !isLead(token.word) &&
    !taken(token);
  const found: NamedPlace[] =
    language === 'en' && !context.foreign ? headLastNames(text, tokens, carries) : [];
  tokens.forEach((head, index) => {
    if (head.after || taken(head) || kindOfNamedPlace(head.word) === 'historic_site') return;
    // English puts a few place words before the name, with no "of": "fort jesus", "lake bunyonyi".
    const headFirst = language === 'en' && HEAD_FIRST.has(head.word) && carries(tokens[index + 1]);
    if (
      !headFirst &&
      (!OF_WORDS.has(tokens[index + 1]?.word ?? '') || (tokens[index + 1] as MatchToken).after)
    )
      return;
    let from = headFirst ? index + 1 : index + 2;
    if (ARTICLES.has(tokens[from]?.word ?? '') && !tokens[from]?.after) from += 1;
    let to = from - 1;
    while (to + 1 - from < MAX_NAME_WORDS && carries(tokens[to + 1])) {
      to += 1;
      if ((tokens[to] as MatchToken).after) break;
    }
    if (to < from) return;
    const last = tokens[to] as MatchToken;
    // A name cut short by a word the lexicons read ("mercato di porta palazzo") is not known to end there.
    const next = tokens[to + 1];
    if (!last.after && next && !isBreak(next.word) && !isLead(next.word)) return;
    const written = text.slice(head.start, last.end);
    found.push({
      name: titleCase(written),
      span: { text: written, start: head.start, end: last.end },
      isArea: context.areaNames.has(fold(written)),
    });
  });
  return found;
}

/** Whether a place word and the word after it are one thing the lexicons read ("street art"). */
const opensKindPhrase = (head: MatchToken, next: MatchToken) =>
  compiledLexicon('en')
    .kinds.findAll(matchTokens(`${head.word} ${next.word}`))
    .some((hit) => hit.from === 0 && hit.to === 1);

/** Place words that, in lower case, say what is done or whose it is: "a photo walk", "a scenic drive", "her place". */
const NOT_HEADS_IN_LOWER_CASE = new Set(['walk', 'drive', 'row', 'place', 'hall']);

/**
 * English names that end on their place words, written without capitals: one or two words no
 * dictionary knows, then the place words ("manhyia palace museum", "kejetia market", "ratargul swamp
 * forest"). A known word before the place word ("the fish market", "an art museum") names no place.
 */
function headLastNames(
  text: string,
  tokens: MatchToken[],
  carries: (token: MatchToken | undefined) => boolean,
): NamedPlace[] {
  const found: NamedPlace[] = [];
  const joined = (index: number) => tokens[index] !== undefined && !(tokens[index] as MatchToken).after;
  tokens.forEach((head, index) => {
    const next = head.after ? undefined : tokens[index + 1];
    // "a laneway street art walk": a place word that opens a longer phrase the lexicons read heads nothing.
    if (!isPlaceHead(head.word) || NOT_HEADS_IN_LOWER_CASE.has(head.word)) return;
    if (next && (isPlaceHead(next.word) || opensKindPhrase(head, next))) return;
    let from = index;
    while (from > 0 && joined(from - 1) && isPlaceHead((tokens[from - 1] as MatchToken).word)) from -= 1;
    const heads = from;
    const unknown = (token: MatchToken | undefined) => carries(token) && !isDictionaryWord(token!.word);
    while (heads - from < MAX_NAME_WORDS && joined(from - 1) && unknown(tokens[from - 1])) from -= 1;
    if (from === heads) return;
    const written = text.slice((tokens[from] as MatchToken).start, head.end);
    found.push({
      name: titleCase(written),
      span: { text: written, start: (tokens[from] as MatchToken).start, end: head.end },
      isArea: false,
    });
  });
  return found;
}
