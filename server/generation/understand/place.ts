/**
 * Which city or town a description names. Every run of one to four words that is the name of a place is
 * a candidate; the one with the most evidence (size, a preposition such as "in", capitals, a following
 * ", Texas") wins. Ordinary words that are also towns ("nice", "reading", "tarde") need that evidence.
 *
 * A neighbourhood the gazetteer lists for one curated city ("Le Marais") names that city, and the words
 * inside it name nothing else. A neighbourhood it does not list is read by its words: "Roma Norte" is
 * Mexico City while the gazetteer lists it, and would otherwise be Rome.
 */
import type { CityRef, Language, Span } from '../request';
import { AND_WORDS } from './list-words';
import { isPlaceHead } from './named-places';
import { accentedSpellings, citiesNamed, countryPopulation, nameKey } from '../world/cities';
import { countryFromName } from '../world/countries';
import { namedLikeItsSeat, regionAdmin1, regionsCoded, regionsNamed, type Region } from '../world/regions';
import { cityForRegion } from '../world/region-city';
import { cityForCountry, curatedCityRef, curatedKeys, isNearCurated } from '../world/country-city';
import { distanceKm } from '../world/distance';
import { homesOfKinds } from '../world/kind-homes';
import type { KindId } from '../kinds/kind-ids';
import { CURATED_CITIES, curatedCity } from '../world/gazetteer';
import { isDictionaryWord } from './dictionary-words';
import { landmarkNamed } from './landmark-keys';
import { moneyCountries } from './money-countries';
import { LEXICONS } from './lexicons/all-lexicons';
import type { CuratedCity } from '../world/gazetteer-types';
import { fold, tokenize } from './text';
import { withoutCaseSuffixes } from './case-suffixes';
import { saysOrigin } from './home-words';
import type { Token } from './text';

export interface FoundPlace {
  city: CityRef;
  /** The words that name the city, or the country when only a country was named. */
  span: Span;
  /** The country named alone ("a weekend in Portugal"): the city is one chosen for it, not named. */
  country?: string;
  /** The region named alone, as written ("a weekend in Tuscany"): the city is one chosen for it. */
  region?: string;
  /** The landmark the span names (by the catalog's name or another), when it placed the city. */
  landmark?: string;
  /** The span names a neighbourhood of the city ("dinner in Trastevere"), not the city itself. */
  area?: true;
  /** A region or country written in brackets after the name ("salento (quindío)"): an address, not a wish. */
  aside?: Span;
}

/** Words that put a place right after them, folded. */
const CUES: Record<Language, string[]> = {
  en: ['in', 'near', 'around', 'at', 'to', 'visiting', 'visit', 'outside', 'across', 'explore', 'exploring'],
  es: ['en', 'cerca de', 'por', 'a', 'hacia', 'visitar', 'visitando'],
  fr: ['a', 'en', 'pres de', 'dans', 'au', 'vers', 'visiter', 'autour de'],
  pt: ['em', 'no', 'na', 'perto de', 'para', 'pra', 'visitar', 'por'],
  de: ['in', 'nach', 'bei', 'um', 'nahe', 'besuchen'],
  it: ['a', 'ad', 'in', 'vicino a', 'presso', 'verso', 'visitare', 'giro per'],
};

/** Where someone comes from: a place, but less likely the one the date is in ("from London to Paris"). */
const ORIGIN_CUES: Record<Language, string[]> = {
  en: ['from'],
  es: ['desde', 'de'],
  fr: ['depuis', 'de'],
  pt: ['desde', 'de'],
  de: ['aus', 'von'],
  it: ['da', 'di'],
};

/** The cues of a destination after an origin: "from Madrid to Toledo", "von München nach Salzburg". */
const TO_CUES: Record<Language, string[]> = {
  en: ['to'],
  es: ['a', 'hacia'],
  fr: ['a', 'vers'],
  pt: ['a', 'para', 'pra'],
  de: ['nach'],
  it: ['a', 'ad', 'verso'],
};
/** Within this a place gone to from another is a day out and back, not where the date is. */
const DAY_OUT_KM = { nearest: 10, farthest: 250 };

/** Words that put a person right after them ("dinner with Sofia", "a surprise for Florence"). */
const PERSON_CUES: Record<Language, string[]> = {
  en: ['with', 'for', 'my', 'and'],
  es: ['con', 'para', 'mi'],
  fr: ['avec', 'pour', 'mon', 'ma'],
  pt: ['com', 'meu', 'minha'],
  de: ['mit', 'fur', 'mein', 'meine', 'meiner', 'meinem'],
  it: ['con', 'per', 'mio', 'mia'],
};

/**
 * Ordinary words of the six languages that are also the name of some town: function words, date
 * vocabulary, and words that name real towns ("Nice", "Bath", "Reading", "Split", "Essen", "Natal").
 * They are read as a place only with a capital and a cue, or a following ", Region".
 */
const COMMON_WORDS = new Set(
  `
  the and for with from into near over under after before about around this that these those then than just only
  very more most much many some any all each every also even still ever never here there where when what who how
  why our your their his her its you she they them we us me my mine not but yes okay like love lovely date dates
  dating night nights evening evenings morning afternoon noon day days week weekend today tonight tomorrow
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
  september october november december spring summer autumn fall winter valentine valentines anniversary birthday
  romantic dinner lunch brunch breakfast supper drinks drink coffee wine beer cocktail cocktails pub cafe
  restaurant food eat walk stroll hike picnic park garden gardens beach sea lake river bay harbour harbor port
  hill hills mountain view views sunset sunrise market museum gallery cinema movie movies film show concert music
  dance dancing theatre theater opera jazz art arts book books reading bath nice mobile split male female union
  paradise hope university college school church center centre city town village downtown home house hotel spa
  pool castle tower bridge street road avenue square plaza station airport island coast shore cliff valley forest
  woods north south east west central old new grand great little big small long early late best good fine cool
  cheap budget luxury fancy quiet cozy cosy surprise proposal trip tour tours travel holiday vacation stay visit
  time hour hours minute money cash dollar dollars euro euros pound pounds price free gift flowers rose roses
  candle candles star stars moon sun rain snow weather soul lime part turn hang come real name rest sole make give
  send sing save tell side line rock post store race train deal battle orange green golden gold pink gray grey
  salt sand rice honey kill police media welcome progress justice liberal superior enterprise republic economy
  energy friend friendly sunshine springs landing riding wedding kissing loving healing champion trinity eden
  happy merry bright early plain normal rapid lucky noble young wise hard keen lively humble sandy pearl crystal holly
  violet king hall page hunter mercy bend eureka mystic chill relax relaxing fun adventure romance kiss hug
  couple partner wife husband girlfriend boyfriend friends bar bars club clubs karaoke bowling arcade zoo
  aquarium spot place places area district neighborhood neighbourhood quarter
  el la los las un una unos unas del al con sin por para que como cuando donde muy mas pero mi tu su nuestro
  nuestra este esta ese esa todo toda cena comida almuerzo desayuno merienda tarde noche manana dia semana fin hoy
  lunes martes miercoles jueves viernes sabado domingo enero febrero marzo abril mayo junio julio agosto
  septiembre octubre noviembre diciembre primavera verano otono invierno cita amor romantico romantica paseo
  playa mar parque centro plaza museo cine teatro copa copas vino cerveza restaurante mercado jardin rio lago
  monte sierra puerto isla costa barrio ciudad pueblo casa calle torre puente castillo iglesia vista atardecer
  puesta sol luna estrellas flores regalo sorpresa aniversario cumpleanos novia novio pareja esposa esposo mujer
  marido amigos fiesta baile musica concierto barato barata caro cara lujo tranquilo tranquila bonito bonita
  feliz lindo linda nuevo nueva viejo vieja grande chico colonia victoria esperanza gloria paraiso union progreso
  libertad independencia trinidad mercedes dolores
  le les une des du et ou au aux dans avec sans pour sur sous chez pres vers entre ce cette ces mon ma mes ton ta
  notre votre leur nous vous ils elle qui quoi tres plus bien tout toute tous soir soiree nuit matin midi jour
  journee lundi mardi mercredi jeudi vendredi samedi dimanche janvier fevrier mars avril mai juin juillet aout
  septembre octobre novembre decembre printemps ete automne hiver diner dejeuner gouter apero amour balade
  promenade plage mer parc jardin ville quartier musee marche vin biere bistrot rue pont chateau eglise vue
  coucher soleil etoile etoiles fleurs cadeau anniversaire romantique pas cher chic calme beau belle nouveau
  nouvelle vieux vieille grande petit petite saint sainte lac fleuve riviere montagne colline ile cote vallee
  fontaine bois foret
  um uma os as do da dos das em no na nos nas ao com sem pra mas muito mais meu minha nosso nossa seu sua esse
  essa jantar almoco lanche noite dia hoje amanha segunda terca quarta quinta sexta janeiro fevereiro marco maio
  junho julho setembro outubro novembro dezembro verao outono encontro namoro passeio praia praca museu vinho
  rua ponte castelo igreja por lua presente surpresa aniversario romantico barato caro porto ilha bairro cidade
  vila natal vitoria alegria belem
  der die das den dem des ein eine einen einem und oder mit ohne fur im am an auf aus bei nach von vom zu zum zur
  um uber unter vor ich du wir ihr sie mein meine unser sehr auch noch nur abend nacht morgen mittag nachmittag
  tag woche wochenende heute montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar marz
  juni juli oktober dezember fruhling sommer herbst essen abendessen mittagessen fruhstuck kaffee kuchen wein
  bier kneipe spaziergang strand meer see garten zentrum stadt altstadt markt kino brucke turm schloss burg
  kirche aussicht sonnenuntergang sonne mond sterne blumen geschenk uberraschung jahrestag geburtstag romantisch
  gunstig billig teuer ruhig schon neu alt gross klein liebe hafen fluss berg insel kuste wald halle hof
  il lo gli di della dei delle alla ai dal nel nella su tra fra che molto piu mio mia nostro questo questa sera
  serata notte mattina pomeriggio giorno giornata settimana oggi domani lunedi martedi mercoledi giovedi venerdi
  domenica gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre estate autunno pranzo colazione
  aperitivo caffe birra ristorante trattoria pizzeria gelato passeggiata spiaggia mare parco giardino piazza
  citta paese quartiere mercato via strada castello chiesa tramonto sole stelle fiori regalo sorpresa
  compleanno economico lusso tranquillo bello bella nuovo vecchio piccolo amore appuntamento fiume collina isola
  `
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Every single word the lexicons know (dishes, activities, day parts, small words) is an ordinary
 * word too: "Altstadt", "See", "nada", "porto" name towns only with a capital and a cue.
 */
const LEXICON_WORDS = new Set(
  Object.values(LEXICONS).flatMap((lexicon) =>
    [
      ...Object.values(lexicon.kinds).flat(),
      ...Object.values(lexicon.constraints).flat(),
      ...Object.values(lexicon.moods).flat(),
      ...Object.values(lexicon.dayParts).flat(),
      ...Object.values(lexicon.occasions).flat(),
      ...lexicon.functionWords,
      ...lexicon.negations,
    ]
      .filter((phrase): phrase is string => typeof phrase === 'string' && !/\s/.test(phrase.trim()))
      .map((word) => nameKey(word)),
  ),
);
/** Everyday words that name towns somewhere and that no lexicon lists on its own. */
const EVERYDAY = new Set([
  'roman',
  'romano',
  'french',
  'italian',
  'spanish',
  'english',
  'german',
  'chinese',
  'japanese',
  'greek',
  'turkish',
  'indian',
  'mexican',
  'thai',
  'korean',
  'nada',
  'todo',
  'algo',
  'mucho',
  'poco',
  'bien',
  'nunca',
  'siempre',
  'rien',
  'tout',
  'nichts',
  'alles',
  'niente',
  'tutto',
  'tudo',
  'nada',
  'winter',
  'sommer',
  'summer',
  'spring',
  'autumn',
  'fall',
  'paradise',
  'eden',
  'hope',
  'joy',
  'unity',
  'liberty',
  'victoria',
  'esperanza',
  'amor',
  'amore',
  'liebe',
  'fiesta',
  'festa',
  'playa',
  'praia',
  'plage',
  'strand',
  'lago',
  'mar',
  'mare',
  'sol',
  'sole',
  'luna',
  'centro',
  'zentrum',
  'ciudad',
  'cidade',
  'citta',
  'ville',
  'stadt',
  'pueblo',
  'village',
  'town',
  'city',
]);
/** An everyday word of one of the six languages that is also some town's name ('Essen', 'Nice', 'See'). */
export const isCommonWord = (word: string) =>
  COMMON_WORDS.has(word) || LEXICON_WORDS.has(word) || EVERYDAY.has(word);

/** Friendly openers that a capital and a comma do not make into a place ("Nice, quiet dinner"). */
const OPENERS = new Set([
  'nice',
  'great',
  'cool',
  'fine',
  'sweet',
  'lovely',
  'perfect',
  'love',
  'hope',
  'date',
  'hello',
  'hi',
  'hey',
  'ok',
  'okay',
  'so',
  'well',
  'ideas',
  'help',
  'please',
  'buenas',
  'hola',
  'bonjour',
  'salut',
  'ola',
  'oi',
  'hallo',
  'ciao',
  'bene',
  'bien',
]);

/** A region name is also a town somewhere ("Florida", "Ontario"): the town needs to be this big to win. */
const REGION_NAME_CITY_POPULATION = 300_000;
/** Regions named in their own language rarely name big towns elsewhere, but some do ("Santander", "Paraná"). */
const LOCAL_REGION_NAME_CITY_POPULATION = 100_000;
const ENGLISH_REGION_COUNTRIES = new Set(['US', 'CA', 'AU']);

/** Countries that are one city, so naming the country names the city. */
const CITY_STATES = new Set(['SG', 'HK', 'MO', 'MC', 'GI', 'VA', 'SM', 'LU']);

interface Alias {
  name: string;
  country: string;
  admin1?: string;
  /** upper: only as written in capitals ("LA", "SF"); capital: with a capital ("Rio"); any: however written. */
  form: 'upper' | 'capital' | 'any';
  needsCue: boolean;
}

/** Everyday nicknames that GeoNames does not list, or lists for other places. */
const ALIASES = new Map<string, Alias>([
  ['nyc', { name: 'New York City', country: 'US', form: 'any', needsCue: false }],
  ['ny', { name: 'New York City', country: 'US', form: 'upper', needsCue: false }],
  ['la', { name: 'Los Angeles', country: 'US', form: 'upper', needsCue: true }],
  ['sf', { name: 'San Francisco', country: 'US', form: 'upper', needsCue: false }],
  ['dc', { name: 'Washington', country: 'US', admin1: 'DC', form: 'upper', needsCue: false }],
  ['cdmx', { name: 'Mexico City', country: 'MX', form: 'any', needsCue: false }],
  ['rio', { name: 'Rio de Janeiro', country: 'BR', form: 'capital', needsCue: true }],
  ['nola', { name: 'New Orleans', country: 'US', form: 'upper', needsCue: false }],
  ['philly', { name: 'Philadelphia', country: 'US', form: 'any', needsCue: false }],
  ['vegas', { name: 'Las Vegas', country: 'US', form: 'capital', needsCue: false }],
  ['kl', { name: 'Kuala Lumpur', country: 'MY', form: 'upper', needsCue: true }],
  ['hk', { name: 'Hong Kong', country: 'HK', form: 'upper', needsCue: false }],
  ['joburg', { name: 'Johannesburg', country: 'ZA', form: 'capital', needsCue: false }],
  ['bh', { name: 'Belo Horizonte', country: 'BR', form: 'upper', needsCue: false }],
  ['sp', { name: 'São Paulo', country: 'BR', form: 'upper', needsCue: false }],
  ['bcn', { name: 'Barcelona', country: 'ES', form: 'any', needsCue: false }],
  ['ba', { name: 'Buenos Aires', country: 'AR', form: 'upper', needsCue: true }],
]);

/**
 * Towns whose names other places share, and which people mean far more often than their size
 * says ("Valencia" is Spain's, "Venice" is Italy's). Source: the destinations of the six
 * languages' travel writing; a country or region mentioned in the text still wins.
 */
const FAMOUS = new Set(
  [
    'valencia:ES',
    'cordoba:ES',
    'granada:ES',
    'toledo:ES',
    'salamanca:ES',
    'san sebastian:ES',
    'merida:ES',
    'leon:ES',
    'venice:IT',
    'venezia:IT',
    'florence:IT',
    'firenze:IT',
    'naples:IT',
    'verona:IT',
    'siena:IT',
    'pisa:IT',
    'cambridge:GB',
    'oxford:GB',
    'bath:GB',
    'york:GB',
    'birmingham:GB',
    'manchester:GB',
    'edinburgh:GB',
    'paris:FR',
    'nice:FR',
    'lyon:FR',
    'obidos:PT',
    'porto:PT',
    'braga:PT',
    'lagos:NG',
    'queenstown:NZ',
    'perth:AU',
    'santiago:CL',
    'cartagena:CO',
    'alexandria:EG',
    'athens:GR',
    'rome:IT',
    'berlin:DE',
    'hamburg:DE',
    'london:GB',
    'sydney:AU',
    'melbourne:AU',
    'dublin:IE',
    'galway:IE',
    'kingston:JM',
    'victoria:CA',
    'san jose:CR',
    'la paz:BO',
  ].map((entry) => entry),
);
const FAMOUS_BONUS = 1.5;

/** Below this the description has not said enough: better no place than a wrong one. */
const MIN_SCORE = 5;
const CUE_BONUS = 3;
const ORIGIN_CUE_BONUS = 2;
const COMMA_AFTER_PLACE_BONUS = 2;
const PERSON_CUE_PENALTY = 3;
const CAPITAL_BONUS = 1;
const LOWER_CASE_PENALTY = 3;
const QUALIFIER_BONUS = 3;
const WEAK_QUALIFIER_BONUS = 1;
const MENTIONED_COUNTRY_BONUS = 2;
/**
 * A namesake near a neighbourhood or landmark the text also names is the one meant: "Cambridge …
 * Harvard Square" is Massachusetts'. As strong as naming the country, among namesakes only.
 */
const HINTED_BONUS = 2;
const HINT_RADIUS_KM = 40;
/** A local dish or dance is a hint too, weaker than the money: people eat paella outside Spain. */
const KIND_HOME_BONUS = 1;
const MAX_KIND_HOMES = 2;
/** Counting in a country's money says less than naming it: "$" is the money of forty countries. */
const MONEY_COUNTRY_BONUS = 1.5;
/** A curated city wins over a namesake up to five times its size ("Valencia", "Córdoba"). */
const CURATED_BONUS = Math.log10(5);
/** Former and foreign names ("Victoria" for Hong Kong) count for less than a place's own name. */
const ALTERNATE_NAME_PENALTY = 1.5;
/** A namesake in the language's own country wins over one up to twice its size ("Cadiz" in Spanish). */
const HOME_COUNTRY_BONUS = Math.log10(2);
const HOME_COUNTRIES: Record<Language, string[]> = {
  en: [],
  es: ['ES'],
  fr: ['FR'],
  pt: ['PT', 'BR'],
  de: ['DE', 'AT', 'CH'],
  it: ['IT'],
};
/** Written as the place's own name, accents included, rather than matching only once folded. */
const EXACT_SPELLING_BONUS = 0.5;
/** An ordinary word names a town only if the town is at least this big ("Bath" yes, "Hope" no). */
const COMMON_WORD_TOWN_POPULATION = 100_000;
/** Below this a place is a village: the whole of GeoNames' 500+ file is kept, behind a stricter guard. */
const VILLAGE_POPULATION = 1000;
const MAX_WORDS = 4;
const MAX_AREA_WORDS = 5;

function curatedMatch(city: CityRef, key: string): CuratedCity | undefined {
  return CURATED_CITIES.find((curated) => {
    if (curated.country !== city.country) return false;
    const keys = curatedKeys(curated);
    if (!keys.has(key) && !keys.has(nameKey(city.name))) return false;
    return isNearCurated(curated, city);
  });
}

function withoutArticle(key: string): string {
  return key.replace(/^(the|le|la|les|el|los|las|il|lo|o|a|os|as|der|die|das) /, '');
}

let areaOwners: Map<string, CuratedCity[]> | null = null;

/** The curated city a neighbourhood belongs to, when exactly one curated city lists it. */
function areaCity(key: string): CuratedCity | undefined {
  if (!areaOwners) {
    areaOwners = new Map();
    for (const curated of CURATED_CITIES) {
      for (const area of curated.areas) {
        const bare = withoutArticle(nameKey(area.name));
        const owners = areaOwners.get(bare) ?? [];
        if (!owners.includes(curated)) owners.push(curated);
        areaOwners.set(bare, owners);
      }
    }
  }
  const owners = areaOwners.get(withoutArticle(key));
  return owners?.length === 1 ? owners[0] : undefined;
}

interface Qualifier {
  /** Token range of the region or country after the comma. */
  first: number;
  last: number;
  /** Empty for a capitalised word nobody knows ("Reading, Berkshire"): still says the name before is a place. */
  places: { country: string; admin1: string | null }[];
}

interface Context {
  text: string;
  tokens: Token[];
  language: Language;
  mixedCase: boolean;
  mentioned: Set<string>;
  /** Countries whose money the text counts in ("800 pesos", "R$ 150"). */
  money: Set<string>;
  /** Cities whose neighbourhoods or landmarks the text names ("Harvard Square" → Boston). */
  hinted: CityRef[];
  /** How many dishes, drinks or dances asked for belong to each country ("asado y tango": AR 2). */
  kindHomes: Map<string, number>;
}

const isCapitalised = (word: string) => /^\p{Lu}/u.test(word);
const isLowerCase = (word: string) => /^\p{Ll}/u.test(word);

/** Tokens first..last form one name: nothing but a dot, apostrophe or hyphen between them ("St. Louis"). */
function joinable(tokens: Token[], first: number, last: number): boolean {
  for (let index = first; index < last; index++) {
    if (!/^[.'’-]*$/.test(tokens[index]?.punctuationAfter ?? '')) return false;
  }
  return true;
}

function spanOf(context: Context, first: number, last: number): Span {
  const start = context.tokens[first]?.start ?? 0;
  const end = context.tokens[last]?.end ?? start;
  return { text: context.text.slice(start, end), start, end };
}

function keyOf(context: Context, first: number, last: number): string {
  return nameKey(spanOf(context, first, last).text).replace(/['’]s$/, '');
}

function atSentenceStart(context: Context, index: number): boolean {
  const previous = context.tokens[index - 1];
  const current = context.tokens[index];
  if (!previous || !current) return true;
  return /[.!?¡¿\n…:;]/.test(context.text.slice(previous.end, current.start));
}

/** The word or two before a span, when nothing but a space separates them from it. */
function wordsBefore(context: Context, index: number): string[] {
  const before: string[] = [];
  const one = context.tokens[index - 1];
  if (!one || one.punctuationAfter) return before;
  before.push(one.folded);
  const two = context.tokens[index - 2];
  if (two && !two.punctuationAfter) before.push(`${two.folded} ${one.folded}`);
  return before;
}

/** "Bamberg: smoked beer and the old town", "Porto, fado…": a headline place that opens the text. */
function headlineCue(context: Context, first: number, last: number, key: string): boolean {
  const start = context.tokens[first];
  const end = context.tokens[last];
  if (!start || !end || !atSentenceStart(context, first) || OPENERS.has(key)) return false;
  const uncommon = key.split(' ').every((word) => !isCommonWord(word));
  // The very first words of a description ("Tofino surf lesson…", "arequipa: rocoto…") are a headline
  // when they are not ordinary words; elsewhere a sentence-opening place needs a capital and a stop.
  if (first === 0 && uncommon) return true;
  if (!isCapitalised(start.text) && context.mixedCase) return false;
  return /^[,:!?.;–—-]/.test(end.punctuationAfter) || last === context.tokens.length - 1;
}

function hasCue(context: Context, index: number): boolean {
  return wordsBefore(context, index).some((words) => CUES[context.language].includes(words));
}

function hasOriginCue(context: Context, index: number): boolean {
  return wordsBefore(context, index).some((words) => ORIGIN_CUES[context.language].includes(words));
}

function hasPersonCue(context: Context, index: number): boolean {
  return wordsBefore(context, index).some((words) => PERSON_CUES[context.language].includes(words));
}

function regionsFor(key: string, written: string): { country: string; admin1: string | null }[] {
  const code = written.replace(/\./g, '');
  const regions = [...regionsNamed(key), ...(/^\p{Lu}{2,4}$/u.test(code) ? regionsCoded(code) : [])];
  const places = regions.map((region) => ({ country: region.country, admin1: regionAdmin1(region) }));
  const country = isCountryName(key, written) ? countryFromName(key) : undefined;
  if (country) places.push({ country, admin1: null });
  else if (/^\p{Lu}{2}$/u.test(code) && countryPopulation(code) > 0)
    places.push({ country: code, admin1: null });
  return places;
}

/** "us", "uk" and other short names are country names only in capitals: "take us to Paris". */
function isCountryName(key: string, written: string): boolean {
  if (!countryFromName(key)) return false;
  return key.replace(/ /g, '').length > 3 || /^[\p{Lu}.]+$/u.test(written);
}

/** The region or country written at first..end, with the places it stands for, if it names any. */
function knownQualifier(context: Context, first: number): Qualifier | null {
  const { tokens } = context;
  for (let end = Math.min(first + 2, tokens.length - 1); end >= first; end--) {
    if (!joinable(tokens, first, end)) continue;
    const written = spanOf(context, first, end).text;
    const places = regionsFor(keyOf(context, first, end), written);
    if (places.length > 0) return { first, last: end, places };
  }
  return null;
}

/**
 * ", Texas", ", UK", ", Berkshire" right after a name; "(Maine, not Oregon)" in brackets; "Portland ME",
 * "port antonio jamaica" with nothing between, where only a region or country the world knows counts.
 */
function qualifierAfter(context: Context, last: number): Qualifier | null {
  const { tokens } = context;
  const between = tokens[last]?.punctuationAfter;
  if (between === '' || between === '(') return knownQualifier(context, last + 1);
  if (between !== ',') return null;
  const first = last + 1;
  const known = knownQualifier(context, first);
  if (known) return known;
  const next = tokens[first];
  // In German every noun has a capital, so "See, Salzbergwerk" is a list, not "town, region".
  if (
    next &&
    context.language !== 'de' &&
    isCapitalised(next.text) &&
    citiesNamed(next.folded).length === 0
  ) {
    return { first, last: first, places: [] };
  }
  return null;
}

/** After a comma a capitalised word still says the name before is a place; without one, nothing does. */
function punctuatedOnly(context: Context, last: number, qualifier: Qualifier): Qualifier | null {
  return context.tokens[last]?.punctuationAfter === ',' ? { ...qualifier, places: [] } : null;
}

interface Candidate {
  first: number;
  last: number;
  city: CityRef;
  score: number;
  qualifier: Qualifier | null;
  landmark?: string;
  /** Names a neighbourhood of the city rather than the city. */
  area?: true;
}

interface Ranked {
  city: CityRef;
  rank: number;
}

function rankCity(context: Context, city: CityRef, key: string, written: string): Ranked {
  const curated = curatedMatch(city, key) !== undefined;
  let rank = Math.log10(Math.max(city.population, 1));
  // "Cádiz" is spelled so in Spain, never in the Philippines: accents written are a spelling one place has.
  // Folding lower-cases too: what still differs from the lower-cased name is its accents.
  const accentsWritten = written.toLowerCase() !== fold(written);
  if (
    written.toLowerCase() === city.name.toLowerCase() ||
    (accentsWritten && accentedSpellings(key).has(city.geonameId))
  )
    rank += EXACT_SPELLING_BONUS;
  if (curated) rank += CURATED_BONUS;
  else if (nameKey(city.name) !== key) rank -= ALTERNATE_NAME_PENALTY;
  if (context.mentioned.has(city.country)) rank += MENTIONED_COUNTRY_BONUS;
  if (context.money.has(city.country)) rank += MONEY_COUNTRY_BONUS;
  if (HOME_COUNTRIES[context.language].includes(city.country)) rank += HOME_COUNTRY_BONUS;
  if (FAMOUS.has(`${key}:${city.country}`) || FAMOUS.has(`${nameKey(city.name)}:${city.country}`))
    rank += FAMOUS_BONUS;
  return { city, rank };
}

/** What the rest of the text says for one namesake over another: a nearby landmark, a local dish. */
function hintBonus(context: Context, city: CityRef): number {
  const near = context.hinted.some(
    (hint) => hint.country === city.country && distanceKm(hint, city) < HINT_RADIUS_KM,
  );
  const local = Math.min(context.kindHomes.get(city.country) ?? 0, MAX_KIND_HOMES);
  return (near ? HINTED_BONUS : 0) + local * KIND_HOME_BONUS;
}

function best(ranked: Ranked[]): Ranked | undefined {
  return ranked.reduce<Ranked | undefined>(
    (top, next) => (!top || next.rank > top.rank ? next : top),
    undefined,
  );
}

/** What the words around a span say, whatever place it names. */
function contextScore(context: Context, first: number): number {
  const token = context.tokens[first];
  if (!token) return 0;
  let score = 0;
  const cue = hasCue(context, first);
  if (cue) score += CUE_BONUS;
  // "Veniamo da Milano", "somos de Cádiz": said with a verb, where they come from is not where they go.
  else if (hasOriginCue(context, first) && !saysOrigin(context.tokens, first)) score += ORIGIN_CUE_BONUS;
  // "in giro per Torino": a place cue that ends in a person's preposition is still a place cue.
  if (!cue && hasPersonCue(context, first)) score -= PERSON_CUE_PENALTY;
  const previous = context.tokens[first - 1];
  if (previous?.punctuationAfter === ',' && isCapitalised(previous.text) && isCapitalised(token.text)) {
    // "Marine Drive, Mumbai": the name after the comma is the larger place.
    score += COMMA_AFTER_PLACE_BONUS;
  }
  // German capitalises every noun, so a capital says nothing there.
  if (context.mixedCase && !atSentenceStart(context, first) && context.language !== 'de') {
    if (isCapitalised(token.text)) score += CAPITAL_BONUS;
    else if (isLowerCase(token.text)) score -= LOWER_CASE_PENALTY;
  }
  return score;
}

function aliasCandidate(context: Context, first: number, last: number, key: string): Candidate | null {
  const alias = ALIASES.get(key);
  if (!alias) return null;
  const written = spanOf(context, first, last).text;
  if (alias.form === 'upper' && written !== written.toUpperCase()) return null;
  if (alias.form === 'capital' && !isCapitalised(written)) return null;
  if (alias.needsCue && !hasCue(context, first) && !hasOriginCue(context, first)) return null;
  const city = citiesNamed(alias.name).find(
    (place) => place.country === alias.country && (!alias.admin1 || place.admin1 === alias.admin1),
  );
  if (!city) return null;
  return {
    first,
    last,
    city,
    // "BH sábado…": a nickname opening the text is its headline, as a name would be.
    score:
      rankCity(context, city, key, written).rank +
      contextScore(context, first) +
      (headlineCue(context, first, last, key) ? CUE_BONUS : 0),
    qualifier: null,
  };
}

function areaCandidate(context: Context, first: number, last: number, key: string): Candidate | null {
  const curated = areaCity(key);
  if (!curated) return null;
  const written = spanOf(context, first, last).text;
  if (context.mixedCase && !isCapitalised(withoutArticleWritten(written))) return null;
  if (!key.includes(' ') && COMMON_WORDS.has(key) && !hasCue(context, first)) return null;
  const city = curatedCityRef(curated);
  if (!city) return null;
  // Naming a neighbourhood says less about the city than naming the city.
  return {
    first,
    last,
    city,
    score: rankCity(context, city, key, written).rank - 1 + contextScore(context, first),
    qualifier: null,
    area: true,
  };
}

/** "The Colosseum", "Sacré-Coeur": a landmark the catalog knows places the date in its city. */
function landmarkCandidate(context: Context, first: number, last: number, key: string): Candidate | null {
  const named = landmarkNamed(key);
  if (!named) return null;
  const { landmark } = named;
  const written = spanOf(context, first, last).text;
  // "the Colosseum" is found as "Colosseum"; a lower-case article would only lower its score.
  if (withoutArticleWritten(written) !== written) return null;
  if (context.mixedCase && !isCapitalised(written)) return null;
  if (!key.includes(' ') && isCommonWord(key)) return null;
  if (regionsFor(key, written).length > 0) return null;
  const curated = curatedCity(landmark.city, landmark.country);
  const city = curated && curatedCityRef(curated);
  if (!city) return null;
  // Naming a landmark says less about the city than naming the city, as a neighbourhood does.
  return {
    first,
    last,
    city,
    score: rankCity(context, city, nameKey(city.name), city.name).rank + contextScore(context, first),
    qualifier: null,
    landmark: named.name,
  };
}

function withoutArticleWritten(written: string): string {
  return written.replace(/^(the|le|la|les|el|los|las|il|lo|o|a|os|as|der|die|das)\s+/i, '');
}

/** Whether a span that names places is really meant as one, and which of them. */
function nameCandidate(context: Context, first: number, last: number, key: string): Candidate | null {
  let cities = citiesNamed(key);
  if (cities.length === 0) return null;
  const written = spanOf(context, first, last).text;
  const capitalised = isCapitalised(written);
  const headline = headlineCue(context, first, last, key);
  const cue = hasCue(context, first) || hasOriginCue(context, first) || headline;
  let qualifier = qualifierAfter(context, last);

  if (qualifier && qualifier.places.length > 0) {
    const { places } = qualifier;
    const inRegion = cities.filter((city) =>
      places.some(
        (place) => place.country === city.country && (!place.admin1 || place.admin1 === city.admin1),
      ),
    );
    // A region none of the namesakes lies in says nothing about them ("Lisboa, para jantar").
    if (inRegion.length > 0) cities = inRegion;
    else qualifier = punctuatedOnly(context, last, qualifier);
  }
  const known = qualifier !== null && qualifier.places.length > 0;
  const ranked = cities.map((city) => rankCity(context, city, key, written));
  // A neighbourhood or landmark named elsewhere in the text chooses among namesakes; it does not
  // make the name any likelier to be the place ("Berlin Kreuzberg" stays Berlin).
  const chosen = best(ranked.map(({ city, rank }) => ({ city, rank: rank + hintBonus(context, city) })));
  const top = ranked.find((entry) => entry.city === chosen?.city);
  if (!top) return null;

  const words = key.split(' ');
  const letters = key.replace(/[^\p{L}]/gu, '').length;
  const common = words.every((word) => isCommonWord(word));
  const qualified = known || (qualifier !== null && capitalised);
  if (letters <= 3 || (common && words.length === 1)) {
    if (!qualified && !(capitalised && cue)) return null;
  }
  if (common && top.city.population < COMMON_WORD_TOWN_POPULATION && !qualified) return null;
  // Tens of thousands of villages share a name with some word: one is meant only when the text puts
  // it where a place goes ("in Hallstatt"), written as a name unless the whole text is in one case.
  if (top.city.population < VILLAGE_POPULATION && !qualified) {
    if (!(hasCue(context, first) || headline) || (context.mixedCase && !capitalised)) return null;
    // With no capitals to go by, a village named like an English word or first name is that word.
    if (!context.mixedCase && words.some(isDictionaryWord)) return null;
  }

  let score = top.rank + contextScore(context, first) + (headline ? CUE_BONUS : 0);
  if (known && cities.some((city) => city === top.city)) score += QUALIFIER_BONUS;
  else if (qualifier && capitalised) score += WEAK_QUALIFIER_BONUS;
  return { first, last, city: top.city, score, qualifier: qualified ? qualifier : null };
}

/**
 * A span that names a country or a region is not a city ("a date in Italy"), unless that country is a
 * city ("Singapore") or the name belongs to a city much larger than the country it also names
 * ("Granada" is Grenada in Spanish).
 */
function blocksAsRegion(context: Context, first: number, last: number, key: string): boolean {
  const written = spanOf(context, first, last).text;
  const country = isCountryName(key, written) ? countryFromName(key) : undefined;
  if (country) {
    if (CITY_STATES.has(country)) return false;
    const elsewhere = citiesNamed(key).filter(
      (city) => city.country !== country && nameKey(city.name) === key,
    );
    const largest = elsewhere[0];
    return !largest || largest.population < countryPopulation(country) / 4;
  }
  const regions = regionsNamed(key);
  if (regions.length === 0 || regions.some((region) => namedLikeItsSeat(region, key))) return false;
  const largest = citiesNamed(key)[0];
  const threshold = regions.some((region) => ENGLISH_REGION_COUNTRIES.has(region.country))
    ? REGION_NAME_CITY_POPULATION
    : LOCAL_REGION_NAME_CITY_POPULATION;
  return !largest || largest.population < threshold;
}

/** The cities whose neighbourhoods or landmarks the text names, whatever city it names. */
function hintedCities(context: Context): CityRef[] {
  const hinted: CityRef[] = [];
  const { tokens } = context;
  for (let first = 0; first < tokens.length; first++) {
    for (let last = first; last < Math.min(first + MAX_AREA_WORDS, tokens.length); last++) {
      if (!joinable(tokens, first, last)) break;
      const key = keyOf(context, first, last);
      const found = areaCandidate(context, first, last, key) ?? landmarkCandidate(context, first, last, key);
      if (found && !hinted.includes(found.city)) hinted.push(found.city);
    }
  }
  return hinted;
}

const COUNTRY_ARTICLES = new Set([
  'the',
  'le',
  'la',
  'les',
  'el',
  'los',
  'las',
  'der',
  'den',
  'die',
  'o',
  'a',
  'os',
  'as',
]);

/**
 * "A weekend in Portugal", "un finde en Colombia", "ein Wochenende in Bayern": a country or region where
 * a city would go, and a city for it.
 */
function countryOrRegionAlone(context: Context): FoundPlace | null {
  const { tokens } = context;
  for (let first = 0; first < tokens.length; first++) {
    // "in the Netherlands", "in der Schweiz", "en el Perú": an article may stand after the place word.
    const afterArticle = COUNTRY_ARTICLES.has(tokens[first - 1]?.folded ?? '') && hasCue(context, first - 1);
    const cued = hasCue(context, first) || afterArticle;
    if (!cued && !headlineCue(context, first, first, tokens[first]?.folded ?? '')) continue;
    for (let last = Math.min(first + MAX_WORDS - 1, tokens.length - 1); last >= first; last--) {
      if (!joinable(tokens, first, last)) continue;
      const written = spanOf(context, first, last);
      const key = keyOf(context, first, last);
      // "Georgia" is a state as well: a name that is also a region says too little to choose a city.
      const country =
        isCountryName(key, written.text) && regionsNamed(key).length === 0 ? countryFromName(key) : undefined;
      const city = country && cityForCountry(country);
      if (country && city) return { city, span: written, country };
      const region = regionAlone(key, written.text);
      const regionCity = region && cityForRegion(region);
      if (regionCity) return { city: regionCity, span: written, region: written.text };
    }
  }
  return null;
}

/**
 * "A weekend in Tuscany", "somewhere in the Algarve": the one region a name stands for, when it is no
 * country's name too ("Georgia") and no other region's. Codes ("CA", "WA") say too little alone.
 */
function regionAlone(key: string, written: string): Region | undefined {
  const regions = regionsNamed(key);
  if (regions.length !== 1 || isCountryName(key, written)) return undefined;
  return regions[0];
}

function mentionedCountries(context: Context): Set<string> {
  const found = new Set<string>();
  const { tokens } = context;
  for (let first = 0; first < tokens.length; first++) {
    for (let last = Math.min(first + MAX_WORDS - 1, tokens.length - 1); last >= first; last--) {
      if (!joinable(tokens, first, last)) continue;
      const key = keyOf(context, first, last);
      const written = spanOf(context, first, last).text;
      if (!isCountryName(key, written)) continue;
      const country = countryFromName(key);
      if (country) found.add(country);
      break;
    }
  }
  return found;
}

const inside = (a: { first: number; last: number }, b: { first: number; last: number }) =>
  a.first >= b.first && a.last <= b.last && a.last - a.first < b.last - b.first;

type Range = { first: number; last: number };

/** Every span that could name the place, and the spans that name a region or qualify a name. */
function candidatesOf(context: Context): { candidates: Candidate[]; blocked: Range[] } {
  const { tokens } = context;
  const candidates: Candidate[] = [];
  const blocked: Range[] = [];
  for (let first = 0; first < tokens.length; first++) {
    for (let last = first; last < Math.min(first + MAX_AREA_WORDS, tokens.length); last++) {
      if (!joinable(tokens, first, last)) break;
      const key = keyOf(context, first, last);
      const area = areaCandidate(context, first, last, key) ?? landmarkCandidate(context, first, last, key);
      if (area) candidates.push(area);
      if (last - first >= MAX_WORDS) continue;
      if (blocksAsRegion(context, first, last, key)) {
        blocked.push({ first, last });
        continue;
      }
      if (withTheSpeaker(context, last) || cutFromLongerTown(context, last)) continue;
      const named = aliasCandidate(context, first, last, key) ?? nameCandidate(context, first, last, key);
      if (named) candidates.push(named);
    }
  }
  for (const candidate of candidates) {
    if (candidate.qualifier) blocked.push(candidate.qualifier);
  }

  return { candidates, blocked };
}

/** Words that end the name of a settlement: "Stone Town", "Quezon City", "Greenwich Village". */
const TOWN_WORDS = new Set(['town', 'city', 'village']);

/**
 * A name followed by "Town", "City" or "Village", or by a place's head word ("Bay", "Beach", "Park"),
 * with a capital is the first word of a longer name ("Stone Town" is Zanzibar's old town, not Stone
 * in England; "Kalk Bay" is Cape Town's harbour, not Kalk in Cologne). When the whole name is a known
 * place, it is a candidate of its own.
 */
function cutFromLongerTown(context: Context, last: number): boolean {
  const next = context.tokens[last + 1];
  if (!next || context.tokens[last]?.punctuationAfter) return false;
  return isCapitalised(next.text) && (TOWN_WORDS.has(next.folded) || isPlaceHead(next.folded));
}

/** The speaker, as the second of a pair: "Paris and I", "Paris et moi", "Florencia y yo", "Roma e io". */
const SPEAKER = new Set(['i', 'me', 'moi', 'yo', 'eu', 'ich', 'io', 'mim']);

/** A name paired with the speaker ("Paris et moi, on veut dîner à Marseille") is a person. */
function withTheSpeaker(context: Context, last: number): boolean {
  const [and, speaker] = [context.tokens[last + 1], context.tokens[last + 2]];
  if (!and || !speaker || context.tokens[last]?.punctuationAfter || and.punctuationAfter) return false;
  return AND_WORDS.has(and.folded) && SPEAKER.has(speaker.folded);
}

/** The candidate with the most evidence, once names hidden inside others or standing for others yield. */
function winnerOf(candidates: Candidate[], blocked: Range[]): Candidate | undefined {
  // A town named after a famous landmark ("Sagrada Família") yields to it, unless the text says which
  // ("Sacré-Coeur, Quebec"); the catalog's names are never those of a large city.
  const namesLandmark = (candidate: Candidate) =>
    !candidate.landmark &&
    !candidate.qualifier &&
    candidates.some(
      (other) => other.landmark && other.first === candidate.first && other.last === candidate.last,
    );
  // A neighbourhood of a city the text names elsewhere ("Lisboa … na Baixa") is that neighbourhood,
  // not a namesake town: the city is the place.
  const namesArea = (candidate: Candidate) =>
    !candidate.area &&
    !candidate.qualifier &&
    candidates.some(
      (area) =>
        area.area &&
        area.first === candidate.first &&
        area.last === candidate.last &&
        candidates.some(
          (city) => !city.area && city !== candidate && city.city.geonameId === area.city.geonameId,
        ),
    );
  const kept = candidates.filter(
    (candidate) =>
      !blocked.some((range) => range.first <= candidate.first && range.last >= candidate.last) &&
      // Only a longer name that could win hides the names inside it: "Berlin Kreuzberg" is a GeoNames
      // alias too weak to be the place, and must not hide "Berlin".
      !candidates.some((other) => inside(candidate, other) && other.score >= MIN_SCORE) &&
      !namesLandmark(candidate) &&
      !namesArea(candidate),
  );
  // A city the text names outranks a neighbourhood or landmark of another ("Lisboa … na Baixa", where
  // Porto has a Baixa too; "BH: Mercado Central"): naming one says less than naming the city.
  const sameSpan = (a: Candidate, b: Candidate) => a.first === b.first && a.last === b.last;
  const namedCities = kept.filter(
    (candidate) =>
      !candidate.area &&
      !candidate.landmark &&
      candidate.score >= MIN_SCORE &&
      // "Kreuzberg" is a GeoNames place too, but written alone it is Berlin's neighbourhood.
      !candidates.some((other) => (other.area || other.landmark) && sameSpan(other, candidate)),
  );
  const pool = namedCities.length
    ? kept.filter((candidate) =>
        namedCities.some((named) => named.city.geonameId === candidate.city.geonameId),
      )
    : kept;
  return pool.reduce<Candidate | undefined>(
    (top, next) => (!top || next.score > top.score ? next : top),
    undefined,
  );
}

/**
 * "Excursión de Madrid a Toledo", "a day trip from Lisbon to Sintra": a place gone to from a city within
 * a day's reach is the day out, and the city set out from is where the date begins and ends. Said
 * with a verb of coming ("veniamo da Milano a Bologna"), or farther ("from London to Paris"), the
 * destination stays the date's place.
 */
function setOutFrom(context: Context, candidates: Candidate[], destination: Candidate): Candidate | null {
  const to = wordsBefore(context, destination.first).some((words) =>
    TO_CUES[context.language].includes(words),
  );
  if (!to || destination.area || destination.landmark) return null;
  const origin = candidates.find(
    (candidate) =>
      candidate.last < destination.first &&
      !candidate.area &&
      !candidate.landmark &&
      candidate.score >= MIN_SCORE &&
      hasOriginCue(context, candidate.first) &&
      !saysOrigin(context.tokens, candidate.first),
  );
  if (!origin) return null;
  const km = distanceKm(origin.city, destination.city);
  return km > DAY_OUT_KM.nearest && km <= DAY_OUT_KM.farthest ? origin : null;
}

/** A town this near a city this many times its size is part of the city's own outing. */
const PART_OF_CITY = { km: 25, times: 10 };

/**
 * "Floripa quinta, ostras no Ribeirão da Ilha": a small town said beside the large city it lies in
 * (a district GeoNames lists as a town of its own) is a place in that city's date, not the date's
 * city: the city is the place, and the town a stop in it.
 */
function cityAround(candidates: Candidate[], chosen: Candidate): Candidate | null {
  if (chosen.area || chosen.landmark) return null;
  return (
    candidates.find(
      (candidate) =>
        !candidate.area &&
        !candidate.landmark &&
        candidate.score >= MIN_SCORE &&
        candidate.city.geonameId !== chosen.city.geonameId &&
        candidate.city.population >= chosen.city.population * PART_OF_CITY.times &&
        distanceKm(candidate.city, chosen.city) <= PART_OF_CITY.km,
    ) ?? null
  );
}

/**
 * The city the description names, with the words that name it, or null when it names none. The kinds
 * it asks for, when known, help choose among namesakes.
 */
export function findPlace(
  text: string,
  language: Language,
  kinds: readonly KindId[] = [],
): FoundPlace | null {
  const tokens = withoutCaseSuffixes(tokenize(text));
  if (tokens.length === 0) return null;
  const context: Context = {
    text,
    tokens,
    language,
    mixedCase: /\p{Lu}/u.test(text) && /\p{Ll}/u.test(text),
    mentioned: new Set(),
    money: moneyCountries(text, language),
    hinted: [],
    kindHomes: homesOfKinds(kinds),
  };
  context.mentioned = mentionedCountries(context);
  context.hinted = hintedCities(context);

  const { candidates, blocked } = candidatesOf(context);
  const chosen = winnerOf(candidates, blocked);
  const winner =
    chosen && (setOutFrom(context, candidates, chosen) ?? cityAround(candidates, chosen) ?? chosen);
  if (!winner || winner.score < MIN_SCORE) return countryOrRegionAlone(context);
  // "Paris, Texas" keeps its region in the span; "Roma, Pantheon" does not (the Pantheon is a place to go).
  const span = spanOf(
    context,
    winner.first,
    winner.qualifier?.places.length && context.tokens[winner.last]?.punctuationAfter !== '('
      ? winner.qualifier.last
      : winner.last,
  );
  const possessive = /['’]s$/.test(span.text) && !winner.qualifier;
  const aside = winner.qualifier?.places.length
    ? spanOf(context, winner.qualifier.first, winner.qualifier.last)
    : null;
  return {
    city: winner.city,
    span: possessive ? { text: span.text.slice(0, -2), start: span.start, end: span.end - 2 } : span,
    ...(winner.landmark ? { landmark: winner.landmark } : {}),
    ...(winner.area ? { area: true as const } : {}),
    ...(aside && aside.start >= span.end ? { aside } : {}),
  };
}

/** A country or region name ("Texas", "Italia", "Bavaria"): part of an address, never a place to go. */
export function isRegionName(text: string): boolean {
  const key = nameKey(text);
  return regionsFor(key, text).length > 0 || countryFromName(text) !== undefined;
}
