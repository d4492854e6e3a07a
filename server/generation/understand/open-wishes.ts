import { KIND_CATALOG } from '../kinds/catalog';
import { citiesNamed } from '../world/cities';
import { familyOf, type Family, type KindId } from '../kinds/kind-ids';
import type { Constraint, Language, Span, WantedKind } from '../request';
import type { CompiledLexicon } from './compiled-lexicon';
import { fold } from './text';
import type { Hit, MatchToken } from './matcher';
import { germanHead, kindOfNamedPlace } from './named-places';
import { likingWordsOf } from './longing-words';
import { negatedItems } from './negation';
import { foldedWords, GENITIVES, THEN_WORDS } from './list-words';
import { GENERIC_MEALS, HEAD_LAST, isDishKind } from './meal-dishes';
import { joinedDishes } from './joined-dishes';
import { foreignDishKind } from './foreign-dishes';
import { isDishLink } from './wish-not-place';
import { isActivitySetting, withActivitySetting } from './activity-settings';
import { inPersonPosition } from './person-position';
import { isRegionName } from './place';
import { IN_WORDS } from './served-where';
import type { WishCue, WishMeal } from './wish-words';
import {
  findWishes,
  isNounInContext,
  isVerbInContext,
  tagsInContext,
  wordClassesOf,
  type FoundWish,
} from './wishes';

export interface OpenWishContext {
  text: string;
  tokens: MatchToken[];
  language: Language;
  lexicon: CompiledLexicon;
  /** Spans already read as something else (the city, times, money, names): never a wish. */
  taken: Span[];
  /** Every kind the lexicon found, negated or not, with token positions. */
  kindHits: Hit<KindId>[];
  constraints: ReadonlySet<Constraint>;
  /** Spans of the places named in the text: listed beside a wish, they make it a sight's neighbour. */
  named: Span[];
}

/** Sweets and hot drinks, whose names carry what they are made with: "tarte aux pommes", "café au lait". */
export const FLAVOURED = new Set<Family>(['sweet', 'coffee']);

/** A town this large listed on its own ("…, inhambane.") is where the date is, not a dish. */
const LISTED_TOWN_POPULATION = 20_000;

/** Articles between "of" and what it is of: "de la sal", "das docas" has it inside. */
const ARTICLE_WORDS = new Set('la le les l el los las lo il gli'.split(' '));

/** Meal words that say when to eat what is named before them ("trucha al almuerzo"). */
const MEAL_OF_KIND = new Map<KindId, WishMeal>([
  ['breakfast', 'breakfast'],
  ['lunch', 'lunch'],
  ['dinner', 'dinner'],
  ['dessert', 'dessert'],
]);

/** How a thing of a family is asked for: a dish is eaten, a museum seen. */
export function cueOfFamily(family: Family): WishCue {
  if (['coffee', 'sweet', 'meal', 'street_food'].includes(family)) return 'eat';
  if (['drinks', 'tasting'].includes(family)) return 'drink';
  if (['culture', 'walk', 'attraction', 'stars', 'shopping'].includes(family)) return 'see';
  return 'do';
}

/** A meal word said right beside a dish a lexicon knows, with nothing but a space between them. */
function heldByDish(meal: WantedKind, wanted: readonly WantedKind[], text: string): boolean {
  return wanted.some((dish) => {
    if (dish === meal || dish.open || !isDishKind(dish.kind)) return false;
    const [first, second] = dish.span.start < meal.span.start ? [dish, meal] : [meal, dish];
    return /^\s+$/.test(text.slice(first.span.end, second.span.start));
  });
}

/** The kind of place that hosts a wish no lexicon knows, chosen from how it was asked for. */
function hostKind(
  wish: FoundWish,
  verbKind: KindId | undefined,
  constraints: ReadonlySet<Constraint>,
): KindId {
  if (wish.meal) return wish.meal === 'dessert' ? 'dessert' : wish.meal;
  if (wish.host) return wish.host;
  if (verbKind) return verbKind;
  if (wish.cue === 'eat') return 'restaurant';
  if (wish.cue === 'drink') return constraints.has('no_alcohol') ? 'cafe' : 'bar';
  if (wish.cue === 'see') return 'historic_site';
  return 'walk';
}

/** Families a town's name may open the name of: "Zanzibar pizza", "Peking duck", "Vienna coffee". */
const TOWN_DISH_FAMILIES = new Set<Family>(['meal', 'street_food', 'sweet', 'coffee', 'drinks']);

/**
 * A town's name written right before a dish or a drink a lexicon knows is that dish's name; not
 * where a word of place puts the town first ("in Hamburg brunchen", "à Lyon un bouchon"), nor before a
 * German word in lower case, which is a verb ("Berlin frühstücken"): German writes its nouns with a capital.
 */
function namesDishAfter(index: number, tokens: MatchToken[], context: OpenWishContext): boolean {
  const { kindHits, language, text } = context;
  const next = tokens[index + 1];
  // "a Chiara una cena": an article opens another thing.
  if ((tokens[index] as MatchToken).after || !next || wordClassesOf(language).isLead(next.word)) return false;
  const before = tokens[index - 1];
  if (before && !before.after && IN_WORDS.has(before.word) && !(language === 'en' && before.word === 'a'))
    return false;
  if (language === 'de' && /^\p{Ll}/u.test(text.slice(next.start, next.end))) return false;
  const hit = kindHits.find((item) => item.from === index + 1);
  return Boolean(hit && TOWN_DISH_FAMILIES.has(familyOf(hit.value)));
}

const spanOf = (text: string, start: number, end: number): Span => ({
  text: text.slice(start, end),
  start,
  end,
});

/**
 * Keeps every wish in the person's words: a wish a lexicon knows gets its span widened to the whole
 * thing they wrote ("pastéis de nata", "fish tacos"); one no lexicon knows is added with a host kind
 * from its cue (to eat → a restaurant, to see → a sight). A generic meal beside a dish becomes that dish's meal.
 */
export function withOpenWishes(wanted: WantedKind[], given: OpenWishContext): WantedKind[] {
  // "con Rocío", "adora Morandi", "llevar a lucía": a person or an artist, never a thing to do, nor
  // words to widen a known thing by.
  const people = given.tokens
    .filter((_, index) => inPersonPosition(given.text, given.tokens, index, given.language))
    .map((token) => spanOf(given.text, token.start, token.end));
  const context = { ...given, taken: [...given.taken, ...people] };
  const { text, tokens, lexicon, taken, kindHits } = context;
  const isTaken = (index: number) => {
    const token = tokens[index] as MatchToken;
    // A capitalised town, region or country ("Münster", "Pisac", "Tanzania") is a place or a person's
    // home, never a dish; unless it names the dish written right after it ("Zanzibar pizza").
    const written = text.slice(token.start, token.end);
    const town = citiesNamed(token.word).length > 0 || isRegionName(written);
    if (town && namesDishAfter(index, tokens, context)) return false;
    return (
      (town && /^\p{Lu}/u.test(written)) ||
      taken.some((span) => token.start < span.end && token.end > span.start)
    );
  };
  const hitOf = (index: number) => kindHits.find((item) => item.from <= index && item.to >= index);
  const knownCue = (index: number): WishCue | null => {
    const hit = hitOf(index);
    if (hit) return cueOfFamily(familyOf(hit.value));
    const token = tokens[index] as MatchToken;
    return context.named.some((span) => token.start < span.end && token.end > span.start) ? 'see' : null;
  };
  const knownApart = (first: number, second: number) => {
    const [one, other] = [hitOf(first), hitOf(second)];
    return Boolean(one && other && one !== other);
  };
  const mealAt = (index: number): WishMeal | null => {
    const hit = hitOf(index);
    return hit && MEAL_OF_KIND.has(hit.value) ? (MEAL_OF_KIND.get(hit.value) as WishMeal) : null;
  };
  // "valle de cocora", "temple of the tooth", "phewa lake": a place word heading several words names a
  // place to see. The head leads in the Romance languages and ends the name in English and German.
  const headCue = (from: number, to: number): WishCue | null => {
    if (to <= from) return null;
    const head = tokens[HEAD_LAST.has(context.language) ? to : from] as MatchToken;
    if (kindOfNamedPlace(text.slice(head.start, head.end)) !== 'historic_site') return 'see';
    return HEAD_LAST.has(context.language) ? null : placeTailCue(from, to);
  };
  // "estação das docas", "fuerte del mar": a name whose last word is a place, said "of the" it, is a place too.
  const placeTailCue = (from: number, to: number): WishCue | null => {
    const tail = tokens[to] as MatchToken;
    let link = to - 1;
    while (link > from && ARTICLE_WORDS.has((tokens[link] as MatchToken).word)) link -= 1;
    if (link <= from || !GENITIVES.has((tokens[link] as MatchToken).word)) return null;
    const tailIsPlace =
      knownCue(to) === 'see' || kindOfNamedPlace(text.slice(tail.start, tail.end)) !== 'historic_site';
    return tailIsPlace ? 'see' : null;
  };
  const dayParts = lexicon.dayParts.find(tokens);
  const dayPartAt = (index: number) => dayParts.some((hit) => hit.from <= index && hit.to >= index);
  const capitalisedAt = (index: number) => {
    const token = tokens[index] as MatchToken;
    return /^\p{Lu}/u.test(text.slice(token.start, token.end));
  };
  const townAt = (from: number, to: number) =>
    citiesNamed(fold(text.slice((tokens[from] as MatchToken).start, (tokens[to] as MatchToken).end))).some(
      (town) => town.population >= LISTED_TOWN_POPULATION,
    );
  const wishes = findWishes(tokens, context.language, isTaken, {
    knownCue,
    knownApart,
    mealAt,
    headCue,
    dayPartAt,
    capitalisedAt,
    tagsAt: (index) => tagsInContext(text, tokens, index),
    namedAt: (index) => {
      const token = tokens[index] as MatchToken;
      return context.named.some((span) => token.start < span.end && token.end > span.start);
    },
    writtenAt: (index) => text.slice((tokens[index] as MatchToken).start, (tokens[index] as MatchToken).end),
    townAt,
  }).filter((wish) => !isActivitySetting(wish.from, context));
  const negated = negatedItems(tokens, wishes as unknown as Hit<unknown>[], lexicon.cues);
  const result = wanted.map((entry) => ({ ...entry }));
  wishes.forEach((wish, index) => {
    if (negated.has(index)) return;
    const span = spanOf(text, wish.start, wish.end);
    const inside = kindHits.filter((hit) => hit.from >= wish.from && hit.to <= wish.to);
    if (inside.length) {
      // A known thing: keep its kind, take the person's fuller words when they named it more closely.
      const entry = result.find((item) => inside.some((hit) => hit.start === item.span.start));
      // Never over a name the person gave: "degustazione di Vernaccia" is a tasting of that wine.
      const overName = context.named.some((named) => named.start < span.end && span.start < named.end);
      // Two known things in the words ("tajine et thé") are two wishes, each in its own words.
      const alone = inside.length === 1;
      if (
        alone &&
        entry &&
        entry.span.text.length < span.text.length &&
        !GENERIC_MEALS.has(entry.kind) &&
        !overName
      )
        entry.span = span;
      return;
    }
    if (kindHits.some((hit) => hit.from <= wish.to && hit.to >= wish.from)) return;
    // A head word says what it is ("Elbstrand" is a beach): a known kind in the person's words.
    const headKind =
      (context.language === 'de' ? germanHead(span.text.split(/\s+/).at(-1) ?? '') : null) ??
      kindOfNamedPlace(span.text);
    if (headKind !== 'historic_site') {
      if (!result.some((item) => item.kind === headKind)) result.push({ kind: headKind, span });
      return;
    }
    const verbHit = wish.verbAt === null ? undefined : kindHits.find((hit) => hit.from === wish.verbAt);
    // "Hike Lion's Head": the verb's own kind hosts what is done; eating and drinking verbs say only how.
    const verbKind =
      verbHit && wish.cue === 'do' && !KIND_CATALOG[verbHit.value].meal ? verbHit.value : undefined;
    const verbEntry = verbKind && result.find((item) => item.span.start === verbHit?.start);
    if (verbEntry) {
      // "Hike Lion's Head" is one hike, named by what is hiked.
      Object.assign(verbEntry, { span, open: wish.cue });
      return;
    }
    const foreign = wish.meal || verbKind ? null : foreignDishKind(span.text, context.language);
    if (foreign) {
      result.push({ kind: foreign, span });
      return;
    }
    const kind = hostKind(wish, verbKind, context.constraints);
    // The meal goes to the dish said for it ("cuy al almuerzo"), else to the first dish; never one
    // a known dish already holds ("paella lunch, the beach, then vermouth": the lunch is the paella).
    const meal =
      wish.cue === 'eat'
        ? result.find(
            (item) =>
              GENERIC_MEALS.has(item.kind) &&
              !item.open &&
              !heldByDish(item, result, text) &&
              !saidInTurn(text, item.span, span) &&
              (wish.meal === item.kind || !wishes.some((other) => other.meal === item.kind)),
          )
        : undefined;
    if (meal && (!wish.meal || wish.meal === meal.kind)) {
      // "Dinner … francesinha": the dinner is the francesinha.
      Object.assign(meal, { span, open: 'eat' as const });
      return;
    }
    const verbMeal = verbHit && KIND_CATALOG[verbHit.value].meal ? verbHit.value : undefined;
    // Said in turn with a meal of its own ("frites, then a nice dinner"), a thing to eat is a bite.
    const bite =
      wish.cue === 'eat' &&
      !wish.meal &&
      result.some((item) => GENERIC_MEALS.has(item.kind) && saidInTurn(text, item.span, span));
    result.push({
      kind: verbMeal ?? (bite ? 'street_food' : kind),
      span,
      open: wish.cue,
      ...(wish.byPosition ? { byPosition: true } : {}),
    });
  });
  result.sort((a, b) => a.span.start - b.span.start);
  const dishes = joinedDishes(result, text, context.language);
  for (const entry of dishes) {
    if (entry.open) continue;
    const flavoured = isDishKind(entry.kind) || FLAVOURED.has(familyOf(entry.kind));
    // "thé à la menthe": what a dish is made with, read alone as a thing to eat, is part of the dish.
    const others = dishes
      .filter((other) => other !== entry && !(flavoured && other.open))
      .map((other) => other.span);
    const around = { ...context, taken: [...context.taken, ...others] };
    entry.span = withActivitySetting(entry.kind, widenedSpan(entry.span, around, flavoured), around);
  }
  return dishes.filter((entry) => !entry.open || !dishes.some((other) => holds(other, entry, '<')));
}

/**
 * "battello sul lago di Como": a wish that the longer words of another hold is part of that one. A
 * sunset is not: "playa al atardecer" is the beach at that hour, which the sunset wish still asks for.
 */
export const withoutWishesInside = (wanted: readonly WantedKind[]): WantedKind[] =>
  wanted.filter(
    (entry) => entry.kind === 'sunset_spot' || !wanted.some((other) => holds(other, entry, '<=')),
  );

/**
 * Whether one wish's words hold another's, from a start before it (`<`) or from the same one too
 * (`<=`): a longer reading always holds the shorter it began with.
 */
function holds(outer: WantedKind, inner: WantedKind, from: '<' | '<='): boolean {
  const starts = from === '<' ? outer.span.start < inner.span.start : outer.span.start <= inner.span.start;
  return (
    outer !== inner &&
    starts &&
    inner.span.end <= outer.span.end &&
    outer.span.text.length > inner.span.text.length
  );
}

/**
 * "Frites, then a nice dinner": a thing to eat said before a meal, with a word of sequence between, is
 * had before it; the meal is not that thing. Said after the meal ("jantar… então chanfana"), the word
 * may only mean "so", and the thing is the meal.
 */
function saidInTurn(text: string, meal: Span, food: Span): boolean {
  return (
    food.end <= meal.start &&
    foldedWords(text.slice(food.end, meal.start)).some((word) => THEN_WORDS.has(word))
  );
}

/** The articles that may follow a dish's link word: "à la menthe", "à l'orange". */
const LINK_ARTICLES = new Set(['la', 'l']);

/** Words a known thing is widened by, at most, on each side: "palm wine", "lobster roll". */
const MODIFIER_WORDS = 2;

/**
 * A known thing named more closely by words no lexicon knows, written right beside it ("palm wine",
 * "Zanzibar pizza", "pesce persico", "vin chaud"): the person's whole phrase is what they asked for.
 */
function widenedSpan(span: Span, context: OpenWishContext, flavoured = false): Span {
  const { tokens, text, kindHits } = context;
  const { isBreak, isLead } = wordClassesOf(context.language);
  const first = tokens.findIndex((token) => token.end > span.start);
  const last = findLast(tokens, (token) => token.start < span.end);
  if (first < 0 || last < first) return span;
  const modifier = (index: number) => {
    const token = tokens[index];
    return (
      token !== undefined &&
      token.word.length >= 3 &&
      !/\d/.test(token.word) &&
      !isBreak(token.word) &&
      !isLead(token.word) &&
      // "wir lieben vietnamesisches Essen": a verb of liking says how a thing is wanted, not which one.
      !likingWordsOf(context.language).has(token.word) &&
      !kindHits.some((hit) => hit.from <= index && hit.to >= index) &&
      !context.taken.some((taken) => token.start < taken.end && token.end > taken.start)
    );
  };
  let from = first;
  // "She loves whisky": a verb before a thing says how it is wanted, not which one ("lobster roll" is a dish).
  // "— Zanzibar pizza": the town's name before a dish is the dish's, though the town is read too.
  const townOfDish = (index: number) => {
    const token = tokens[index];
    return (
      token !== undefined &&
      /^\p{Lu}/u.test(text.slice(token.start, token.end)) &&
      !isBreak(token.word) &&
      !isLead(token.word) &&
      citiesNamed(token.word).length > 0 &&
      namesDishAfter(index, tokens, context)
    );
  };
  const before = (index: number) =>
    townOfDish(index) ||
    (modifier(index) && !(context.language === 'en' && isVerbInContext(text, tokens, index)));
  while (first - from < MODIFIER_WORDS && !(tokens[from - 1]?.after ?? '.') && before(from - 1)) from -= 1;
  let to = last;
  while (to - last < MODIFIER_WORDS && !(tokens[to]?.after ?? '.') && modifier(to + 1)) to += 1;
  // "thé aux pignons", "gelato al pistacchio", "thé à la menthe": what a sweet or a drink is made with
  // is part of it, an article after the link included.
  const link = tokens[to + 1];
  const article =
    tokens[to + 2] && LINK_ARTICLES.has((tokens[to + 2] as MatchToken).word) && !tokens[to + 2]?.after
      ? 1
      : 0;
  if (
    flavoured &&
    to === last &&
    link &&
    !tokens[to]?.after &&
    !link.after &&
    (isDishLink(link.word, context.language) ||
      (context.language === 'fr' && link.word === 'a' && article)) &&
    modifier(to + 2 + article)
  )
    to += 2 + article;
  // A lexicon phrase may end on a small word ("passeio pela"): the thing ends before it. A noun the
  // small-word lists hold for other reasons ("old town", "meeting place") still ends it.
  const smallAt = (index: number) =>
    wordClassesOf(context.language).isClosed((tokens[index] as MatchToken).word) &&
    !(context.language === 'en' && isNounInContext(text, tokens, index));
  while (to > from && smallAt(to)) to -= 1;
  if (from === first && to === last) return span;
  return spanOf(text, (tokens[from] as MatchToken).start, (tokens[to] as MatchToken).end);
}

function findLast<T>(items: T[], predicate: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index -= 1) if (predicate(items[index] as T)) return index;
  return -1;
}
