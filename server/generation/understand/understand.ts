import { curatedCity } from '../world/gazetteer';
import { areaOpenedBy, cityAreaNamed } from '../world/city-areas';
import { areasInsideWishes, wishesInTheirAreas } from './wish-areas';
import { viewsOfPlaces } from './views-of';
import { ARTICLES_BEFORE_NAMES, ARTICLES_BEFORE_THINGS } from '../write/grammar/articles';
import { localDateISO } from '../world/local-time';
import { familyOf, type KindId } from '../kinds/kind-ids';
import type { KindTag } from '../kinds/kind-info';
import type { Landmark } from '../world/landmark-types';
import {
  LANGUAGES,
  type Language,
  type CityRef,
  type Constraint,
  type DateRequest,
  type Mood,
  type NamedPlace,
  type PlaceRequest,
  type Occasion,
  type Refusal,
  type Span,
  type StopCount,
  type WantedKind,
} from '../request';
import { tagsOfWord } from './word-tags';
import { citiesNamed } from '../world/cities';
import { distanceKm } from '../world/distance';
import { asksForHarm, asksForOtherWork } from './not-a-date';
import { KIND_CATALOG } from '../kinds/catalog';
import { extractBudget } from './budget';
import { ANY_COMMON_WORD } from './common-words';
import { compiledLexicon } from './compiled-lexicon';
import { withoutInjections } from './injections';
import { INTENT_WORDS, OURSELVES, QUESTION_OPENINGS } from './intent-words';
import { detectLanguage } from './language';
import { walksAtNamedPlaces, walksByWater, walksWithTheirSetting } from './walk-settings';
import { nounFormHits } from './noun-forms';
import { matchTokens, type Hit, type MatchToken } from './matcher';
import { followsRelation, inPlacePosition, ofRuledOut, ruledOut } from './place-position';
import { extractNamedPlaces, findCatalogNames, kindOfNamedPlace, landmarkMention } from './named-places';
import { landmarksIn } from '../world/landmarks/all-landmarks';
import { findLandmarkByName, landmarkNamedExactly } from '../compose/landmarks';
import { negatedItems } from './negation';
import { saidAsWhereTheyAre } from './home-words';
import { closedClauses, refusedSentences, withinRefused } from './refused-sentences';
import { uncapitalisedNames } from './lowercase-names';
import { inPersonPosition } from './person-position';
import { headedNames } from './headed-names';
import { endsDishName, isThoughtOf } from './wish-not-place';
import { isDishKind } from './meal-dishes';
import { dishesJoinTheirMeal } from './meal-dishes';
import { servedTogetherAsOne } from './eaten-with';
import { doneWhereSaid, IN_WORDS, servedForSaid, servedWhereSaid } from './served-where';
import { heldByOneVenue } from './one-venue';
import { genreShowsAsOne } from './genre-shows';
import { germanCompoundPlaces } from './compound-places';
import { withoutEventsAttended } from './events-attended';
import { cueOfFamily, FLAVOURED, withOpenWishes, withoutWishesInside } from './open-wishes';
import { doneAtNamedPlace, isVerbOfNamedPlace } from './verb-of-named-place';
import { GENERIC_OCCASIONS, occasionByConstruction, occasionCount } from './occasion-phrases';
import { findPlace, isRegionName } from './place';
import { withRideSettings } from './ride-settings';
import { fold, withoutArticle } from './text';
import { GENITIVES } from './list-words';
import { extractTime } from './time';
import { hoursOfNearestKind } from './hours-near';
import { namedAtTheirHour, wishesAtTheirHour } from './wish-day-parts';
import { servedNames, servingBefore } from './served-names';
import { travelOf, withoutCityLandmarks } from './travel';
import { journeyPlace } from './journey';
import { saidAsHome } from './out-of-town';
import { withoutHeldWorks } from './artworks';
import { wishesHostedByNames } from './hosted-by-name';
import { isOpeningWordOfCity } from './opening-word';
import { withFoundArea } from './found-area';
import { isPastTenseInContext } from './wishes';
import { pastSpans } from './past-events';
import { onlyWhatWasAsked, statedStopCount, type StatedStops } from './stop-count';
import { namesOf, shortNamesOf } from '../world/landmarks/landmark-names';

type Item =
  | { type: 'kind'; value: KindId }
  | { type: 'constraint'; value: Constraint }
  | { type: 'occasion'; value: Occasion };

/** Constraints that keep something away: "avoid the crowds of Khao San Road" rules the road out. */
const AVOIDANCES = new Set<Constraint>(['no_crowds', 'quiet']);

const CURRENCY_CODES =
  /^(usd|eur|gbp|chf|czk|pln|huf|sek|nok|dkk|jpy|cny|krw|inr|ngn|zar|brl|mxn|ars|clp|cop|pen|kes|ghs|mad|try|aed|cfa|fcfa|xof|xaf|aud|cad|nzd|sgd|hkd|thb)$/i;

/**
 * Capitalised words that are not places: acronyms and codes ("SYSTEM OVERRIDE", "CZK"), ordinary
 * English words ("Budget", "Best"), and the town itself or a nearby town ("Rio", "Hallstatt").
 */
function isNoiseName(text: string, named: NamedPlace, city: CityRef | null): boolean {
  const name = named.name;
  const words = name.split(/\s+/);
  if (words.every((word) => word.length >= 2 && word === word.toUpperCase() && /\p{L}/u.test(word)))
    return !isAcronymName(text, named);
  if (city && isDistrictOf(name, city)) return false;
  if (words.some((word) => CURRENCY_CODES.test(word))) return true;
  // "Santiago de Chile", "Frankfurt am Main": the town itself, in more words.
  if (words.length > 1)
    return city !== null && citiesNamed(fold(name)).some((town) => town.geonameId === city.geonameId);
  const folded = fold(name);
  if (folded.length <= 3 || ANY_COMMON_WORD.has(folded)) return true;
  const tags = tagsOfWord(name);
  if (
    tags.some((tag: string) =>
      [
        'Verb',
        'Adjective',
        'Adverb',
        'Pronoun',
        'Determiner',
        'Conjunction',
        'Preposition',
        'Actor',
        'Value',
      ].includes(tag),
    )
  )
    return true;
  const towns = citiesNamed(folded);
  if (!towns.length) return false;
  if (!city) return true;
  // Another city of the same country ("we live in Pereira") is not a stop of this one; abroad, a large
  // city's name is more likely a local district's ("Salamanca" in Hobart).
  return towns.some(
    (town) =>
      isNear(town, city) || (town.country === city.country && town.population >= OTHER_CITY_POPULATION),
  );
}

/**
 * "Ferry out to MONA", "a night at MALBA": one word in capitals where a place goes is an acronym's
 * name, unless it is a word shouted ("to NOT go", "to SEE").
 */
function isAcronymName(text: string, named: NamedPlace): boolean {
  if (!/^\p{Lu}{3,6}$/u.test(named.name) || !inPlacePosition(text, named.span)) return false;
  const tags = tagsOfWord(named.name.toLowerCase());
  return !tags.some((tag) =>
    ['Verb', 'Adjective', 'Adverb', 'Pronoun', 'Negative', 'Conjunction'].includes(tag),
  );
}

/** How near a smaller town's centre must be to the city's to be one of its districts ("Yopougon" in Abidjan). */
const DISTRICT_KM = 10;

/** The city's own name read as a place in it ("caves de vinho do Porto" in Porto): it hosts nothing. */
function isCityItself(named: NamedPlace, city: CityRef | null): boolean {
  return Boolean(city && fold(named.name) === fold(city.name));
}

/** A smaller town whose centre lies inside the city: a district where stops go, not another town. */
function isDistrictOf(name: string, city: CityRef): boolean {
  return citiesNamed(fold(name)).some(
    (town) =>
      town.geonameId !== city.geonameId &&
      town.population < city.population &&
      distanceKm(town, city) < DISTRICT_KM,
  );
}

const isNear = (town: CityRef, city: CityRef) =>
  Math.abs(town.lat - city.lat) < 0.5 && Math.abs(town.lon - city.lon) < 0.5;

/** The stops the person said they want: a number, or only what they asked for. */
function withStopCount(text: string, stated: StatedStops | null, wishes: Span[]): { stopCount?: StopCount } {
  if (stated) return { stopCount: stated.count };
  return onlyWhatWasAsked(text, wishes) ? { stopCount: { onlyWished: true } } : {};
}

/**
 * Words a possessive owns are people, not diets: "my gf" is a girlfriend, never gluten-free. The
 * possessives of the six languages, folded.
 */
const POSSESSIVES = new Set(
  `my his her your our their mi mis tu tus su sus nuestra nuestro mon ma mes ton ta tes son sa ses notre
  votre leur meu minha seu sua nosso nossa mein meine meinen meiner dein deine sein seine ihr ihre unser
  unsere mio mia tuo tua suo sua nostro nostra`.split(/\s+/),
);
function afterPossessive(tokens: MatchToken[], index: number): boolean {
  const before = tokens[index - 1];
  return before !== undefined && POSSESSIVES.has(before.word);
}

/** Greens a quarter is called after ("el Retiro"): said with "in", they are still the park. */
const GREENS = new Set<KindId>(['park', 'garden', 'botanical_garden']);

/** A one-word hit whose word is not the lexicon's but shares its stem ("ruined" for "ruins"). */
function readByStem(hit: Hit<unknown>, tokens: MatchToken[]): boolean {
  return hit.from === hit.to && fold(hit.phrase) !== tokens[hit.from]?.word;
}

/** Endings that make another word of a stem, not another form of it: "music" → "musical". */
const DERIVING_ENDINGS = ['al', 'ical', 'ic', 'ist', 'ive', 'ous', 'ary'];

/**
 * A stem shared by two words, not two forms of one: "folk music" is no "musical", a "tradition" no
 * "traditional". Only an ending of inflection (a plural, a tense) reads one as the other.
 */
function readAsAnotherWord(hit: Hit<unknown>, tokens: MatchToken[]): boolean {
  if (!readByStem(hit, tokens)) return false;
  const [listed, written] = [fold(hit.phrase), tokens[hit.from]?.word ?? ''];
  return DERIVING_ENDINGS.some(
    (ending) => listed === `${written}${ending}` || written === `${listed}${ending}`,
  );
}

function landmarkGoneTo(text: string, named: NamedPlace, landmarks: readonly Landmark[]): boolean {
  if (landmarkNamedExactly(named.name, landmarks)) return true;
  const sharing = findLandmarkByName(named.name, landmarks);
  if (!sharing) return false;
  const before = fold(text.slice(0, named.span.start)).split(/\s+/).filter(Boolean).slice(-2);
  const [last, lastButOne] = [before.at(-1) ?? '', before.at(-2) ?? ''];
  const saidAsWhere = IN_WORDS.has(last) || (IN_WORDS.has(lastButOne) && ARTICLES_BEFORE_NAMES.has(last));
  return !saidAsWhere || GREENS.has(sharing.kind);
}

/** The words after "inside"/"dentro" that make it a where: an article, or an "of" before one. */
const WHERE_FOLLOWERS = new Set([
  ...ARTICLES_BEFORE_THINGS,
  'of',
  'de',
  'di',
  'del',
  'della',
  'do',
  'da',
  'du',
  'des',
]);

/**
 * "Dinner inside the walled city", "dentro le mura", "à l'intérieur des remparts": a word of inside
 * said before a place tells where something is, not that the couple want a roof over them.
 */
function saysWhereNotHow(tokens: MatchToken[], hit: Hit<Item>): boolean {
  if (hit.value.type !== 'constraint' || hit.value.value !== 'indoor') return false;
  const next = tokens[hit.to + 1];
  return next !== undefined && !tokens[hit.to]?.after && WHERE_FOLLOWERS.has(next.word);
}

/** A city this large sharing a capitalised word's name is that city, not a place in the one planned. */
const OTHER_CITY_POPULATION = 100_000;

/**
 * A name is a stop only where the text treats it as a place: with a head word ("Parque Arví"), as a
 * known area, in several words, or after a place word ("at La Banquise"); never after a relation
 * ("my wife Marta") and never under a negation ("so not Fushimi Inari").
 */
function treatedAsPlace(text: string, named: NamedPlace): boolean {
  if (followsRelation(text, named.span)) return false;
  if (named.isArea || kindOfNamedPlace(named.name) !== 'historic_site') return true;
  return named.name.trim().includes(' ') || inPlacePosition(text, named.span);
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
/** Whether one span holds all of another. */
const covers = (outer: Span, inner: Span) => outer.start <= inner.start && inner.end <= outer.end;

const spanOf = (text: string, hit: { start: number; end: number }): Span => ({
  text: text.slice(hit.start, hit.end),
  start: hit.start,
  end: hit.end,
});

const INTENT = new Map(LANGUAGES.map((language) => [language, new Set(INTENT_WORDS[language].map(fold))]));

const OPENINGS = new Map(
  LANGUAGES.map((language) => [language, new Set(QUESTION_OPENINGS[language].map(fold))]),
);
const US = new Map(LANGUAGES.map((language) => [language, new Set(OURSELVES[language].map(fold))]));

const SHORT_OFFER_WORDS = 4;

/** A question (a question mark, or a question word first) that never speaks of the two of them. */
function isOtherQuestion(original: string, tokens: MatchToken[], language: Language): boolean {
  const first = tokens[0]?.word ?? '';
  const two = tokens
    .slice(0, 2)
    .map((token) => token.word)
    .join(' ');
  const opens = OPENINGS.get(language)?.has(first) || OPENINGS.get(language)?.has(two);
  // A few words with a question mark are an offer ("🍣 tonight?", "un ciné ?"), not a question about the world.
  if (tokens.length < SHORT_OFFER_WORDS || (!original.includes('?') && !opens)) return false;
  return !tokens.some((token) => US.get(language)?.has(token.word));
}

/**
 * "Una copa de vino", "una copa de cava": a drink said "of" another drink is one glass of the second,
 * one stop where the second is poured, in the person's whole words.
 */
function glassesOf(kindHits: Hit<Item>[], tokens: MatchToken[], wanted: WantedKind[], text: string): void {
  for (let index = 1; index < kindHits.length; index += 1) {
    const [glass, drink] = [kindHits[index - 1] as Hit<Item>, kindHits[index] as Hit<Item>];
    const [first, second] = [glass.value.value as KindId, drink.value.value as KindId];
    if (glass.value.type !== 'kind' || drink.value.type !== 'kind') continue;
    if (familyOf(first) !== 'drinks' || familyOf(second) !== 'drinks') continue;
    const between = tokens.slice(glass.to + 1, drink.from);
    const ofWord = between.length === 1 && GENITIVES.has((between[0] as MatchToken).word);
    if (!ofWord || (tokens[glass.to] as MatchToken).after) continue;
    const cup = wanted.findIndex((entry) => entry.kind === first && entry.span.start === glass.start);
    const poured = wanted.find((entry) => entry.kind === second && entry.span.start === drink.start);
    if (cup < 0 || !poured) continue;
    poured.span = spanOf(text, { start: glass.start, end: poured.span.end });
    wanted.splice(cup, 1);
  }
}

/** Reads a description into a typed request, or refuses it when there is nothing to plan from. */
export function understand(
  original: string,
  now: Date = new Date(),
  /** The city the person chose apart from the text ("Where will you be?"), used when the text names none. */
  preferredCity?: string,
): DateRequest | Refusal {
  const text = withoutInjections(original);
  const tokens = matchTokens(text);
  if (text.replace(/[^\p{L}]/gu, '').length < 2) return { refused: true, reason: 'no_intent' };

  const { language, fallback, foreign } = detectLanguage(text, tokens);
  const lexicon = compiledLexicon(language);

  const listed: Hit<Item>[] = [
    ...lexicon.kinds
      .find(tokens)
      .map((hit) => ({ ...hit, value: { type: 'kind', value: hit.value } as Item })),
    ...lexicon.constraints
      .find(tokens)
      .map((hit) => ({ ...hit, value: { type: 'constraint', value: hit.value } as Item })),
    ...lexicon.occasions
      .find(tokens)
      .map((hit) => ({ ...hit, value: { type: 'occasion', value: hit.value } as Item })),
  ];
  const hits: Hit<Item>[] = [
    ...listed,
    ...nounFormHits(text, tokens, language, lexicon.kinds, listed).map((hit) => ({
      ...hit,
      value: { type: 'kind', value: hit.value } as Item,
    })),
  ];
  // What happened before the date ("ruined her birthday dinner last week") is no wish.
  const past = pastSpans(text, language);
  const inPast = (span: { start: number; end: number }) =>
    past.some((story) => span.start >= story.start && span.end <= story.end);
  // Where phrases overlap, the longest reading wins ("no crowds" as a constraint over "crowds").
  hits.sort((a, b) => a.from - b.from || b.to - b.from - (a.to - a.from));
  const items: Hit<Item>[] = [];
  for (const hit of hits) {
    const previous = items.at(-1);
    if (previous && hit.from <= previous.to) continue;
    // "ela adora Amália", "liebt Kandinsky": a name loved is a person or an artist, whatever dish shares it.
    if (hit.from === hit.to && inPersonPosition(text, tokens, hit.from, language, true)) continue;
    if (hit.value.type === 'kind' && inPast(hit)) continue;
    if (hit.value.type === 'kind' && readAsAnotherWord(hit, tokens)) continue;
    // "I ruined her birthday": a verb in the past tense read by its stem as a place to see ("ruins")
    // tells what happened. What was done ("we danced salsa … want to do it again") may be wished again.
    if (
      language === 'en' &&
      hit.value.type === 'kind' &&
      cueOfFamily(familyOf(hit.value.value)) === 'see' &&
      readByStem(hit, tokens) &&
      isPastTenseInContext(text, tokens, hit.from)
    )
      continue;
    items.push(hit);
  }
  // "No clubs, bars": an item after a bare comma is ruled out with the one before when of its sort.
  const related = (first: number, second: number) => {
    const [a, b] = [items[first]?.value, items[second]?.value];
    if (!a || !b || a.type !== b.type) return false;
    return a.type !== 'kind' || sameSort(a.value, b.value as KindId);
  };
  const negated = negatedItems(tokens, items, lexicon.cues, related);
  // Words such as "wine" both name a kind and, negated, set a constraint: read them on their own too.
  const constraintWordHits = lexicon.negatedConstraints.find(tokens);
  const negatedConstraintWords = negatedItems(tokens, constraintWordHits, lexicon.cues);
  // Moods colour the words around them ("cena romántica") rather than compete with them.
  const moodHits = lexicon.moods.find(tokens);
  const negatedMoods = negatedItems(tokens, moodHits, lexicon.cues);

  const wanted: WantedKind[] = [];
  const excludedKinds: WantedKind[] = [];
  const constraints = new Set<Constraint>();
  const constraintSpans: Partial<Record<Constraint, Span>> = {};
  let occasion: Occasion | null = null;
  let occasionSpan: Span | null = null;
  const moods: Mood[] = [];
  items.forEach((hit, index) => {
    const isNegated = negated.has(index);
    const span = spanOf(text, hit);
    const item = hit.value;
    if (item.type === 'kind') {
      const list = isNegated ? excludedKinds : wanted;
      if (!list.some((entry) => entry.kind === item.value)) list.push({ kind: item.value, span });
    } else if (
      item.type === 'constraint' &&
      !isNegated &&
      !afterPossessive(tokens, hit.from) &&
      !saysWhereNotHow(tokens, hit as Hit<Item>)
    ) {
      constraints.add(item.value);
      constraintSpans[item.value] ??= span;
    } else if (item.type === 'occasion' && !isNegated && (!occasion || GENERIC_OCCASIONS.has(occasion))) {
      if (occasion && GENERIC_OCCASIONS.has(item.value)) return;
      occasion = item.value;
      occasionSpan = span;
    }
  });
  if (!occasion) {
    const forms = lexicon.occasionForms.find(tokens);
    const negatedForms = negatedItems(tokens, forms, lexicon.cues);
    const form = forms.find((_, index) => !negatedForms.has(index));
    if (form) {
      occasion = form.value;
      occasionSpan = spanOf(text, form);
    }
  }
  // Said with words in between ("pedir a minha namorada em casamento"): read when no phrase was, and
  // an apology over any other occasion ("I ruined her birthday, I want to make it up to her").
  const construction = occasionByConstruction(text, language);
  const apology = construction?.occasion === 'making_up';
  if (construction && (!occasion || GENERIC_OCCASIONS.has(occasion) || apology)) {
    occasion = construction.occasion;
    occasionSpan = construction.span;
  }
  constraintWordHits.forEach((hit, index) => {
    if (!negatedConstraintWords.has(index)) return;
    constraints.add(hit.value);
    constraintSpans[hit.value] ??= spanOf(text, hit);
  });
  moodHits.forEach((hit, index) => {
    if (!negatedMoods.has(index) && !moods.includes(hit.value)) moods.push(hit.value);
  });
  // "Steak or BBQ": either will do, so the first is kept and the alternative left out.
  const OR_WORDS = new Set(['or', 'o', 'u', 'ou', 'oder', 'oppure', 'either']);
  const kindHits = items.filter((hit, index) => hit.value.type === 'kind' && !negated.has(index));
  for (let index = 1; index < kindHits.length; index += 1) {
    const previous = kindHits[index - 1] as Hit<Item>;
    const current = kindHits[index] as Hit<Item>;
    const between = tokens.slice(previous.to + 1, current.from).map((token) => token.word);
    if (
      between.length &&
      between.every((word) => OR_WORDS.has(word) || word === 'maybe' || word === 'quizas')
    ) {
      const dropIndex = wanted.findIndex(
        (entry) => entry.kind === current.value.value && entry.span.start === current.start,
      );
      if (dropIndex >= 0 && !wanted.slice(0, dropIndex).some((entry) => entry.kind === current.value.value))
        wanted.splice(dropIndex, 1);
    }
  }
  glassesOf(kindHits as Hit<Item>[], tokens, wanted, text);
  // A kind both asked for and excluded ("no cocktails, just wine") stays excluded only where it was negated.
  const finalWanted = wanted.filter(
    (entry) => !excludedKinds.some((excluded) => excluded.kind === entry.kind),
  );
  if (constraints.has('vegan')) constraints.add('vegetarian');

  const written = findPlace(
    text,
    language,
    finalWanted.map((entry) => entry.kind),
  );
  const preferred = preferredCity ? findPlace(preferredCity, language) : null;
  // A country named alone yields to the person's own city when it lies in that country.
  const ownCityInCountry = Boolean(written?.country && preferred?.city.country === written.country);
  const place = ownCityInCountry ? preferred : (written ?? preferred);
  // A landmark that placed the date ("the Colosseum") is a stop to make, and a neighbourhood ("dinner in
  // Trastevere") where the date is had, not the city's name; a city chosen apart from the text has no
  // span in it.
  const placeSpan = written && !written.landmark && !written.area ? written.span : null;
  // A country or region named alone is no city's name: its words are taken, but the city keeps its own name.
  const citySpan = written?.country || written?.region ? null : placeSpan;
  const today = localDateISO(now, place?.city.timezone ?? 'UTC');
  const { time, when } = extractTime(
    text,
    language,
    today,
    fallback,
    hoursOfNearestKind(items.filter((_, index) => !negated.has(index))),
  );
  const budget = extractBudget(text, language);
  // "Cena tarde, tipo 22h": a loose time right after a meal word is when to eat, not when to start.
  const mealHit = items.find(
    (hit) =>
      hit.value.type === 'kind' && KIND_CATALOG[hit.value.value].meal && !negated.has(items.indexOf(hit)),
  );
  const startSpan = mealHit
    ? time.spans.find((span) => span.start >= mealHit.end && span.start - mealHit.end <= 25)
    : undefined;
  if (mealHit && startSpan && time.start !== null && !time.hard) {
    time.mealStart = time.start;
    time.start = null;
  }

  const statedStops = statedStopCount(text);
  const taken: Span[] = [
    ...(statedStops ? [statedStops.span] : []),
    ...(placeSpan ? [placeSpan] : []),
    ...(written?.aside ? [written.aside] : []),
    ...time.spans,
    ...(when.span ? [when.span] : []),
    ...(budget.span ? [budget.span] : []),
  ];
  const known = new Set(
    [...items, ...moodHits].flatMap((hit) => tokens.slice(hit.from, hit.to + 1).map((token) => token.word)),
  );
  const curated = place ? curatedCity(place.city.name, place.city.country) : undefined;
  const cityLandmarks = curated ? landmarksIn(curated.name, curated.country) : [];
  const nameContext = {
    known,
    taken,
    areaNames: new Set(
      (curated?.areas ?? []).flatMap((area) => [
        fold(area.name.replace(/^the /i, '')),
        withoutArticle(fold(area.name)),
      ]),
    ),
    german: language === 'de',
    language,
    foreign: fallback,
  };
  const capitalisedNames = extractNamedPlaces(text, nameContext);
  // "Palermo" for Palermo Soho: a name the city's own neighbourhoods open with, and no landmark's.
  const opensAnArea = (name: string) =>
    Boolean(curated && !findLandmarkByName(name, cityLandmarks) && areaOpenedBy(curated, name));
  // A word the lexicons read as a dish ("tortellini", "pollo"), a sweet or a hot drink ("tarte aux
  // pommes", "café au lait", "thé aux pignons"), for the names of dishes with a link inside.
  const dishAt = (index: number) =>
    items.some(
      (hit) =>
        hit.from <= index &&
        hit.to >= index &&
        hit.value.type === 'kind' &&
        (isDishKind(hit.value.value) || FLAVOURED.has(familyOf(hit.value.value))),
    );
  // "Pensei em tapioca", "tortellini in brodo": what is thought of or eaten, unless a place word heads it.
  const wishedNotVisited = (named: NamedPlace) =>
    kindOfNamedPlace(named.name) === 'historic_site' &&
    (isThoughtOf(text, named.span) ||
      endsDishName(tokens, named.span, language, { known: nameContext.known, dishAt }));
  const lowerNames = uncapitalisedNames(text, tokens, language, nameContext).filter(
    (named) => !capitalisedNames.some((other) => overlaps(other.span, named.span)),
  );
  // A place word heading its name ("farol da barra") outranks a reading of fewer of its words, but
  // not one that runs past it ("mercato di porta palazzo" read as "porta palazzo").
  const headed = headedNames(text, tokens, language, nameContext).filter(
    (named) => !capitalisedNames.some((other) => overlaps(other.span, named.span)),
  );
  let namedPlaces = [
    ...capitalisedNames,
    ...lowerNames.filter((named) => !headed.some((other) => covers(other.span, named.span))),
    ...headed.filter(
      (named) =>
        !lowerNames.some((other) => overlaps(other.span, named.span) && !covers(named.span, other.span)),
    ),
  ]
    .map((named) =>
      place && !named.isArea && (isDistrictOf(named.name, place.city) || opensAnArea(named.name))
        ? { ...named, isArea: true }
        : named,
    )
    .filter((named) => {
      if (place && fold(named.name) === fold(place.city.name)) return false;
      // Known neighbourhoods and landmarks of the city are never noise, whatever else shares their name.
      const known =
        curated !== undefined &&
        (curated.areas.some((area) => withoutArticle(fold(area.name)) === withoutArticle(fold(named.name))) ||
          findLandmarkByName(named.name, cityLandmarks) !== null);
      return (
        known ||
        (!isRegionName(named.name) &&
          !isNoiseName(text, named, place?.city ?? null) &&
          !saidAsHome(text, named.span) &&
          !isOpeningWordOfCity(text, named, placeSpan) &&
          !wishedNotVisited(named) &&
          treatedAsPlace(text, named))
      );
    });
  if (curated && written?.area) namedPlaces = withFoundArea(namedPlaces, written.span, curated);

  if (curated) {
    const catalogNames = findCatalogNames(text, [
      ...cityLandmarks.flatMap(namesOf),
      ...shortNamesOf(cityLandmarks, [curated.name, place?.city.name ?? '', written?.span.text ?? '']),
    ]);
    if (place?.landmark) catalogNames.push(landmarkMention(text, place.span, place.landmark));
    for (const known of catalogNames) {
      const overlapping = namedPlaces.findIndex(
        (named) => named.span.start < known.span.end && named.span.end > known.span.start,
      );
      if (overlapping < 0) namedPlaces.push(known);
      else if ((namedPlaces[overlapping] as NamedPlace).span.text.length < known.span.text.length)
        namedPlaces[overlapping] = known;
    }
    namedPlaces.sort((a, b) => a.span.start - b.span.start);
    // A neighbourhood that is also a landmark ("Central Park", "Schönbrunn") is a place to go; one
    // said as where something else is had ("pastéis de nata in Belém") is the neighbourhood, unless
    // the landmark is the green people call by its name ("un paseo por el Retiro").
    for (const named of namedPlaces)
      if (named.isArea && landmarkGoneTo(text, named, cityLandmarks)) named.isArea = false;
  }
  // A place the person rules out ("so not Fushimi Inari", "sin el Prado") is not a stop, nor is a work
  // of art named where it hangs ("Las Meninas en el Prado").
  const cueEnds = new Set(lexicon.cues.before.findAll(tokens).map((cue) => cue.to));
  const kindOfPlace = (named: NamedPlace) =>
    findLandmarkByName(named.name, cityLandmarks)?.kind ?? kindOfNamedPlace(named.name, language);
  const unheld = withoutHeldWorks(text, namedPlaces, kindOfPlace);
  const heldWorks = namedPlaces.filter((named) => !unheld.includes(named)).map((named) => named.span);
  // "Degustazione di Vernaccia", "a glass of Barolo": a name a serving holds is drunk, not gone to.
  const served = unheld.filter(
    (named) =>
      !named.isArea && !findLandmarkByName(named.name, cityLandmarks) && servingBefore(text, named.span),
  );
  const refused = [...refusedSentences(tokens), ...closedClauses(tokens)];
  // What is ruled out: negated things, and the crowds or noise the person asks to keep away from.
  const avoided = items.filter((hit) => hit.value.type === 'constraint' && AVOIDANCES.has(hit.value.value));
  const negatedEnds = new Set([
    ...avoided.map((hit) => hit.to),
    ...[...negated].map((index) => (items[index] as Hit<Item>).to),
    ...[...negatedConstraintWords].map((index) => (constraintWordHits[index] as Hit<unknown>).to),
  ]);
  const wantedNames = unheld.filter(
    (named) =>
      !served.includes(named) &&
      !inPast(named.span) &&
      !ruledOut(tokens, named.span, cueEnds) &&
      !ofRuledOut(tokens, named.span, negatedEnds) &&
      !withinRefused(refused, named.span.start, named.span.end),
  );
  namedPlaces.length = 0;
  namedPlaces.push(
    ...wantedNames.map((named) =>
      !named.isArea && saidAsWhereTheyAre(text, named.span) ? { ...named, isArea: true } : named,
    ),
  );
  // Words inside a name are not separate wishes: "Central Park" asks for that park, not for any park.
  const insideName = (span: Span) =>
    namedPlaces.some((named) => span.start >= named.span.start && span.end <= named.span.end);
  // Nor are the words of the city's name ("Fortaleza" is a city, not a fortress).
  const insidePlace = (span: Span) =>
    Boolean(placeSpan && span.start >= placeSpan.start && span.end <= placeSpan.end);
  // A word of an occasion inside a place's name is the place: "un paseo por el Retiro" is no retirement.
  if (occasionSpan && (insideName(occasionSpan) || insidePlace(occasionSpan))) {
    occasion = null;
    occasionSpan = null;
  }
  // "Walk the High Line" visits the place; "walk around Soho" is a walk, had in that neighbourhood.
  const namedSpans = namedPlaces.filter((named) => !named.isArea).map((named) => named.span);
  const placeWanted = finalWanted.filter((entry) => {
    if (insideName(entry.span) || insidePlace(entry.span)) return false;
    if (!isVerbOfNamedPlace(text, tokens, entry, namedSpans, language)) return true;
    doneAtNamedPlace(entry, namedPlaces);
    return false;
  });
  // What other readings hold: no open wish runs through them.
  const heldSpans: Span[] = [
    ...taken,
    ...past,
    ...namedPlaces.map((named) => named.span),
    ...served.map((named) => named.span),
    ...heldWorks,
    ...(occasionSpan ? [occasionSpan as Span] : []),
    ...Object.values(constraintSpans),
    ...[...moodHits, ...lexicon.abuse.find(tokens)].map((hit) => spanOf(text, hit)),
  ];
  const openWishes = withOpenWishes(placeWanted, {
    text,
    tokens,
    language,
    lexicon,
    taken: heldSpans,
    kindHits: items.flatMap((hit) =>
      hit.value.type === 'kind' ? [{ ...hit, value: hit.value.value } as Hit<KindId>] : [],
    ),
    constraints,
    named: namedPlaces.map((named) => named.span),
  });
  const servedIn = servedWhereSaid(
    servedTogetherAsOne(germanCompoundPlaces(openWishes, text, tokens, heldSpans, language), text, language),
    text,
    language,
  );
  const openWanted = withoutEventsAttended(
    dishesJoinTheirMeal(
      heldByOneVenue(
        genreShowsAsOne(doneWhereSaid(servedForSaid(servedIn, text, language), text, language), text),
        text,
        language,
      ),
      text,
    ),
    tokens,
    language,
  );
  // A question word is never a thing wanted ("il va faire quel temps"), nor is the date's own city
  // written after a landmark already placed it ("a walk up arthurs seat then coffee, edinburgh").
  const asked = OPENINGS.get(language) ?? new Set<string>();
  const cityItself = (span: Span) =>
    isCityItself({ name: span.text, span, isArea: false }, place?.city ?? null);
  const rides = withRideSettings(
    text,
    openWanted.filter((entry) => !asked.has(fold(entry.span.text)) && !cityItself(entry.span)),
    namedPlaces,
  );
  finalWanted.length = 0;
  const walked = walksByWater(text, walksWithTheirSetting(text, rides.wanted), rides.named, taken);
  finalWanted.push(
    ...wishesAtTheirHour(
      text,
      servedNames(
        text,
        walked,
        served.map((named) => named.span),
      ),
      time,
    ),
  );
  namedPlaces.length = 0;
  namedPlaces.push(
    ...walksAtNamedPlaces(
      text,
      finalWanted,
      wishesHostedByNames(text, tokens, rides.wanted, rides.named, { ...nameContext, kindOf: kindOfPlace }),
      kindOfPlace,
    ).filter((named) => !isCityItself(named, place?.city ?? null)),
  );

  // A quarter known by its landmarks, but not a landmark's own name ("Hyde Park" is the park).
  // A quarter named after its green ("the Tiergarten") is the green when walked in.
  const isQuarter = (name: string) =>
    Boolean(
      curated &&
      cityAreaNamed(curated, name) &&
      !landmarkNamedExactly(name, cityLandmarks) &&
      !GREENS.has(findLandmarkByName(name, cityLandmarks)?.kind ?? 'historic_site'),
    );
  const seen = viewsOfPlaces(text, finalWanted, namedPlaces);
  const whereWishesAreHad = wishesInTheirAreas(
    text,
    seen.wanted,
    namedAtTheirHour(text, seen.named, time),
    language,
    isQuarter,
  );
  // A landmark of the city named in the text ("Central Park") is never a town of that name elsewhere.
  const travel = withoutCityLandmarks(travelOf(text, place?.city ?? null, placeSpan), namedPlaces, (name) =>
    Boolean(findLandmarkByName(name, cityLandmarks)),
  );
  // "A Polignano a Mare": the words of a town gone to are its name, no wish ("Mare" is no beach).
  const inTownName = (span: Span) => (travel.outOfTown ?? []).some((town) => covers(town.span, span));
  const placeSaid: PlaceRequest = {
    city: place?.city ?? null,
    span: citySpan,
    ...(written?.country && !ownCityInCountry ? { country: written.country } : {}),
    ...(written?.region ? { region: written.region } : {}),
  };
  const journey = journeyPlace(text, placeSaid, travel.outOfTown, Boolean(travel.car));
  const request: DateRequest = {
    text: original,
    language,
    languageFallback: fallback,
    ...(foreign ? { foreignLanguage: foreign } : {}),
    place: journey ?? placeSaid,
    // Gone to for the day, the town is the date's place, no stop of it.
    namedPlaces: whereWishesAreHad.named.filter(
      (named) => !journey?.span || !covers(journey.span, named.span),
    ),
    wanted: areasInsideWishes(
      withoutWishesInside(whereWishesAreHad.wanted).filter(
        (wish) => !inTownName(wish.span) && !withinRefused(refused, wish.span.start, wish.span.end),
      ),
      (name) => (curated ? cityAreaNamed(curated, name)?.name : undefined),
    ),
    excludedKinds,
    constraints: [...constraints],
    constraintSpans,
    time,
    when,
    budget,
    occasion,
    occasionSpan,
    ...(occasion === 'anniversary' && occasionCount(text, occasionSpan)
      ? { occasionCount: occasionCount(text, occasionSpan) as number }
      : {}),
    people: occasion === 'double_date' ? 4 : 2,
    ...withStopCount(text, statedStops, [
      ...whereWishesAreHad.wanted.map((wish) => wish.span),
      ...whereWishesAreHad.named.map((named) => named.span),
    ]),
    moods,
    ...(journey ? (travel.car ? { car: true } : {}) : travel),
  };

  const dayPartWords = lexicon.dayParts.find(tokens).length;
  const intentWords = tokens.filter((token) => INTENT.get(language)?.has(token.word)).length;
  const namedWithHead = namedPlaces.filter(
    (named) => kindOfNamedPlace(named.name) !== 'historic_site',
  ).length;
  const evidence =
    finalWanted.filter((wish) => !wish.byPosition).length +
    excludedKinds.length +
    constraints.size +
    (occasion ? 1 : 0) +
    moods.length +
    dayPartWords +
    intentWords +
    namedWithHead +
    (place ? 1 : 0) +
    time.spans.length +
    (when.span ? 1 : 0) +
    (budget.span ? 1 : 0);
  // A real sentence in a language we do not read is vague, not empty: plan something gentle in English.
  const foreignSentence = fallback && (tokens.length >= 3 || text.replace(/[^\p{L}]/gu, '').length >= 6);
  // A question about a town and a day ("will it rain in Leipzig tomorrow?") asks about the world, not for a date.
  // Rain asked about is the weather's news, not a wish to stay indoors.
  const context =
    (place ? 1 : 0) +
    time.spans.length +
    (when.span ? 1 : 0) +
    dayPartWords +
    (constraints.has('indoor') ? 1 : 0);
  const onlyAsksAbout = evidence === context && isOtherQuestion(original, tokens, language);
  // "Help me spike her drink": never planned, whatever else the text holds.
  if (asksForHarm(tokens, language)) return { refused: true, reason: 'harmful' };
  // "Write me a cover letter for a job in Lyon": another kind of work, unless a date is asked for beside it.
  const wishes = finalWanted.filter((wish) => !wish.byPosition).length;
  if (asksForOtherWork(tokens, language) && !wishes && !intentWords && !occasion)
    return { refused: true, reason: 'no_intent' };
  // Insults with only a town or a day around them ("eres un montón de basura inútil") are not a request.
  const abusive = lexicon.abuse.find(tokens).length > 0;
  if (abusive && evidence === context) return { refused: true, reason: 'abusive' };
  if ((evidence === 0 && !foreignSentence) || onlyAsksAbout) {
    return { refused: true, reason: abusive ? 'abusive' : 'no_intent' };
  }
  return request;
}

export const isRefusal = <T extends object>(value: T | Refusal): value is Refusal => 'refused' in value;

/** The tags that say what sort of outing a kind is, as a list of like things shares one. */
const SORT_TAGS: readonly KindTag[] = ['food', 'culture', 'nightlife', 'bar', 'alcohol'];

/** Two kinds of one family or sort: "no clubs, bars" lists them; "no museums, dinner" does not. */
function sameSort(a: KindId, b: KindId): boolean {
  if (familyOf(a) === familyOf(b)) return true;
  const tagsOf = (kind: KindId) => KIND_CATALOG[kind].tags as readonly KindTag[];
  return SORT_TAGS.some((tag) => tagsOf(a).includes(tag) && tagsOf(b).includes(tag));
}
