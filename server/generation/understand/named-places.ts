import type { KindId } from '../kinds/kind-ids';
import type { Language, NamedPlace, Span } from '../request';
import { ANY_COMMON_WORD } from './common-words';
import { compiledLexicon } from './compiled-lexicon';
import { matchTokens } from './matcher';
import { HEAD_LAST } from './meal-dishes';
import { isOpeningVerb } from './opening-verbs';
import { fold, withoutArticle } from './text';
import { citiesNamed } from '../world/cities';

/** Head words that say what a named place is, in the six languages, and the kind of stop it makes. */
const HEADS: [KindId, string[]][] = [
  ['museum', ['museum', 'museo', 'musée', 'museu', 'museen', 'musei', 'musee']],
  ['art_gallery', ['gallery', 'galería', 'galerie', 'galeria', 'galleria', 'galerías', 'kunsthalle']],
  ['market', ['market', 'mercado', 'marché', 'markt', 'mercato', 'mercat', 'bazaar', 'souk', 'halles']],
  [
    'park',
    [
      'park',
      'parque',
      'parc',
      'parco',
      'gardens',
      'garden',
      'jardín',
      'jardin',
      'jardim',
      'garten',
      'giardino',
      'giardini',
      'common',
      'heath',
    ],
  ],
  [
    'old_town_walk',
    [
      'bridge',
      'street',
      'avenue',
      'road',
      'drive',
      'square',
      'plaza',
      'promenade',
      'boulevard',
      'crescent',
      'lane',
      'row',
      'puente',
      'calle',
      'avenida',
      'paseo',
      'rambla',
      'pont',
      'rue',
      'place',
      'quai',
      'ponte',
      'rua',
      'praça',
      'largo',
      'brücke',
      'straße',
      'strasse',
      'platz',
      'allee',
      'via',
      'piazza',
      'corso',
      'walk',
      'pier',
      'wharf',
      'embankment',
      'marina',
      'canal',
      'malecón',
      'malecon',
      'esplanade',
    ],
  ],
  [
    'church',
    [
      'cathedral',
      'church',
      'abbey',
      'basilica',
      'catedral',
      'iglesia',
      'cathédrale',
      'église',
      'igreja',
      'dom',
      'kirche',
      'münster',
      'duomo',
      'chiesa',
      'basílica',
      'mosque',
      'mezquita',
      'mosquée',
      'moschee',
      'moschea',
      'synagogue',
      'chapel',
      'capilla',
      'chapelle',
    ],
  ],
  ['temple', ['temple', 'shrine', 'templo', 'tempel', 'tempio', 'pagoda', 'jinja', 'dera']],
  [
    'castle',
    [
      'castle',
      'castillo',
      'château',
      'castelo',
      'burg',
      'schloss',
      'castello',
      'fortress',
      'fort',
      'alcázar',
      'alcazar',
      'palace',
      'palacio',
      'palais',
      'palácio',
      'palast',
      'palazzo',
      'tower',
      'torre',
      'tour',
      'turm',
    ],
  ],
  [
    'viewpoint',
    [
      'viewpoint',
      'mirador',
      'belvédère',
      'belvedere',
      'miradouro',
      'aussichtspunkt',
      'lookout',
      'hill',
      'cerro',
      'colline',
      'morro',
      'hügel',
      'colle',
      'mount',
      'monte',
      'mont',
      'berg',
      'peak',
    ],
  ],
  [
    'theatre',
    [
      'theatre',
      'theater',
      'teatro',
      'théâtre',
      'opera',
      'opéra',
      'oper',
      'ópera',
      'philharmonic',
      'hall',
      'auditorium',
    ],
  ],
  ['beach', ['beach', 'playa', 'plage', 'praia', 'strand', 'spiaggia']],
  [
    'park',
    [
      'valley',
      'valle',
      'vallée',
      'vale',
      'canyon',
      'cañón',
      'gorge',
      'forest',
      'bosque',
      'forêt',
      'floresta',
    ],
  ],
  [
    'church',
    ['monastery', 'monasterio', 'monastère', 'mosteiro', 'monastero', 'kloster', 'convento', 'convent'],
  ],
  ['viewpoint', ['lighthouse', 'farol', 'faro', 'phare', 'leuchtturm']],
  [
    'waterfront',
    ['island', 'isla', 'île', 'ilha', 'isola', 'islet', 'cay', 'bay', 'cove', 'harbour', 'harbor'],
  ],
  ['zoo', ['zoo']],
  ['aquarium', ['aquarium', 'acuario', 'aquário', 'acquario']],
  ['library', ['library', 'biblioteca', 'bibliothèque', 'bibliothek']],
  ['lake', ['lake', 'lago', 'lac', 'see', 'loch']],
];

const HEAD_KIND = new Map<string, KindId>(
  HEADS.flatMap(([kind, words]) => words.map((word) => [fold(word), kind])),
);

/** A word that heads a place's name ("Bay", "Beach", "Park"): a name before it is part of a longer one. */
export const isPlaceHead = (word: string) => HEAD_KIND.has(fold(word));

/** Words that name an area rather than a place: the stops go there. */
export const AREA_WORDS = new Set(
  [
    'neighbourhood',
    'neighborhood',
    'district',
    'quarter',
    'barrio',
    'colonia',
    'quartier',
    'bairro',
    'viertel',
    'kiez',
    'quartiere',
    'rione',
    'old town',
    'downtown',
    'norte',
    'sur',
    'centro',
    'village',
  ].map(fold),
);

/** Capitalised words that are not places: days, months, holidays, apps, pronouns, greetings. */
const NOT_NAMES = new Set(
  [
    'i',
    'we',
    'my',
    'our',
    'me',
    'us',
    'hi',
    'hello',
    'hey',
    'please',
    'thanks',
    'thank',
    'thx',
    'cheers',
    'merci',
    'gracias',
    'obrigado',
    'obrigada',
    'danke',
    'grazie',
    'bitte',
    'hola',
    'bonjour',
    'salut',
    'ciao',
    'olá',
    'hallo',
    'besos',
    'besitos',
    'bisous',
    'beijos',
    'beijinhos',
    'kisses',
    'bacioni',
    'baci',
    'küsse',
    'xoxo',
    'ok',
    'okay',
    'yes',
    'no',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'lunes',
    'martes',
    'miércoles',
    'jueves',
    'viernes',
    'sábado',
    'domingo',
    'lundi',
    'mardi',
    'mercredi',
    'jeudi',
    'vendredi',
    'samedi',
    'dimanche',
    'segunda',
    'terça',
    'quarta',
    'quinta',
    'sexta',
    'montag',
    'dienstag',
    'mittwoch',
    'donnerstag',
    'freitag',
    'samstag',
    'sonntag',
    'lunedì',
    'martedì',
    'mercoledì',
    'giovedì',
    'venerdì',
    'sabato',
    'domenica',
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
    'januar',
    'februar',
    'märz',
    'juni',
    'juli',
    'oktober',
    'dezember',
    'gennaio',
    'febbraio',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'settembre',
    'ottobre',
    'dicembre',
    'valentine',
    "valentine's",
    'valentines',
    'christmas',
    'easter',
    'halloween',
    'navidad',
    'noël',
    'natal',
    'weihnachten',
    'natale',
    'tinder',
    'hinge',
    'bumble',
    'instagram',
    'google',
    'uber',
    'airbnb',
    'spotify',
    'netflix',
    'am',
    'pm',
    'usd',
    'eur',
    'gbp',
    'ai',
    'uk',
    'usa',
    'us',
    'eu',
  ].map(fold),
);

export interface NameContext {
  /** Folded words that the lexicons understood (kinds, constraints, moods…): not names. */
  known: Set<string>;
  /** Spans already taken by the city, times and amounts. */
  taken: Span[];
  /** Folded names of the curated neighbourhoods of the city, when known. */
  areaNames: Set<string>;
  /** The description is in German, where capitals mark nouns, not names. */
  german: boolean;
  language: Language;
  /** The text is in a language we do not read ("fika och museum"): its words cannot show a name. */
  foreign?: boolean;
}

interface Word {
  text: string;
  start: number;
  end: number;
  sentenceStart: boolean;
}

const WORDS = /[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu;

/** A town this large after Italian "da" is where they set out from: "Bellagio da Milano". */
const SET_OUT_TOWN = 100_000;
const fromTown = (link: Word, after: Word | undefined, language: Language) =>
  language === 'it' &&
  fold(link.text) === 'da' &&
  after !== undefined &&
  citiesNamed(fold(after.text)).some((town) => town.population >= SET_OUT_TOWN);
const CONNECTORS = new Set([
  'of',
  'the',
  'de',
  'del',
  'la',
  'las',
  'los',
  'do',
  'da',
  'dos',
  'das',
  'du',
  'des',
  'le',
  'di',
  'della',
  'delle',
  'dello',
  'degli',
  'dei',
  'von',
  'der',
  'y',
  'and',
  '&',
  'e',
  'et',
  'am',
  'an',
  'al',
  'sur',
  'on',
]);

const LIST_WORDS = new Set(['and', '&', 'y', 'e', 'et', 'und']);
/** "Of" in the languages whose names put an article after it: "de la", "of the", "di la". */
const OF_WORDS = new Set(['of', 'de', 'di', 'da', 'do']);
const ARTICLES_AFTER_OF = new Set(['the', 'la', 'las', 'los', 'le', 'les', 'l', 'lo', 'il', 'el']);

function isCapitalised(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase() && first === first.toUpperCase();
}

/**
 * Proper names of places the person asked for: runs of capitalised words that are not the city,
 * a known word, a day or a month ("Tate Modern", "the Royal Crescent", "Cheonggyecheon",
 * "Roma Norte"). Kept exactly as written.
 */
export function extractNamedPlaces(original: string, context: NameContext): NamedPlace[] {
  // "l'Arena", "dell'Accademia": the elided article is blanked (same length) so the name stands alone.
  const text = original.replace(/\b(?:[ldLD]|dell|all|nell|sull|dall|dall|qu)['’](?=\p{Lu})/gu, (elided) =>
    ' '.repeat(elided.length),
  );
  const words: Word[] = [];
  let sentenceStart = true;
  let last = 0;
  for (const match of text.matchAll(WORDS)) {
    const between = text.slice(last, match.index);
    if (/[.!?\n:;]|^\s*$/.test(between) && words.length === 0) sentenceStart = true;
    else if (/[.!?\n:;]/.test(between)) sentenceStart = true;
    const raw = match[0].replace(/[.'’-]+$/, '');
    words.push({ text: raw, start: match.index, end: match.index + raw.length, sentenceStart });
    sentenceStart = false;
    last = match.index + match[0].length;
  }

  const overlapsTaken = (start: number, end: number) =>
    context.taken.some((span) => start < span.end && end > span.start);
  const found: NamedPlace[] = [];
  let index = 0;
  while (index < words.length) {
    const word = words[index] as Word;
    const folded = fold(word.text);
    const startsName =
      isCapitalised(word.text) &&
      !NOT_NAMES.has(folded) &&
      !ANY_COMMON_WORD.has(folded) &&
      !overlapsTaken(word.start, word.end) &&
      !/^\d/.test(word.text) &&
      !openingVerb(word, folded, context);
    if (!startsName) {
      index += 1;
      continue;
    }
    let end = index;
    while (end + 1 < words.length) {
      const next = words[end + 1] as Word;
      const between = text.slice((words[end] as Word).end, next.start);
      if (/[,.!?;:()\n]/.test(between)) break;
      if (
        isCapitalised(next.text) &&
        !NOT_NAMES.has(fold(next.text)) &&
        !overlapsTaken(next.start, next.end)
      ) {
        end += 1;
        continue;
      }
      // "Museo del Prado", "Jardin du Luxembourg": a connector followed by another capitalised word;
      // but "Millennium Bridge and Borough Market" is two places once the first has its head word.
      // "Cerro de la Cruz", "Casa de los Tiros": "of" and an article may stand together inside a name.
      const article = words[end + 2] && ARTICLES_AFTER_OF.has(fold((words[end + 2] as Word).text)) ? 1 : 0;
      const after = words[end + 2 + article];
      const runSoFar = words.slice(index, end + 1).map((part) => fold(part.text));
      const listJoin = LIST_WORDS.has(fold(next.text)) && runSoFar.some((part) => HEAD_KIND.has(part));
      const germanJoin = !context.german || !['am', 'an', 'der', 'von', 'und'].includes(fold(next.text));
      if (
        !listJoin &&
        germanJoin &&
        !fromTown(next, after, context.language) &&
        CONNECTORS.has(fold(next.text)) &&
        after &&
        isCapitalised(after.text) &&
        // "Paris and I": a pronoun or a day after "and" ends the name.
        !NOT_NAMES.has(fold(after.text)) &&
        !/[,.!?;:]/.test(text.slice(next.end, after.start)) &&
        (!article || OF_WORDS.has(fold(next.text)))
      ) {
        end += 2 + article;
        continue;
      }
      break;
    }
    // "musée Magritte", "parque Ibirapuera": a head word in lower case just before the name belongs to it.
    const run = words.slice(index - headWordsBefore(words, index, text), end + 1);
    // Read from what was written: the elided article inside the name is part of it ("marché d'Aligre").
    const name = original.slice(run[0]!.start, run.at(-1)!.end);
    const foldedWords = run.map((part) => fold(part.text));
    // "the Roman Baths": capitalised words after an article are a name even when each is a known word.
    const articleBefore = /(^|\s)(the|el|la|le|il|lo|o|a|der|die|das)\s+$/i.test(
      text.slice(Math.max(0, word.start - 5), word.start),
    );
    const allKnown =
      !(run.length > 1 && articleBefore && !word.sentenceStart) &&
      foldedWords.every((part) => context.known.has(part) || CONNECTORS.has(part));
    const hasHead = foldedWords.some(
      (part) => HEAD_KIND.has(part) || (context.german && germanHead(part) !== null),
    );
    const isArea = context.areaNames.has(fold(name)) || foldedWords.some((part) => AREA_WORDS.has(part));
    // A lone capitalised word opening a sentence is usually just the first word ("Dinner", "Something").
    // German capitalises every noun: there a name needs a head word ("Frauenkirche", "Berliner Dom").
    const germanOk =
      !context.german ||
      hasHead ||
      foldedWords.some((part) => germanHead(part) !== null) ||
      context.areaNames.has(fold(name));
    const plausible =
      germanOk &&
      !allKnown &&
      (run.length > 1 || !word.sentenceStart || hasHead || context.areaNames.has(fold(name)));
    if (plausible && name.length >= 3) {
      // "the Royal Crescent": keep a leading "the" that the person wrote in lower case out of the name.
      found.push({ name, span: { text: name, start: run[0]!.start, end: run.at(-1)!.end }, isArea });
    }
    index = end + 1;
  }
  return found;
}

/** "Taking Florence out", "Portare Chiara": a sentence's first word that is a verb no lexicon read. */
function openingVerb(word: Word, folded: string, context: NameContext): boolean {
  if (!word.sentenceStart || context.known.has(folded) || HEAD_KIND.has(folded)) return false;
  return isOpeningVerb(word.text, context.language);
}

/**
 * How many words before a name belong to it as its head: "musée Magritte", "parque Ibirapuera" (one),
 * "paseo de Montejo", "Paseo de Montejo", "monasterio de Santa Catalina" (the head and its connector).
 */
function headWordsBefore(words: Word[], index: number, text: string): number {
  const joined = (from: Word, to: Word) => !/[,.!?;:()\n]/.test(text.slice(from.end, to.start));
  const before = words[index - 1];
  if (!before || !joined(before, words[index] as Word)) return 0;
  if (HEAD_KIND.has(fold(before.text))) return 1;
  const head = words[index - 2];
  const romanceLink = ['de', 'del', 'da', 'do', 'di', 'du', 'della', 'delle', 'dos', 'das'];
  if (
    head &&
    romanceLink.includes(fold(before.text)) &&
    joined(head, before) &&
    HEAD_KIND.has(fold(head.text))
  )
    return 2;
  return 0;
}

/** German joins the head to the name ("Frauenkirche", "Marienplatz", "Kapellbrücke"). */
const GERMAN_HEAD_SUFFIXES: [string, KindId][] = [
  ['kirche', 'church'],
  ['dom', 'church'],
  ['munster', 'church'],
  ['brucke', 'old_town_walk'],
  ['platz', 'old_town_walk'],
  ['strasse', 'old_town_walk'],
  ['gasse', 'old_town_walk'],
  ['markt', 'market'],
  ['garten', 'park'],
  ['park', 'park'],
  ['museum', 'museum'],
  ['galerie', 'art_gallery'],
  ['schloss', 'castle'],
  ['burg', 'castle'],
  ['turm', 'castle'],
  ['tor', 'historic_site'],
  ['see', 'lake'],
  ['strand', 'beach'],
  ['ufer', 'waterfront'],
  ['weg', 'walk'],
  ['berg', 'viewpoint'],
  ['insel', 'historic_site'],
  ['halle', 'theatre'],
  ['oper', 'theatre'],
  ['theater', 'theatre'],
];

export function germanHead(word: string): KindId | null {
  const folded = fold(word);
  for (const [suffix, kind] of GERMAN_HEAD_SUFFIXES) {
    if (folded.length > suffix.length + 2 && folded.endsWith(suffix)) return kind;
  }
  return null;
}

/**
 * Landmarks of the city that the text names in any case ("tate modern", "the roman baths"), by the
 * catalog's names: written in lower case they would escape the capital-letter reading above.
 */
export function findCatalogNames(
  text: string,
  names: readonly (string | readonly [key: string, name: string])[],
): NamedPlace[] {
  const folded = fold(text);
  const found: NamedPlace[] = [];
  for (const entry of names) {
    // A short form ("louvre") is searched by itself and shown by the catalog's name.
    const [searched, name] = typeof entry === 'string' ? [entry, entry] : entry;
    const key = withoutArticle(fold(searched));
    if (key.length < 4) continue;
    // "the ramblas" is La Rambla: a plural of the name is the name. "arthurs seat", "st giles": the
    // apostrophe and the full stop of a name are often left out when typed.
    const pattern = key
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\\\./g, '\\.?')
      .replace(/['’]/g, "['’]?");
    const match = new RegExp(`(^|[^\\p{L}\\p{N}])(${pattern}(?:e?s)?)($|[^\\p{L}\\p{N}])`, 'u').exec(folded);
    if (!match) continue;
    const start = match.index + (match[1]?.length ?? 0);
    const end = start + (match[2]?.length ?? key.length);
    const written = text.slice(start, end);
    found.push({ name: shownName(written, name), span: { text: written, start, end }, isArea: false });
  }
  return found;
}

/** As the person wrote it when they gave it capitals; the catalog's spelling when they did not. */
function shownName(written: string, catalogName: string): string {
  return written === written.toLowerCase()
    ? catalogName.replace(/^(the|le|la|el|il|der|die|das)\s+/i, '')
    : written;
}

/** The landmark that placed the date, as the person named it ("the Colosseum" → "Colosseum"). */
export function landmarkMention(text: string, span: Span, catalogName: string): NamedPlace {
  const name = withoutArticle(text.slice(span.start, span.end));
  return {
    name: shownName(name, catalogName),
    span: { text: name, start: span.end - name.length, end: span.end },
    isArea: false,
  };
}

/**
 * The kind of stop a named place makes, from its head word ("Borough Market" → market); given the
 * text's language, from any word of the name the kind lexicon reads ("Guru Sweets", "Tasca do Chico").
 */
export function kindOfNamedPlace(name: string, language?: Language): KindId {
  const words = fold(name).split(/[\s-]+/);
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const kind = HEAD_KIND.get(words[index] as string);
    if (kind) return kind;
  }
  for (const word of words) {
    const kind = HEAD_KIND.get(word) ?? germanHead(word);
    if (kind) return kind;
  }
  return (language && kindInName(name, language)) ?? 'historic_site';
}

/** The longest kind phrase in a name; of two as long, the head: last in English and German. */
function kindInName(name: string, language: Language): KindId | undefined {
  const hits = compiledLexicon(language).kinds.findAll(matchTokens(name));
  const headLast = HEAD_LAST.has(language);
  const best = hits.reduce<(typeof hits)[number] | undefined>((chosen, hit) => {
    if (!chosen) return hit;
    const [length, chosenLength] = [hit.to - hit.from, chosen.to - chosen.from];
    if (length !== chosenLength) return length > chosenLength ? hit : chosen;
    return headLast === hit.from > chosen.from ? hit : chosen;
  }, undefined);
  return best?.value;
}

/** A day, a month, a greeting or a pronoun: never the name of a thing, whether capitalised or not. */
export const isCalendarOrSmallName = (word: string) => NOT_NAMES.has(word) || NOT_NAMES.has(fold(word));
