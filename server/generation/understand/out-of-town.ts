import type { CityRef, OutOfTownPlace, Span } from '../request';
import { citiesNamed, nameKey } from '../world/cities';
import { distanceKm } from '../world/distance';
import { AREA_WORDS, germanHead, isPlaceHead, kindOfNamedPlace } from './named-places';
import { inPlacePosition, saidAsPlace } from './place-position';
import { isCommonWord } from './place';
import { ORIGIN_WORDS, saysHome } from './home-words';
import { servingBefore } from './served-names';
import { GENITIVES } from './list-words';
import { saidAsLeft } from './set-out-from';
import { fold, tokenize, type Token } from './text';

/** Nearer than this a town is part of the city's own area; farther, not a trip for one day. */
const NEAREST_KM = 10;
const FARTHEST_KM = 250;
/** A town this size is read as a destination wherever its name stands; smaller ones need "to", "nach"… */
const KNOWN_TOWN = 20_000;
const LONGEST_NAME = 5;

const capitalised = (token: Token) => /^\p{Lu}/u.test(token.text);
/** "Sintra", "Saint-Émilion", "Aix en Provence": small joining words may stand inside a name. */
const JOINERS: ReadonlySet<string> = new Set([
  ...GENITIVES,
  'en',
  'sur',
  'am',
  'an',
  'im',
  'la',
  'le',
  // "Polignano a Mare", "Francavilla al Mare", "Newcastle upon Tyne", "San Sebastián de los Reyes",
  // "Rothenburg ob der Tauber".
  'a',
  'al',
  'los',
  'las',
  'upon',
  'ob',
  'der',
]);
/**
 * Joining words after which a capitalised word carries a name on ("Piazza delle Erbe", "Plaza de
 * España", "Tower of London"). Not German ones: German capitalises every noun ("Tegernsee am Sonntag").
 */
const NAME_GOES_ON = new Set([
  'de',
  'del',
  'della',
  'delle',
  'dello',
  'degli',
  'dei',
  'di',
  'da',
  'do',
  'dos',
  'des',
  'du',
  'of',
]);
/** A town's name where the text says they come from or live ("she's from faro", "somos de cádiz"). */
export function saidAsHome(text: string, span: Span): boolean {
  const tokens = tokenize(text);
  const index = tokens.findIndex((token) => token.start === span.start);
  return index > 0 && saysHome(tokens, index) && citiesNamed(span.text).length > 0;
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
    // "Bellagio da Milano": a longer reading that runs into the city's name may still begin with a town.
    if (citySpan && span.start < citySpan.end && citySpan.start < span.end) {
      if (span.start >= citySpan.start) return null;
      continue;
    }
    if (endsCityName(tokens, index, words, city)) return null;
    if (opensLongerName(tokens, index + words, citySpan)) continue;
    // "Bairro Alto", "Barrio Gótico": a town called by the word for a neighbourhood is the neighbourhood's name.
    if (AREA_WORDS.has(fold(span.text)) && capitalised(tokens[index + words] ?? last)) continue;
    if (index > 0 && ORIGIN_WORDS.has((tokens[index - 1] as Token).folded)) return null;
    // "il lago di Como", "Castello di Rivoli": a town said "of" a place word is that place's name.
    if (
      index > 1 &&
      GENITIVES.has((tokens[index - 1] as Token).folded) &&
      isPlaceHead((tokens[index - 2] as Token).folded)
    )
      return null;
    // "Saliendo temprano de Cali": where they set out from is no trip.
    if (saysHome(tokens, index) || servingBefore(text, span) || saidAsLeft(text, span.start)) return null;
    if (RIVER_ARTICLE.test(text.slice(0, span.start)) && !TRIP_WORDS.test(text)) return null;
    const goingTo = GOING_TO.test(text.slice(0, span.start));
    const town = nearbyTown(text, span, city, {
      cued: inPlacePosition(text, span) || goingTo,
      saidAsPlace: saidAsPlace(text, span) || goingTo,
    });
    if (town) return { town, words };
  }
  return null;
}

/**
 * "New York": the last words of the city's own name, however the city was found, are no other town
 * ("York", Pennsylvania).
 */
function endsCityName(tokens: Token[], index: number, words: number, city: CityRef): boolean {
  for (let back = 1; back <= 2 && index - back >= 0; back += 1) {
    const phrase = tokens
      .slice(index - back, index + words)
      .map((token) => token.folded)
      .join(' ');
    if (citiesNamed(phrase).some((town) => town.geonameId === city.geonameId)) return true;
  }
  return false;
}

/**
 * "Il pomeriggio a Polignano a Mare", "ir a Toledo": a bare "a" before a town's name is where they go.
 * Before any name it may be a person too ("ama a Goya"), so it cues only a town found near the city.
 */
const GOING_TO = /(?:^|\s)a\s+$/u;

/**
 * The name goes on after these words: through joining words to a capitalised one ("Piazza delle
 * Erbe", "Plaza de España"), so a town called Piazza or Plaza is only the first word of a square.
 */
function opensLongerName(tokens: Token[], after: number, citySpan: Span | null): boolean {
  let index = after;
  while (
    tokens[index] &&
    NAME_GOES_ON.has((tokens[index] as Token).folded) &&
    !tokens[index - 1]?.punctuationAfter
  )
    index += 1;
  const next = tokens[index];
  // "Bellagio da Milano": the date's own city after "of" or "from" is where they set out.
  if (next && citySpan && next.start >= citySpan.start && next.start < citySpan.end) return false;
  return index > after && Boolean(next) && capitalised(next as Token) && !tokens[index - 1]?.punctuationAfter;
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
  cued && /\p{L}\s+$/u.test(text.slice(0, span.start)) && !ARTICLE_BEFORE.test(text.slice(0, span.start));
/**
 * An article, alone or joined to a preposition, makes a word for a sight the city's own sight: "il
 * Duomo", "al Duomo", "zum Dom", "the Duomo". A town goes without one: "nach Münster", "a Siena".
 */
const ARTICLE_BEFORE =
  /(?<![\p{L}])(?:the|el|la|le|les|il|lo|l|o|der|die|das|den|dem|al|del|dal|nel|zum|zur|im|am|au|du|ao|do)['’\s]+$/iu;

/**
 * A bare article in lower case before a name makes it a river, a lake or a region: "an die Elbe",
 * "along the Thames", "sur la Loire" are walked beside in the city. Only words of a trip take the date
 * there ("Tagesausflug an den Tegernsee"). A town whose name has an article writes it with a capital
 * ("Le Havre", "La Spezia"), and a contraction may stand before a town ("no Porto", "au Havre").
 */
const RIVER_ARTICLE = /(?<![\p{L}])(?:the|el|la|le|les|il|lo|der|die|das|den|dem)\s+$/u;
const TRIP_WORDS = /ausflug|day[ -]?trip|excursi|escapad|gita\b|passeio|trip to|road ?trip/iu;

/**
 * Whether the words around a name make it a place: `cued` by a place word or as an item of a list,
 * `saidAsPlace` only by a place word ("nach Kuchen", not "Kaffee und Kuchen").
 */
interface PlaceCues {
  cued: boolean;
  saidAsPlace: boolean;
}

function nearbyTown(text: string, span: Span, city: CityRef, cues: PlaceCues): OutOfTownPlace | null {
  const towns = citiesNamed(span.text).filter((town) => {
    if (town.geonameId === city.geonameId) return false;
    const km = distanceKm(city, town);
    // Across a border, or by a name that is also a word for a sight, only when the words say it is
    // where they go ("nach Salzburg", "Ausflug nach Münster").
    // German capitalises every noun: "Spaziergang und Essen" is a meal, and "nach Essen" the town.
    // A list makes no ordinary word a town: "Kaffee und Kuchen" is cake, not the town of Kuchen.
    const near =
      isPlaceNoun(span.text) || isCommonWord(nameKey(span.text))
        ? cuedHere(text, span, cues.saidAsPlace)
        : cues.cued || (town.country === city.country && town.population >= KNOWN_TOWN);
    return km >= NEAREST_KM && km <= FARTHEST_KM && near;
  });
  const town = towns[0];
  return town ? { name: span.text, span, lat: town.lat, lon: town.lon, country: town.country } : null;
}
