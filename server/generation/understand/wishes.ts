import nlp from 'compromise';
import { tagsOfWord } from './word-tags';
import { ASIDE_WORDS, GENITIVES, THEN_WORDS } from './list-words';
import { goesOutFor, isActivityHead, placeIsFor, ROUTE_WORDS } from './outing-words';
import { inItemPosition, LIST_WORDS, segmentsOf, STRONG, type Segment } from './list-segments';
import type { Language } from '../request';
import { ANY_COMMON_WORD } from './common-words';
import type { MatchToken } from './matcher';
import { fold } from './text';
import { isCalendarOrSmallName } from './named-places';
import { isConditionalLiking, longingWordsOf } from './longing-words';
import { isUnknownInfinitive, stemmedCue } from './verb-cues';
import { WISH_WORDS, type WishCue, type WishMeal } from './wish-words';
import { LEXICONS } from './lexicons/all-lexicons';

/** Something the person asked for in their own words, found by how it was said rather than by a lexicon. */
export interface FoundWish {
  cue: WishCue;
  /** The meal it was asked for ("for lunch"), when said. */
  meal: WishMeal | null;
  /** The host chosen by the list the wish stands in, when not by its cue: a café beside a museum. */
  host?: 'cafe';
  /** Token index of the cue verb, when a verb said it. */
  verbAt: number | null;
  /** Found only by where it stands (see inItemPosition) or where it is had, not by any word that says what it is. */
  byPosition?: true;
  /** Token indices [first, last] of the person's words for the thing. */
  from: number;
  to: number;
  start: number;
  end: number;
}

/** The longest a wish's words run: "arroz con pollo", "fish tacos al pastor". */
const MAX_WORDS = 4;

interface CompiledWishWords {
  verbs: Map<string, WishCue>;
  forMeal: [WishMeal, string[]][];
  /** The small words of the meal phrases ("for", "al", "zum"): before any meal word they say when to eat. */
  mealLinks: Set<string>;
  inside: Set<string>;
  lead: Set<string>;
  stop: Set<string>;
  /** The words that end what a negation or a list item covers ("aber", "lieber", "así que"). */
  breakers: Set<string>;
}

const words = (list: string) => list.split(/\s+/).filter(Boolean).map(fold);
const cache = new Map<Language, CompiledWishWords>();

function compiled(language: Language): CompiledWishWords {
  const cached = cache.get(language);
  if (cached) return cached;
  const source = WISH_WORDS[language];
  const verbs = new Map<string, WishCue>();
  for (const [cue, list] of Object.entries(source.verbs) as [WishCue, string][])
    for (const word of words(list)) if (!verbs.has(word)) verbs.set(word, cue);
  const forMeal = (Object.entries(source.forMeal) as [WishMeal, string][]).flatMap(([meal, list]) =>
    list.split('|').map((phrase) => [meal, words(phrase)] as [WishMeal, string[]]),
  );
  forMeal.sort((a, b) => b[1].length - a[1].length);
  const result: CompiledWishWords = {
    verbs,
    forMeal,
    mealLinks: new Set(forMeal.flatMap(([, phrase]) => phrase.slice(0, -1))),
    inside: new Set(words(source.inside)),
    lead: new Set(words(source.lead)),
    stop: new Set(words(source.stop)),
    breakers: new Set(LEXICONS[language].scopeBreakers.flatMap(words)),
  };
  cache.set(language, result);
  return result;
}

/**
 * The small words of a language as a wish sees them: words that end a wish (common and closed-class
 * words, cue verbs), words that lead into one (articles, "a plate of"), and connectors inside one.
 */
export function wordClassesOf(language: Language) {
  const languages = language === 'en' ? [compiled('en')] : [compiled(language), compiled('en')];
  const own = languages[0] as CompiledWishWords;
  return {
    languages,
    own,
    isBreak: (word: string) =>
      ANY_COMMON_WORD.has(word) ||
      THEN_WORDS.has(word) ||
      longingWordsOf(language).words.has(word) ||
      languages.some((set) => set.stop.has(word) || set.verbs.has(word) || set.breakers.has(word)),
    isLead: (word: string) => languages.some((set) => set.lead.has(word)),
    isInside: (word: string) => own.inside.has(word),
    /** Closed-class words only (prepositions, pronouns, time words): never the end of a thing. */
    isClosed: (word: string) => languages.some((set) => set.stop.has(word)),
    /** Words that join thoughts ("lieber", "así que", "instead"): never the start of a thing. */
    isConnective: (word: string) => languages.some((set) => set.breakers.has(word)),
  };
}

/** How a thing already read at a token would be asked for (a known dish → to eat), or null. */
export type KnownCue = (index: number) => WishCue | null;

/** Where a wish cannot run: the city, times, money, names already read, abuse. */
export type Blocked = (index: number) => boolean;

/** The meal a known word at a token names ("almuerzo", "dinner"), or null. */
export type MealAt = (index: number) => WishMeal | null;

/** How the person's words from one token to another are asked for by their own head word ("valle de …" → see). */
export type HeadCue = (from: number, to: number) => WishCue | null;

export interface WishReaders {
  knownCue?: KnownCue;
  /** Whether a token is a word for a part of the day ("mañana", "evening", "Abend"). */
  dayPartAt?: (index: number) => boolean;
  /** Whether a token is written with a capital (tokens themselves are folded). */
  capitalisedAt?: (index: number) => boolean;
  /** A token as the person wrote it, unfolded. */
  writtenAt?: (index: number) => string;
  /** How compromise tags an English token read in its sentence. */
  tagsAt?: (index: number) => string[];
  /** Whether a token is inside a name the person gave ("Nyali Beach", "guru sweets"). */
  namedAt?: (index: number) => boolean;
  /** Whether two tokens lie in two different known things: "Biergarten und Weißwurst" is two wishes. */
  knownApart?: (first: number, second: number) => boolean;
  /** Whether the words from one token to another are a town's name ("inhambane"), never a wish. */
  townAt?: (from: number, to: number) => boolean;
  mealAt?: MealAt;
  headCue?: HeadCue;
}

/**
 * The wishes of a text: objects of eating, drinking, seeing and doing verbs and the items listed
 * after them, "a plate of …", and "… for lunch", in the text's language and in English.
 */
const ROMANCE = new Set<Language>(['es', 'pt', 'fr', 'it']);
/** Articles before a place's word: "una picantería", "la trattoria", "o boteco", "un bouchon". */
const VENUE_ARTICLES = new Set('un una el la uno il lo le l um uma o a une'.split(' '));

export function findWishes(
  tokens: MatchToken[],
  language: Language,
  blocked: Blocked,
  readers: WishReaders = {},
): FoundWish[] {
  const knownCue = readers.knownCue ?? (() => null);
  const { isBreak, isLead, isInside, isClosed, isConnective, own, languages } = wordClassesOf(language);
  const found: FoundWish[] = [];
  const taken = new Set<number>();

  const phraseFrom = (first: number): [number, number] | null => {
    let index = first;
    while (index < tokens.length && isLead((tokens[index] as MatchToken).word) && !blocked(index)) {
      if (STRONG.test((tokens[index] as MatchToken).after)) return null;
      // "llevar a mi enamorada", "with my wife": what a possessive owns is a person, not a wish.
      if (POSSESSIVES.has((tokens[index] as MatchToken).word)) return null;
      index += 1;
    }
    const from = index;
    let to = -1;
    while (index < tokens.length && index - from < MAX_WORDS && !blocked(index) && !taken.has(index)) {
      const token = tokens[index] as MatchToken;
      const next = tokens[index + 1];
      const connects =
        index > from &&
        isInside(token.word) &&
        next &&
        !isBreak(next.word) &&
        !readers.knownApart?.(index - 1, index + 1);
      // "a carriage ride", "a night hike": an English verb of doing right after a thing's words is its
      // head noun, and ends it.
      if (isActivityHead(tokens, index, from, language)) {
        to = index;
        break;
      }
      if (!connects && isBreak(token.word)) break;
      // "comer ceviche y degustaremos pisco": a conjugated cue verb starts a new wish.
      if (stemmedCue(token.word, language, isClosed)) break;
      to = index;
      if (token.after) break;
      index += 1;
    }
    // "un musée l'après-midi": the elided article belongs to the part of the day after it.
    while (to >= from && (isInside((tokens[to] as MatchToken).word) || tokens[to]?.elided)) to -= 1;
    return to >= from ? [from, to] : null;
  };

  const phraseBefore = (last: number): [number, number] | null => {
    let from = last + 1;
    for (let index = last; index >= 0 && last - index < MAX_WORDS; index -= 1) {
      const token = tokens[index] as MatchToken;
      // "cuy al horno": a connector between two words of the thing belongs to it.
      const previous = tokens[index - 1];
      const connects =
        index < last &&
        isInside(token.word) &&
        previous !== undefined &&
        !isBreak(previous.word) &&
        !readers.knownApart?.(index - 1, index + 1);
      if (blocked(index) || taken.has(index) || (isBreak(token.word) && !connects) || isLead(token.word))
        break;
      if (index < last && token.after) break;
      from = index;
    }
    while (from < last && isInside((tokens[from] as MatchToken).word)) from += 1;
    return from <= last ? [from, last] : null;
  };

  const add = (
    cue: WishCue,
    meal: WishMeal | null,
    verbAt: number | null,
    range: [number, number] | null,
  ) => {
    if (!range || !meaningful(tokens, range, isBreak, isLead)) return false;
    const [from, to] = range;
    for (let index = from; index <= to; index += 1) taken.add(index);
    const first = tokens[from] as MatchToken;
    const last = tokens[to] as MatchToken;
    // "want a carriage ride": what is wanted is done, whatever the verb that wanted it.
    const headed = isActivityHead(tokens, to, from, language);
    found.push({
      cue: headed ? 'do' : cue,
      meal,
      verbAt: headed ? to : verbAt,
      from,
      to,
      start: first.start,
      end: last.end,
    });
    return true;
  };

  // "… for lunch": the words before a meal phrase are what to eat then.
  tokens.forEach((_, index) => {
    for (const [meal, phrase] of own.forMeal) {
      if (!phrase.every((word, offset) => tokens[index + offset]?.word === word)) continue;
      const before = tokens[index - 1];
      if (before && !before.after) add('eat', meal, null, phraseBefore(index - 1));
      return;
    }
  });
  // "trucha al almuerzo", "ceviche en el almuerzo": a known meal word after the small words of a meal phrase.
  tokens.forEach((_, index) => {
    const meal = readers.mealAt?.(index);
    if (!meal) return;
    const at = mealPhraseStart(tokens, index, own.mealLinks);
    const before = at === null ? undefined : tokens[at - 1];
    if (at !== null && before && !before.after) add('eat', meal, null, phraseBefore(at - 1));
  });
  const ownSmall = (word: string) => own.stop.has(word) || own.inside.has(word) || own.lead.has(word);
  const longing = longingWordsOf(language);
  const verbAfterLonging = (index: number) => {
    const next = tokens[index + 1];
    const object = next && longing.links.has(next.word) ? tokens[index + 2] : next;
    // Romance infinitives only: an English "-ing" after "fancy" is as often the thing ("skating").
    return Boolean(object && isUnknownInfinitive(object.word, language));
  };
  // A place to eat or drink, or in a Romance language a noun no reader knows after an article ("una
  // picantería"); English and German nouns unknown to us are as often a letter or a job.
  const hostsOrUnknown = (index: number) => {
    const cue = knownCue(index);
    if (cue) return cue === 'eat' || cue === 'drink';
    const word = (tokens[index] as MatchToken).word;
    const article = tokens[index - 1];
    return (
      ROMANCE.has(language) &&
      word.length >= 4 &&
      !ownSmall(word) &&
      !isBreak(word) &&
      Boolean(article && VENUE_ARTICLES.has(article.word) && !article.after.trim())
    );
  };
  const cueOf = (token: MatchToken, index: number): WishCue | null => {
    // A part of a hyphenated word is no verb: the "ver" of "ver-o-peso" sees nothing.
    if (token.hyphened || tokens[index - 1]?.hyphened) return null;
    // English "do" is Portuguese "do" ("é do porto"): a cue verb of English never is one of the text's small words.
    const listed =
      own.verbs.get(token.word) ?? (ownSmall(token.word) ? undefined : compiled('en').verbs.get(token.word));
    if (listed) return listed;
    // "On pensait à une poutine": what one thinks of or craves is, unless its words say otherwise, to eat.
    // Before a verb ("pensavo di portare Giulia a cena") it longs for what that verb does: the verb
    // cues its own object, and the longing word none.
    if (
      longing.words.has(token.word) ||
      isConditionalLiking(
        tokens.map((each) => each.word),
        index,
        language,
      )
    )
      return verbAfterLonging(index) ? null : 'eat';
    if (language === 'en' && goesOutFor(tokens, index)) return 'eat';
    if (placeIsFor(tokens, index, language, hostsOrUnknown)) return 'eat';
    const stemmed = stemmedCue(token.word, language, isClosed);
    if (stemmed) return stemmed;
    const unknown = !knownCue(index) && !isBreak(token.word) && !isLead(token.word);
    return unknown && isUnknownInfinitive(token.word, language) ? 'do' : null;
  };
  tokens.forEach((token, index) => {
    if (blocked(index) || STRONG.test(token.after) || token.after.includes(',')) return;
    if (negatedVerb(tokens, index)) return;
    const cue = cueOf(token, index);
    if (!cue) return;
    // "jouer à la pétanque", "giocare a bocce": a game or sport is played at, after its verb.
    const linked = (links: Set<string>) => links.has(tokens[index + 1]?.word ?? '') && !token.after;
    // "thinking of …", "pensaba en …", "Lust auf …": one linking word stands before what is wished.
    const at =
      (cue === 'do' && linked(PLAYED_AT)) || (longing.words.has(token.word) && linked(longing.links))
        ? index + 2
        : index + 1;
    let range = phraseFrom(at);
    // "chiedere a Chiara": a capitalised object of a verb no list knows is a person as often as a place.
    // German writes every noun with a capital: after "Lust auf" it says nothing of a person.
    const unlisted =
      !languages.some((set) => set.verbs.has(token.word)) &&
      !(language === 'de' && longing.words.has(token.word));
    if (range && unlisted && readers.capitalisedAt?.(range[0]) && !namesKnownDish(tokens, range[0], readers))
      range = null;
    // "We'd love a quiet night", "want to take her": what is wanted is a thing, not a quality or an act.
    const wantsThing = (found: [number, number] | null) =>
      found && (language !== 'en' || !longing.words.has(token.word) || thingInEnglish(readers, found))
        ? found
        : null;
    range = wantsThing(range);
    // "una picantería por un rocoto relleno": a place no reader knows is named with what it is for.
    if (range && placeIsFor(tokens, index, language, hostsOrUnknown) && !knownCue(index - 1))
      range = [index - 1, range[1]];
    if (!range && language === 'de') range = phraseBefore(index - 1);
    if (!add(cue, null, index, range)) return;
    // A list after the verb: "try pierogi, oscypek and żurek".
    for (let items = 0; items < 3 && range; items += 1) {
      let next = range[1] + 1;
      const end = tokens[range[1]] as MatchToken;
      if (STRONG.test(end.after)) break;
      while (tokens[next] && LIST_WORDS.has((tokens[next] as MatchToken).word)) next += 1;
      if (next === range[1] + 1 && !end.after.includes(',')) break;
      range = wantsThing(phraseFrom(next));
      if (!range || !add(cue, null, index, range)) break;
    }
  });
  // A thing found by its verb or meal is a known neighbour in a list ("trucha con patacón al almuerzo").
  const cueAt: KnownCue = (index) =>
    knownCue(index) ?? found.find((wish) => wish.from <= index && wish.to >= index)?.cue ?? null;
  const words = { language, isBreak, isLead, isInside, isClosed, isConnective };
  found.push(...findListWishes(tokens, words, blocked, taken, { ...readers, knownCue: cueAt }));
  return found.sort((a, b) => a.from - b.from);
}

/**
 * The plain negations of the six languages: a verb one of them stands just before ("no queremos
 * probar", "nicht essen") asks for nothing, whichever language the text was taken for.
 */
const NEGATIONS = new Set([
  'no',
  'not',
  'never',
  'nao',
  'non',
  'pas',
  'nicht',
  'kein',
  'keine',
  'nunca',
  'jamais',
  'mai',
  'nie',
]);
const NEGATION_REACH = 2;
/** "Nothing loud", "nada ruidoso", "rien de bruyant": what is ruled out is no thing asked for. */
const NOTHING = new Set(['nothing', 'nada', 'rien', 'niente', 'nulla', 'nichts', 'nenhum', 'nenhuma']);

function negatedVerb(tokens: MatchToken[], index: number): boolean {
  for (let back = index - 1; back >= 0 && index - back <= NEGATION_REACH; back -= 1) {
    const token = tokens[back] as MatchToken;
    if (NEGATIONS.has(token.word)) return true;
    if (token.after) return false;
  }
  return false;
}

/**
 * Where a meal phrase ending on the meal word at `index` starts: one or two of the language's
 * meal-phrase small words ("al", "en el", "for", "zum") right before it, or null.
 */
function mealPhraseStart(tokens: MatchToken[], index: number, links: Set<string>): number | null {
  let at = index;
  while (at > 0 && index - at < 2 && links.has((tokens[at - 1] as MatchToken).word)) {
    if ((tokens[at - 1] as MatchToken).after) return null;
    at -= 1;
  }
  return at < index ? at : null;
}

/** The small words between a verb of playing and the game: "jouer à", "jugar al", "giocare a". */
const PLAYED_AT = new Set(['a', 'al', 'au', 'aux', 'ao']);

/** A wish says something: not only small words, and more than a letter or two. */
function meaningful(
  tokens: MatchToken[],
  [from, to]: [number, number],
  isBreak: (word: string) => boolean,
  isLead: (word: string) => boolean,
): boolean {
  const words = tokens.slice(from, to + 1).map((token) => token.word);
  const content = words.filter((word) => !isBreak(word) && !isLead(word) && /\p{L}/u.test(word));
  return content.some((word) => word.length >= 3);
}

interface WordClasses {
  language: Language;
  isBreak: (word: string) => boolean;
  isClosed: (word: string) => boolean;
  isConnective: (word: string) => boolean;
  isLead: (word: string) => boolean;
  isInside: (word: string) => boolean;
}

/** Where a listed thing is had: "un chivito en algún bolichito". */
const PLACE_WORDS = new Set([
  'at',
  'in',
  'en',
  'a',
  'au',
  'na',
  'no',
  'em',
  'al',
  'alla',
  'im',
  'am',
  'beim',
]);

/** The words that say where a thing is had: "on the beach", "from the sweet shop", "chez", "bei". */
const HAD_AT = new Set([
  ...PLACE_WORDS,
  'on',
  'from',
  'chez',
  'bei',
  'de',
  'da',
  'do',
  'dal',
  'dalla',
  'sul',
  'sulla',
]);

/** Whether a name the person gave stands within the tokens from one index to another. */
function namedIn(tokens: MatchToken[], [from, to]: [number, number], readers: WishReaders): boolean {
  for (let index = from; index <= to && index < tokens.length; index += 1)
    if (readers.namedAt?.(index)) return true;
  return false;
}

interface ListItem {
  from: number;
  to: number;
  /** How the item itself is known to be asked for (a known dish, a thing found by its verb). */
  cue: WishCue | null;
  /** How the known word after it asks for it ("mate al atardecer"). */
  ownCue: WishCue | null;
  /** Only small words follow it ("en la mañana", "in the evening"): a place or thing for a time of day. */
  timed: boolean;
  /** Said where it is had, at a place the person names ("madafu on nyali beach", "mysore pak from guru sweets"). */
  placed: boolean;
  /** How the item's own words say it is asked for: a place word heads it, or it is a gerund ("paragliding"). */
  shape: WishCue | null;
  joined: boolean;
}

/** Links inside a dish's name that take no article ("tortellini in brodo"): "in the morning" is a time. */
const BARE_LINKS = new Set(['in']);

/** An English -ing word no lexicon or small-word list reads, standing alone as an item: an activity. */
const isGerund = (token: MatchToken) =>
  /^\p{L}{4,}ing$/u.test(token.word) && !ANY_COMMON_WORD.has(token.word);

/** Possessives of the six languages, folded: what they own is a person ("mi novia", "my wife"). */
const POSSESSIVES = new Set(
  `my our his her their your mi mis nuestro nuestra nuestros su sus tu mon ma mes notre nos ton ta son sa
  meu minha meus minhas nosso nossa seu sua mein meine meinen meiner unser unsere unseren dein deine
  mio mia miei mie nostro nostra tuo tua suo sua`.split(/\s+/),
);

/** Whether compromise reads an English word as a verb and never as a noun ("soak", "wander"). */
const isPlainVerb = (word: string) => isPlainVerbTags(tagsOfWord(word));
const isPlainVerbTags = (tags: string[]) =>
  tags.includes('Verb') && !tags.includes('Noun') && !tags.includes('Gerund');

/**
 * Whether compromise, reading an English word with its neighbours, takes it for a verb ("she loves
 * whisky"); alone, "filter", "forks" and "tunnel" are verbs too, but not in "filter coffee".
 */
export function isVerbInContext(text: string, tokens: MatchToken[], index: number): boolean {
  const term = termInContext(text, tokens, index);
  return Boolean(term?.tags.includes('Verb') && !term.tags.includes('Noun'));
}

/** "And ruined her birthday": an English verb in the past tense, read in its sentence. */
export function isPastTenseInContext(text: string, tokens: MatchToken[], index: number): boolean {
  return Boolean(termInContext(text, tokens, index)?.tags.includes('PastTense'));
}

/** How compromise tags an English word read with two words before it and one after. */
function termInContext(
  text: string,
  tokens: MatchToken[],
  index: number,
): { text: string; tags: string[] } | undefined {
  const token = tokens[index] as MatchToken;
  const from = (tokens[Math.max(0, index - 2)] as MatchToken).start;
  const to = (tokens[Math.min(tokens.length - 1, index + 1)] as MatchToken).end;
  const written = text.slice(token.start, token.end).toLowerCase();
  const terms: { text: string; tags: string[] }[] = nlp(text.slice(from, to))
    .terms()
    .json()
    .flatMap((sentence: { terms?: { text: string; tags: string[] }[] }) => sentence.terms ?? []);
  return terms.find((item) => item.text.toLowerCase() === written);
}

/** "Zanzibar pizza", "Wiener Schnitzel": a capitalised word right before a known dish or drink names it. */
function namesKnownDish(tokens: MatchToken[], at: number, readers: WishReaders): boolean {
  const cue = (tokens[at] as MatchToken).after ? null : readers.knownCue?.(at + 1);
  return cue === 'eat' || cue === 'drink';
}

/**
 * Whether English words, read in their sentence, end on a noun and open on no verb: "a hangi", not
 * "quiet". A noun followed by a word the tagger reads as a quality or an act ("a pisco sour", "whiskey
 * sours") is a compound headed by that word: English puts its adjectives before the noun, and a verb
 * cannot follow the object of "want" or "love" without a link.
 */
function thingInEnglish(readers: WishReaders, [from, to]: [number, number]): boolean {
  const tagsAt = readers.tagsAt;
  if (!tagsAt) return true;
  if (tagsAt(from).includes('Verb')) return false;
  const last = tagsAt(to);
  if (last.includes('Noun') && !last.includes('Adjective')) return true;
  const before = to > from ? tagsAt(to - 1) : [];
  const nounBefore = before.includes('Noun') && !before.includes('Pronoun') && !before.includes('Adjective');
  return nounBefore && (last.includes('Adjective') || last.includes('PresentTense'));
}

/** Whether compromise, reading an English word with its neighbours, takes it for a noun ("old town"). */
export function isNounInContext(text: string, tokens: MatchToken[], index: number): boolean {
  return tagsInContext(text, tokens, index).includes('Noun');
}

/** How compromise tags an English word read with its neighbours. */
export const tagsInContext = (text: string, tokens: MatchToken[], index: number): string[] =>
  termInContext(text, tokens, index)?.tags ?? [];

/** Romance gerunds ("dividindo", "caminando", "saindo", "viendo"): verbs, never things. */
const ROMANCE_GERUND = /\p{L}{2,}(?:ando|endo|indo)$/u;
/**
 * "We" forms of Spanish, Portuguese and Italian verbs ("moramos", "vivimos", "viviamo"): a clause about
 * the two of them, never a thing. (French "-ons" and German "-en" end too many nouns to tell.)
 */
const WE_FORM: Partial<Record<Language, RegExp>> = {
  es: /\p{L}{2,}(?:amos|emos|imos)$/u,
  pt: /\p{L}{2,}(?:amos|emos|imos)$/u,
  it: /\p{L}{2,}iamo$/u,
};

/** Whether the word an item starts on can name a thing: not a small word, a day, a verb or after a possessive. */
/** "Of the" contracted with its article: "quinta da regaleira", "casa del popolo" (not "sábado de manhã"). */
const OF_THE = new Set('da do das dos del della dello delle dei degli du des'.split(' '));

/** A word "of the" a word no small-word list knows heads a name: "quinta da regaleira" is an estate, not a Thursday. */
function ownsName(tokens: MatchToken[], from: number, words: WordClasses): boolean {
  const [link, owner] = [tokens[from + 1], tokens[from + 2]];
  if (!link || !owner || (tokens[from] as MatchToken).after || !OF_THE.has(link.word)) return false;
  return !words.isBreak(owner.word) && !words.isLead(owner.word) && !isCalendarOrSmallName(owner.word);
}

function namesAThing(
  tokens: MatchToken[],
  from: number,
  words: WordClasses,
  tagsAt?: (index: number) => string[],
): boolean {
  const word = (tokens[from] as MatchToken).word;
  const calendar = isCalendarOrSmallName(word) && !ownsName(tokens, from, words);
  if (words.isClosed(word) || calendar || POSSESSIVES.has(tokens[from - 1]?.word ?? '')) return false;
  if (NEGATIONS.has(word) || NOTHING.has(word)) return false;
  if (stemmedCue(word, words.language, words.isClosed)) return false;
  // "soak in the hot pools": an English word compromise reads only as a verb is an action, not a thing,
  // unless its neighbours make it a noun: alone "horse" is a verb too ("horse carriage ride").
  const tags = tagsAt?.(from);
  const verb = isPlainVerb(word) && (!tags?.length || isPlainVerbTags(tags));
  if (words.language === 'en' && verb) return false;
  return (
    !ROMANCE_GERUND.test(word) &&
    !WE_FORM[words.language]?.test(word) &&
    !(words.language !== 'en' && isUnknownInfinitive(word, words.language))
  );
}

/** The longest run of small words and known things after an item ("en la mañana", "al atardecer"). */
const MAX_TAIL = 4;

/**
 * What follows an item in its segment says when or where, not what: small words, then at most
 * known things ("en la mañana", "al atardecer", "in the evening"). Returns the known tail's cue.
 */
function tailOf(
  tokens: MatchToken[],
  [from, to]: [number, number],
  words: WordClasses,
  knownCue: KnownCue,
  blocked: Blocked,
): { ok: boolean; cue: WishCue | null } {
  if (from > to) return { ok: true, cue: null };
  if (to - from >= MAX_TAIL || !words.isBreak((tokens[from] as MatchToken).word))
    return { ok: false, cue: null };
  let cue: WishCue | null = null;
  for (let index = from; index <= to; index += 1) {
    const word = (tokens[index] as MatchToken).word;
    const known = knownCue(index);
    if (known) cue ??= known;
    // Names and times already read ("from sarangkot", "at 8") say where or when, like small words.
    else if (!words.isBreak(word) && !words.isLead(word) && !blocked(index)) return { ok: false, cue: null };
  }
  return { ok: true, cue };
}

function listItemOf(
  tokens: MatchToken[],
  segment: Segment,
  words: WordClasses,
  blocked: Blocked,
  readers: WishReaders,
): ListItem | null {
  const knownCue = readers.knownCue ?? (() => null);
  let from = segment.from;
  while (from <= segment.to && words.isLead((tokens[from] as MatchToken).word)) from += 1;
  // An item starts on a word that can name a thing: "i messed up", "somos re pobres", "sexta à noite",
  // "dividindo tudo" are no items, nor is what a possessive owns ("la mia ragazza").
  // "Queremos cochinita pibil": a small word before a known thing leads into it.
  if (from < segment.to && words.isClosed((tokens[from] as MatchToken).word) && knownCue(from + 1)) from += 1;
  if (from > segment.to) return null;
  // "ich hätte Lust auf", "avevo voglia di": the word before a word of craving is who craves, or its auxiliary.
  const next = tokens[from + 1];
  if (!(tokens[from] as MatchToken).after && longingWordsOf(words.language).words.has(next?.word ?? ''))
    return null;
  // "lieber ein Café", "así que tapas": a word that joins two thoughts leads into the item, never is one.
  while (from < segment.to && !knownCue(from) && words.isConnective((tokens[from] as MatchToken).word)) {
    from += 1;
    while (from < segment.to && words.isLead((tokens[from] as MatchToken).word)) from += 1;
  }
  const cue = knownCue(from);
  if (!cue && words.isConnective((tokens[from] as MatchToken).word)) return null;
  if (!cue && !namesAThing(tokens, from, words, readers.tagsAt)) return null;
  let to = from;
  // The links inside an unknown dish's name do not count to its length: "cari poulet au feu de bois".
  let links = 0;
  while (to < segment.to && to - from - links < MAX_WORDS - 1) {
    const next = tokens[to + 1] as MatchToken;
    const link = (tokens[to] as MatchToken).word;
    // "ver-o-peso": the parts of a hyphenated word are one word, whatever each alone would be.
    if ((tokens[to] as MatchToken).hyphened) {
      to += 1;
      links += 1;
      continue;
    }
    const afterInside = words.isInside(link) && !BARE_LINKS.has(link) && words.isLead(next.word);
    if (isActivityHead(tokens, to + 1, from, words.language)) {
      to += 1;
      break;
    }
    // After "de", a verb's form is a noun: "feu de bois" (wood), not "bois" (I drink).
    const nounAfterOf = GENITIVES.has(link) && to > from && !words.isClosed(next.word);
    if (words.isBreak(next.word) && !words.isInside(next.word) && !afterInside && !nounAfterOf) break;
    // "mate al atardecer": a small word before a known thing ends the item rather than joins it;
    // but "of the" before a place ("estação das docas") makes that place the end of a name.
    const placeOf = GENITIVES.has(next.word) && knownCue(to + 2) === 'see';
    if (words.isInside(next.word) && !cue && knownCue(to + 2) && !placeOf) break;
    to += 1;
    // Only an unknown name runs on: a known thing ends before what its link leads to ("remparts au coucher du soleil").
    if (words.isInside(next.word) && !cue) links += 1;
  }
  while (to > from && (words.isInside((tokens[to] as MatchToken).word) || tokens[to]?.elided)) to -= 1;
  const tail = tokens[to + 1];
  const hadArticle = from > segment.from;
  const after = tailOf(tokens, [to + 1, segment.to], words, knownCue, blocked);
  // A known thing stays an item whatever follows it ("le traversier vers lévis"): what it is is known,
  // and its neighbours are asked for the way it is.
  // "carriage ride through the squares": what follows a ride or a walk is its way.
  const routed = isActivityHead(tokens, to, from, words.language) && ROUTE_WORDS.has(tail?.word ?? '');
  const placeAfter = hadArticle && tail && PLACE_WORDS.has(tail.word);
  if (to < segment.to && !placeAfter && !routed && !after.ok && !cue) return null;
  for (let index = from; index <= to; index += 1) if (blocked(index) && !cue) return null;
  // A gerund alone is an activity only inside a list ("…, paragliding from sarangkot"), not opening a text.
  const gerund = from === to && segment.joined && isGerund(tokens[from] as MatchToken);
  const headed = gerund || isActivityHead(tokens, to, from, words.language);
  const shape = readers.headCue?.(from, to) ?? (headed ? 'do' : null);
  const timed =
    after.ok &&
    !after.cue &&
    Array.from({ length: segment.to - to }, (_, offset) => to + 1 + offset).some(
      (index) => readers.dayPartAt?.(index) ?? false,
    );
  const placed =
    after.ok &&
    HAD_AT.has(tail?.word ?? '') &&
    (after.cue === 'see' || namedIn(tokens, [to + 2, segment.to], readers));
  return { from, to, cue, shape, ownCue: shape ?? after.cue, timed, placed, joined: segment.joined };
}

/**
 * Things listed beside things already known: "trajinera, elotes, micheladas", "desayuno con changua y
 * almojábanas". An unknown item of such a list is asked for the way its known neighbour is; one
 * headed by a place word ("valle de cocora") is a place to see, wherever it stands.
 */
function findListWishes(
  tokens: MatchToken[],
  words: WordClasses,
  blocked: Blocked,
  taken: Set<number>,
  readers: WishReaders,
): FoundWish[] {
  const segments = segmentsOf(tokens);
  const items = segments.map((segment) => listItemOf(tokens, segment, words, blocked, readers));
  // "Pensaba en un paseo por la rambla … y un chivito": a clause that asks for something, though no
  // item itself, makes a thing joined to it by "and" a wish too; the article shows it is a thing.
  const clauseCue = (index: number): WishCue | null => {
    const segment = segments[index - 1];
    const own = segments[index] as Segment;
    const item = items[index];
    const byAnd = LIST_WORDS.has(tokens[own.from - 1]?.word ?? '');
    if (!segment || items[index - 1] || !byAnd || !item || item.from === own.from) return null;
    for (let at = segment.from; at <= segment.to; at += 1) {
      const cue = readers.knownCue?.(at);
      if (cue) return cue;
    }
    return null;
  };
  const found: FoundWish[] = [];
  items.forEach((item, index) => {
    if (
      !item ||
      (item.cue && !item.shape) ||
      !meaningful(tokens, [item.from, item.to], words.isBreak, words.isLead)
    )
      return;
    for (let index2 = item.from; index2 <= item.to; index2 += 1) if (taken.has(index2)) return;
    const before = item.joined ? items[index - 1] : null;
    const after = items[index + 1]?.joined ? items[index + 1] : null;
    const neighbour =
      before?.cue ?? after?.cue ?? (before && !before.cue ? neighbourCue(items, index) : null);
    // "sacsayhuamán en la mañana": a thing for a time of day is a place to see, whatever its neighbours.
    const headed = item.shape ?? (item.timed ? 'see' : null);
    const nearby = before?.ownCue ?? after?.ownCue ?? (before || after ? item.ownCue : null);
    const clause = item.joined ? clauseCue(index) : null;
    const listed =
      wholeSegment(tokens, item, segments[index] as Segment, words) &&
      inItemPosition(tokens, segments, index) &&
      !isNameOrAcronym(readers.writtenAt, item);
    // "Dinner and then the river", "cena y luego el río": a thing said with its article after a word
    // of sequence is somewhere to go next, not more of what the stop before it serves.
    const goneToNext = !headed && nextPlace(tokens, item.from);
    // Unknown things had at a place the person names are mostly dishes and drinks, like those listed.
    const asked = goneToNext
      ? 'see'
      : (headed ?? neighbour ?? nearby ?? clause ?? (listed || item.placed ? 'eat' : null));
    if (!asked || tokens.slice(item.from, item.to + 1).some((token) => /^\d/.test(token.word))) return;
    // Unknown things listed are mostly dishes and drinks ("trajinera, elotes, micheladas"): a sight or an
    // activity is usually named, and named places are read apart. Beside a sight, a café serves a snack.
    // Beside a sight, a name shaped like one ("palácio da pena, quinta da regaleira") is a sight too.
    const sightLike = asked === 'see' && !headed && isOfTheName(tokens, item.from, item.to);
    const cue = headed ?? (sightLike || goneToNext ? 'see' : asked === 'drink' ? 'drink' : 'eat');
    const first = tokens[item.from] as MatchToken;
    const last = tokens[item.to] as MatchToken;
    found.push({
      cue,
      meal: null,
      verbAt: null,
      from: item.from,
      to: item.to,
      start: first.start,
      end: last.end,
      ...(asked === 'see' &&
      !headed &&
      !sightLike &&
      !goneToNext &&
      asked !== clause &&
      !namesACuisine(tokens, item)
        ? { host: 'cafe' as const }
        : {}),
      ...(!headed && !neighbour && !nearby && !clause ? { byPosition: true as const } : {}),
    });
  });
  return found;
}

/**
 * "Anna.", "TBD.": a first name or an acronym standing alone is a person or a note, as often as a
 * thing; only words around it could say which, and an item found by its place has none.
 */
function isNameOrAcronym(writtenAt: ((index: number) => string) | undefined, item: ListItem): boolean {
  if (!writtenAt || item.from !== item.to) return false;
  const written = writtenAt(item.from);
  if (written.length >= 2 && written === written.toUpperCase()) return true;
  const tags = tagsOfWord(written);
  return tags.includes('Person') || tags.includes('FirstName');
}

/** Words for a whole cuisine, in the six languages: "swahili food", "comida criolla", "cucina romana". */
const CUISINE_WORDS = new Set(['food', 'cuisine', 'comida', 'cocina', 'cozinha', 'cucina', 'kuche', 'essen']);

/** "Swahili food" beside a sight is a meal, not a café's snack. */
const namesACuisine = (tokens: MatchToken[], item: ListItem) =>
  CUISINE_WORDS.has((tokens[item.to] as MatchToken).word) ||
  CUISINE_WORDS.has((tokens[item.from] as MatchToken).word);

/** Whether an item is all its segment says, after the words that lead into it ("a", "some"). */
function wholeSegment(tokens: MatchToken[], item: ListItem, segment: Segment, words: WordClasses): boolean {
  const asides = ASIDE_WORDS[words.language];
  for (let index = item.to + 1; index <= segment.to; index += 1)
    if (!asides.has((tokens[index] as MatchToken).word)) return false;
  for (let index = segment.from; index < item.from; index += 1)
    if (!words.isLead((tokens[index] as MatchToken).word)) return false;
  return true;
}

/**
 * Words joined by "of the" into one name: "quinta da regaleira", "loggia dei lanzi". A bare "of" more
 * often joins a dish to what it is made of or where from ("bocata de calamares", "pane di matera").
 */
const isOfTheName = (tokens: MatchToken[], from: number, to: number) =>
  to - from >= 2 &&
  tokens
    .slice(from + 1, to)
    .some(
      (token, offset) =>
        OF_THE.has(token.word) ||
        (GENITIVES.has(token.word) && OF_ARTICLES.has(tokens[from + 2 + offset]?.word ?? '')),
    );
/** The article after a bare "of" that makes it "of the": "casa de la trova", "carmen de los mártires". */
const OF_ARTICLES = new Set(['la', 'las', 'los', 'le', 'les', 'l', 'lo', 'il', 'gli']);

/**
 * Words that move a date on to its next part: "then", "luego", "puis", "dann", "poi", "depois". What
 * follows one is the next thing, never more of the one before it ("dinner and then the river").
 */
const SEQUENCE_WORDS = new Set([
  'then',
  'afterwards',
  'luego',
  'despues',
  'puis',
  'ensuite',
  'dann',
  'danach',
  'anschliessend',
  'poi',
  'dopo',
  'depois',
  'seguida',
]);
/** Definite articles, folded: what a place is said with ("the river", "la Seine", "der Fluss"). */
const DEFINITE_ARTICLES = new Set([...OF_ARTICLES, 'the', 'el', 'der', 'die', 'das', 'den', 'o', 'os', 'as']);

/** A thing with its definite article right after a word of sequence: "… then the river". */
function nextPlace(tokens: MatchToken[], from: number): boolean {
  const article = tokens[from - 1]?.word ?? '';
  const sequence = tokens[from - 2]?.word ?? '';
  return DEFINITE_ARTICLES.has(article) && SEQUENCE_WORDS.has(sequence);
}

/** The cue of the nearest known item in the same list, looking back then forward. */
function neighbourCue(
  items: ({ cue: WishCue | null; joined: boolean } | null)[],
  index: number,
): WishCue | null {
  for (let back = index; back > 0 && items[back]?.joined && items[back - 1]; back -= 1)
    if (items[back - 1]?.cue) return items[back - 1]?.cue ?? null;
  for (let ahead = index + 1; items[ahead]?.joined; ahead += 1)
    if (items[ahead]?.cue) return items[ahead]?.cue ?? null;
  return null;
}
