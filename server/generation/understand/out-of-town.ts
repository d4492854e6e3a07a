import type { CityRef, Language, OutOfTownPlace, Span } from '../request';
import { citiesNamed, nameKey } from '../world/cities';
import { distanceKm } from '../world/distance';
import { germanHead, kindOfNamedPlace } from './named-places';
import { inPlacePosition } from './place-position';
import { isCommonWord } from './place';
import { stemOf } from './stems';
import { fold, tokenize, type Token } from './text';

/** Nearer than this a town is part of the city's own area; farther, not a trip for one day. */
const NEAREST_KM = 10;
const FARTHEST_KM = 250;
/** A town this size is read as a destination wherever its name stands; smaller ones need "to", "nach"… */
const KNOWN_TOWN = 20_000;
const LONGEST_NAME = 3;

const capitalised = (token: Token) => /^\p{Lu}/u.test(token.text);
/** "Sintra", "Saint-Émilion", "Aix en Provence": small joining words may stand inside a name. */
const JOINERS = new Set([
  'de',
  'del',
  'di',
  'da',
  'do',
  'des',
  'du',
  'en',
  'sur',
  'am',
  'an',
  'im',
  'la',
  'le',
]);
/** "From Madrid": where the couple set out, not where they go. */
const ORIGIN_WORDS = new Set(['from', 'desde', 'depuis', 'von', 'aus', 'vom', 'dalla', 'dal']);
/**
 * "Somos de Pereira", "we live in Lyon", "ich wohne in Köln": where the people are from or live, said
 * with a verb of being or living before a small place word, is no more a destination than "from".
 */
const HOME_VERBS = new Set(
  `are am is re m be live lives living grew somos soy es son vivo vivimos vive viven sou moro moramos
  mora vivemos sommes suis sont habite habitons vis vivons bin sind ist wohne wohnen wohnt komme kommen
  kommt siamo sono abito abitiamo vengo veniamo`
    .split(/\s+/)
    .filter(Boolean),
);
const HOME_LINKS = new Set(['de', 'from', 'in', 'en', 'em', 'a', 'aus', 'di', 'da', 'no', 'na']);

/** Verbs of living somewhere, by their Snowball stems: every person and tense of them says home. */
const HOME_LEMMAS: Record<Language, string> = {
  en: 'live reside stay',
  es: 'vivir residir',
  fr: 'habiter vivre résider',
  pt: 'morar viver residir',
  de: 'wohnen leben',
  it: 'abitare vivere risiedere',
};
const HOME_STEMS = (Object.entries(HOME_LEMMAS) as [Language, string][]).map(
  ([language, lemmas]) =>
    [language, new Set(lemmas.split(' ').map((lemma) => stemOf(fold(lemma), language)))] as const,
);
const MIN_STEMMED = 4;

function isHomeVerb(word: string): boolean {
  if (HOME_VERBS.has(word)) return true;
  return (
    word.length >= MIN_STEMMED && HOME_STEMS.some(([language, stems]) => stems.has(stemOf(word, language)))
  );
}

/** The forms of "to come" that take "from" ("on vient de Toulouse", "kommen aus Graz"); irregular, so listed. */
const COME_FORMS = new Set(
  `come comes came vengo vienes viene venimos vienen vient viens venons venez viennent venho vem vimos
  viemos vêm komme kommst kommt kommen kam kamen veniamo vieni vengono`
    .split(/\s+/)
    .map(fold),
);
const FROM_LINKS = new Set(['de', 'from', 'aus', 'da', 'di', 'do', 'du', 'des']);

/** "From Madrid", "vivimos en Cádiz", "viviamo a Salerno", "nous habitons Grenoble": home, not a trip. */
function saysHome(tokens: Token[], index: number): boolean {
  const link = tokens[index - 1];
  const verb = tokens[index - 2];
  if (!link) return false;
  if (ORIGIN_WORDS.has(link.folded) || isHomeVerb(link.folded)) return true;
  if (!verb) return false;
  if (FROM_LINKS.has(link.folded) && COME_FORMS.has(verb.folded)) return true;
  return HOME_LINKS.has(link.folded) && isHomeVerb(verb.folded);
}

/**
 * Towns the description names outside the date's city but within a day's reach of it ("a day trip
 * from Lisbon to Sintra"), at their real coordinates from GeoNames, so travel to them can be timed.
 */
export function outOfTownPlaces(text: string, city: CityRef | null, citySpan: Span | null): OutOfTownPlace[] {
  if (!city) return [];
  const tokens = tokenize(text);
  const found: OutOfTownPlace[] = [];
  let next = 0;
  tokens.forEach((token, index) => {
    if (index < next || !capitalised(token)) return;
    const place = townAt(text, tokens, index, city, citySpan);
    if (!place) return;
    found.push(place.town);
    next = index + place.words;
  });
  return found;
}

function townAt(
  text: string,
  tokens: Token[],
  index: number,
  city: CityRef,
  citySpan: Span | null,
): { town: OutOfTownPlace; words: number } | null {
  for (let words = Math.min(LONGEST_NAME, tokens.length - index); words >= 1; words -= 1) {
    const last = tokens[index + words - 1] as Token;
    const inner = tokens.slice(index + 1, index + words - 1);
    if (!capitalised(last) || inner.some((token) => !capitalised(token) && !JOINERS.has(token.folded)))
      continue;
    const span: Span = {
      text: text.slice((tokens[index] as Token).start, last.end),
      start: (tokens[index] as Token).start,
      end: last.end,
    };
    if (citySpan && span.start < citySpan.end && citySpan.start < span.end) return null;
    if (index > 0 && ORIGIN_WORDS.has((tokens[index - 1] as Token).folded)) return null;
    if (saysHome(tokens, index)) return null;
    const town = nearbyTown(text, span, city, inPlacePosition(text, span));
    if (town) return { town, words };
  }
  return null;
}

/**
 * A one-word name that is itself a word for a kind of place ("Münster" is a minster, "Dom" a
 * cathedral): listed beside sights it is the sight, not the town of that name.
 */
const isPlaceNoun = (name: string) =>
  !/\s/.test(name) && kindOfNamedPlace(name) !== 'historic_site' && germanHead(name) === null;

/**
 * A place word cues a name only when it stands right before it: in "in Freiburg, Münster, Markt"
 * the "in" belongs to Freiburg, and the names after the commas are a list of sights.
 */
const cuedHere = (text: string, span: Span, cued: boolean) =>
  cued && /\p{L}\s+$/u.test(text.slice(0, span.start));

function nearbyTown(text: string, span: Span, city: CityRef, cued: boolean): OutOfTownPlace | null {
  const towns = citiesNamed(span.text).filter((town) => {
    if (town.geonameId === city.geonameId) return false;
    const km = distanceKm(city, town);
    // Across a border, or by a name that is also a word for a sight, only when the words say it is
    // where they go ("nach Salzburg", "Ausflug nach Münster").
    // German capitalises every noun: "Spaziergang und Essen" is a meal, and "nach Essen" the town.
    const near =
      isPlaceNoun(span.text) || isCommonWord(nameKey(span.text))
        ? cuedHere(text, span, cued)
        : cued || (town.country === city.country && town.population >= KNOWN_TOWN);
    return km >= NEAREST_KM && km <= FARTHEST_KM && near;
  });
  const town = towns[0];
  return town ? { name: span.text, span, lat: town.lat, lon: town.lon } : null;
}
