import { familyOf, type Family, type KindId } from '../kinds/kind-ids';
import type { Language, NamedPlace, WantedKind } from '../request';
import type { MatchToken } from './matcher';
import { carriesName, isTaken, SMALL_WORD } from './lowercase-names';
import type { NameContext } from './named-places';
import { ANY_COMMON_WORD } from './common-words';
import { fold } from './text';
import { isDictionaryWord } from './dictionary-words';
import { DAY_PART_WORDS } from './day-part-words';

/** What one goes to a named venue for: to eat, drink, hear music or dance there. */
const HOSTED = new Set<Family>(['coffee', 'sweet', 'meal', 'street_food', 'drinks', 'music', 'dance']);

/**
 * The words between what is had and where: "drinks at", "cena en", "un verre au", "cena da Gianni"
 * (Italian: at someone's), "acarajé da Dinha" (Portuguese: someone's own), "Kaffee bei"; and in English
 * what is bought to eat is had "from" its shop ("mysore pak from guru sweets", "coffee from Blue Bottle").
 */
const AT_WORDS: Record<Language, string> = {
  en: 'at from',
  es: 'en',
  fr: 'au chez a',
  pt: 'da do na no',
  de: 'bei beim im am',
  it: 'da dal al alla',
};
/** Definite articles only: "at a friend's", "en un bar" name no one place. */
const ARTICLES = new Set('the el la le l il lo o'.split(' '));
/** Where one is at home, which is no venue: "dinner at home", "cena en casa", "à la maison". */
const HOME_NOUNS = new Set('home casa maison hause zuhause ours mine theirs place'.split(' '));
/** The longest name read without capitals after a wish: "little creatures", "la casa de la musica". */
const MAX_WORDS = 3;

/**
 * Links after which one lower-case word is someone's place: "masala dosa at mylari", "acarajé da dinha",
 * "chez paul", "beim italiener". After the others a lone word is a manner ("cena en familia", "en terraza").
 */
const LONE_NAME_LINKS = new Set(['at', 'da', 'do', 'chez', 'bei', 'beim']);

/**
 * Whether one lower-case word after the link names a place: never after an article ("at the station"),
 * never a word of home, and in English never a word the dictionary knows ("drinks at dusk").
 */
function loneWordNames(tokens: MatchToken[], from: number, afterArticle: boolean): boolean {
  const word = (tokens[from] as MatchToken).word;
  const link = (tokens[from - 1] as MatchToken).word;
  if (afterArticle || HOME_NOUNS.has(word) || DAY_PART_WORDS.has(word) || !LONE_NAME_LINKS.has(link))
    return false;
  return link !== 'at' || !isDictionaryWord(word);
}

/**
 * Where a place would open right after a wish's link word: the word after the link (a name may
 * begin with its article, "The Blind Pig") and the first word past that article.
 */
function placeStart(
  tokens: MatchToken[],
  wishEnd: number,
  language: Language,
): { opens: number; from: number } | null {
  const last = tokens.findIndex((token) => token.end === wishEnd);
  const link = tokens[last + 1];
  const next = tokens[last + 2];
  if (last < 0 || !link || !next || (tokens[last] as MatchToken).after) return null;
  if (!AT_WORDS[language].split(' ').includes(link.word) || link.after) return null;
  return { opens: last + 2, from: ARTICLES.has(next.word) && !next.after ? last + 3 : last + 2 };
}

/** A name written without capitals: a run of words no lexicon reads, ending on one that can carry a name. */
function lowercaseName(
  text: string,
  tokens: MatchToken[],
  from: number,
  afterArticle: boolean,
  context: NameContext,
): NamedPlace | null {
  const free = (token: MatchToken) =>
    token.word.length >= 3 &&
    !/\d/.test(token.word) &&
    !context.known.has(token.word) &&
    !ANY_COMMON_WORD.has(token.word) &&
    !isTaken(context, token);
  // A name may open on a word that leads into things elsewhere ("little creatures", "old spot").
  const fits = (token: MatchToken, index: number) =>
    free(token) && (index === from || !SMALL_WORD(token.word));
  let to = from - 1;
  while (to + 1 < tokens.length && to + 1 - from < MAX_WORDS && fits(tokens[to + 1] as MatchToken, to + 1)) {
    to += 1;
    if ((tokens[to] as MatchToken).after) break;
  }
  if (to === from && !loneWordNames(tokens, from, afterArticle)) return null;
  if (to < from || !carriesName((tokens[to] as MatchToken).word, context.language, context.known))
    return null;
  const [first, last] = [tokens[from] as MatchToken, tokens[to] as MatchToken];
  const written = text.slice(first.start, last.end);
  const name = written.replace(
    /(^|\s)(\p{L})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
  return { name, span: { text: written, start: first.start, end: last.end }, isArea: false };
}

/** Places the catalog knows that people eat in: "lunch at the Boqueria", "almuerzo en el Mercado Central". */
const EATEN_IN = new Set<KindId>(['market', 'food_hall', 'night_market']);
const EATEN = new Set<Family>(['meal', 'street_food', 'sweet', 'coffee']);

/**
 * A single place whose kind nothing else tells, and not one's home ("cena en casa"); or a market hall
 * the catalog knows, where what is eaten is eaten.
 */
const hostsWish = (place: NamedPlace, wish: WantedKind, kindOf: (named: NamedPlace) => KindId) => {
  if (place.isArea || place.kind || HOME_NOUNS.has(fold(place.name))) return false;
  const kind = kindOf(place);
  return kind === 'historic_site' || (EATEN_IN.has(kind) && EATEN.has(familyOf(wish.kind)));
};

/**
 * The named place takes what is had there as its kind; but a wish whose kind was only guessed from
 * how it was asked for ("mysore pak from guru sweets") takes the kind the place's own words give it.
 */
function hostAt(place: NamedPlace, wish: WantedKind, kindOf: (named: NamedPlace) => KindId): void {
  const own = place.isArea || place.kind ? undefined : kindOf(place);
  if (wish.open && own && own !== 'historic_site' && HOSTED.has(familyOf(own))) {
    wish.kind = own;
    place.kind = own;
  } else if (hostsWish(place, wish, kindOf)) place.kind = wish.kind;
}

/**
 * What is had at a place the person names ("drinks at The Blind Pig", "cena en Casa Lola", "un verre au
 * Perchoir", "pints at little creatures") is had there: the named place takes the wish's kind, so it
 * is one stop (a bar, a dinner) rather than a sight plus a second venue from the catalog. A name whose
 * own words or the catalog say what it is ("Café de Flore", "Hyde Park") keeps its own kind.
 */
export function wishesHostedByNames(
  text: string,
  tokens: MatchToken[],
  wanted: WantedKind[],
  named: NamedPlace[],
  context: NameContext & { kindOf: (named: NamedPlace) => KindId },
): NamedPlace[] {
  const places = [...named];
  for (const wish of wanted) {
    if (!HOSTED.has(familyOf(wish.kind))) continue;
    const at = placeStart(tokens, wish.span.end, context.language);
    if (!at || !tokens[at.from]) continue;
    // "Whisky from Islay", "a Malbec from Mendoza": a drink is from where it is made, not a bar.
    if (tokens[at.opens - 1]?.word === 'from' && familyOf(wish.kind) === 'drinks') continue;
    const start = (tokens[at.from] as MatchToken).start;
    const opens = (tokens[at.opens] as MatchToken).start;
    const opening = places.find((place) => place.span.start >= opens && place.span.start <= start);
    if (opening) {
      // One word written in lower case is a name only where a lone word would be ("en familia" is not).
      const loneLower = !/[\s\p{Lu}]/u.test(opening.span.text);
      const names = !loneLower || loneWordNames(tokens, at.from, at.from > at.opens);
      if (names) hostAt(opening, wish, context.kindOf);
      continue;
    }
    if (places.some((place) => place.span.start <= start && start < place.span.end)) continue;
    const found = lowercaseName(text, tokens, at.from, at.from > at.opens, context);
    if (found) places.push({ ...found, kind: wish.kind });
  }
  return places.sort((a, b) => a.span.start - b.span.start);
}
