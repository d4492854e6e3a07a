/**
 * When a date happens and for how long, read from a description in any of the six languages: clock
 * windows, parts of the day, lengths and the day itself. Rule-based like Duckling: word tables plus
 * regular expressions run on folded text (see fold), each reading reports the span it came from.
 */
import type { DateWhen, DayPart, Language, Span, TimeWindow } from '../request';
import {
  dayOfMonthHits,
  foreignWeekdayHits,
  monthAloneHits,
  weekendHits,
  type CalendarHit,
} from './calendar-days';
import { COUNT, countValue, foldWithOrigin, phrases, spanOf, type FoldedText } from './numbers';
import { fold } from './text';
import { foldedWords, THEN_WORDS } from './list-words';

interface Range {
  start: number;
  end: number;
}

/** Folded positions already read as something, so a date is not read again as a clock time. */
class Claims {
  private readonly ranges: Range[] = [];
  take(start: number, end: number): void {
    this.ranges.push({ start, end });
  }
  free(start: number, end: number): boolean {
    return this.ranges.every((range) => end <= range.start || start >= range.end);
  }
}

function* freeMatches(folded: string, pattern: RegExp, claims: Claims): Generator<RegExpExecArray> {
  for (const match of folded.matchAll(pattern)) {
    if (claims.free(match.index, match.index + match[0].length)) yield match;
  }
}

const regex = (source: string) => new RegExp(source, 'gu');

// ---------------------------------------------------------------------------------------------
// Days

const DAY_MS = 86_400_000;

function parseISO(iso: string): number {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}
const toISO = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => toISO(parseISO(iso) + days * DAY_MS);

/** The calendar date, or null when it does not exist (30 February). */
function dateOf(year: number, month: number, day: number): string | null {
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (year < 1000 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return toISO(time);
}

/** The first such day on or after today (29 February waits for a leap year). */
function nextOccurrence(today: string, month: number, day: number): string | null {
  const year = Number(today.slice(0, 4));
  for (let offset = 0; offset <= 8; offset += 1) {
    const date = dateOf(year + offset, month, day);
    if (date && date >= today) return date;
  }
  return null;
}

const NAMED_DAYS: [month: number, day: number, names: string[]][] = [
  [
    2,
    14,
    [
      "valentine's day",
      'valentines day',
      'valentine day',
      "valentine's",
      'valentines',
      'san valentín',
      'día de san valentín',
      'día de los enamorados',
      'saint-valentin',
      'são valentim',
      'dia de são valentim',
      'valentinstag',
      'san valentino',
    ],
  ],
  // Brazil keeps its Dia dos Namorados on 12 June, the eve of Saint Anthony's day.
  [6, 12, ['dia dos namorados']],
  [
    12,
    31,
    [
      "new year's eve",
      'new years eve',
      'nochevieja',
      'noche vieja',
      'víspera de año nuevo',
      'réveillon',
      'réveillon du nouvel an',
      'saint-sylvestre',
      'véspera de ano novo',
      'silvester',
      'silvesterabend',
      'capodanno',
      'san silvestro',
    ],
  ],
  [
    12,
    24,
    [
      'christmas eve',
      'nochebuena',
      'réveillon de noël',
      'veille de noël',
      'véspera de natal',
      'heiligabend',
      'heiliger abend',
      'vigilia di natale',
    ],
  ],
];

const MONTHS: [month: number, names: string[]][] = [
  [1, ['january', 'jan', 'enero', 'janvier', 'janeiro', 'januar', 'jänner', 'gennaio']],
  [2, ['february', 'feb', 'febrero', 'février', 'fevereiro', 'februar', 'febbraio']],
  [3, ['march', 'marzo', 'mars', 'março', 'märz']],
  [4, ['april', 'apr', 'abril', 'avril', 'aprile']],
  [5, ['may', 'mayo', 'mai', 'maio', 'maggio']],
  [6, ['june', 'jun', 'junio', 'juin', 'junho', 'juni', 'giugno']],
  [7, ['july', 'jul', 'julio', 'juillet', 'julho', 'juli', 'luglio']],
  [8, ['august', 'aug', 'agosto', 'août']],
  [9, ['september', 'sep', 'sept', 'septiembre', 'setiembre', 'septembre', 'setembro', 'settembre']],
  [10, ['october', 'oct', 'octubre', 'octobre', 'outubro', 'oktober', 'ottobre']],
  [11, ['november', 'nov', 'noviembre', 'novembre', 'novembro']],
  [12, ['december', 'dec', 'diciembre', 'décembre', 'dezembro', 'dezember', 'dicembre']],
];
const MONTH_OF = new Map(MONTHS.flatMap(([month, names]) => names.map((name) => [fold(name), month])));
const MONTH = `(${[...MONTH_OF.keys()].sort((a, b) => b.length - a.length).join('|')})\\.?(?![\\p{L}])`;
const YEAR = String.raw`(?:,?\s*(?:de\s+|of\s+)?(\d{4}))?`;
const DAY_OF_MONTH = String.raw`(\d{1,2})(?:st|nd|rd|th|er|º|°|\.)?`;

/** "3 de marzo", "le 3 mars", "3. März", "the 3rd of March". */
const DAY_MONTH = regex(
  String.raw`(?<![\p{L}\p{N}])(?:(?:the|le|el|il|am|o|dia)\s+)?${DAY_OF_MONTH}\s*(?:of\s+|de\s+|di\s+)?${MONTH}${YEAR}`,
);
/** "March 3rd", "March 3, 2027". */
const MONTH_DAY = regex(
  String.raw`(?<![\p{L}\p{N}])${MONTH}\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?(?![\p{L}\p{N}:])${YEAR}`,
);
const ISO_DATE = regex(String.raw`(?<![\p{N}])(\d{4})-(\d{2})-(\d{2})(?![\p{N}])`);
/** Day first ("14/02", "14.02.2027"); a dot date needs its closing dot or a year so "1.5" stays a number. */
const NUMERIC_DATE = regex(
  String.raw`(?<![\p{N}.,/])(\d{1,2})(?:\/(\d{1,2})(?:\/(\d{2}|\d{4}))?|\.(\d{1,2})\.(\d{2}|\d{4})?)(?![\p{N}]|[.,/]\p{N})`,
);

const WEEKDAYS: [weekday: number, names: string[]][] = [
  [0, ['sunday', 'domingo', 'dimanche', 'sonntag', 'domenica']],
  [1, ['monday', 'lunes', 'lundi', 'segunda-feira', 'montag', 'lunedì']],
  [2, ['tuesday', 'martes', 'mardi', 'terça-feira', 'dienstag', 'martedì']],
  [3, ['wednesday', 'miércoles', 'mercredi', 'quarta-feira', 'mittwoch', 'mercoledì']],
  [4, ['thursday', 'jueves', 'jeudi', 'quinta-feira', 'donnerstag', 'giovedì']],
  [5, ['friday', 'viernes', 'vendredi', 'sexta-feira', 'freitag', 'venerdì']],
  [6, ['saturday', 'sábado', 'samedi', 'samstag', 'sonnabend', 'sabato']],
];
const WEEKDAY_OF = new Map(
  WEEKDAYS.flatMap(([weekday, names]) => names.map((name) => [fold(name).replace('-', ' '), weekday])),
);
/** Portuguese weekdays without "-feira" ("na sexta") need a word before them: "quinta" is also a farm. */
const SHORT_PT_WEEKDAYS: Record<string, number> = { segunda: 1, terca: 2, quarta: 3, quinta: 4, sexta: 5 };
/** German writes a weekday and a part of it as one word: "Samstagabend". */
const GERMAN_PART_SUFFIX: Record<string, DayPart | null> = {
  morgen: 'morning',
  vormittag: 'morning',
  mittag: 'lunchtime',
  nachmittag: 'afternoon',
  abend: 'evening',
  nacht: 'night',
};
const WEEKDAY_NAMES = [...WEEKDAY_OF.keys()].map((name) => name.replace(' ', '[\\s-]')).join('|');
const WEEKDAY = regex(
  String.raw`(?<![\p{L}\p{N}])(?:(?:this|on|next|coming|el|este|ce|no|neste|am|diesen|kommenden|nachsten|il|questo)\s+)?` +
    String.raw`(${WEEKDAY_NAMES})(${Object.keys(GERMAN_PART_SUFFIX).join('|')})?s?(?![\p{L}])` +
    String.raw`|(?<![\p{L}])(?:na|nesta|nessa|esta|essa|proxima|toda)\s+(${Object.keys(SHORT_PT_WEEKDAYS).join('|')})(?:[\s-]feira)?(?![\p{L}])`,
);

const DAY_OFFSETS: [days: number, words: string[]][] = [
  [
    2,
    ['day after tomorrow', 'pasado mañana', 'après-demain', 'depois de amanhã', 'übermorgen', 'dopodomani'],
  ],
  [1, ['tomorrow', 'tmrw', 'tmr', '2moro', 'tomorow', 'tommorow', 'demain', 'amanhã', 'domani']],
  [0, ['today', 'hoy', "aujourd'hui", 'hoje', 'heute', 'oggi']],
];

// ---------------------------------------------------------------------------------------------
// Parts of the day

type PartWord = DayPart | 'sunset';

/** Phrases naming a part of the day; the number says which day they also name (0 today, 1 tomorrow). */
const DAY_PARTS: [part: PartWord, days: number | null, words: string[]][] = [
  [
    'morning',
    null,
    [
      'morning',
      'mornings',
      'in the morning',
      'por la mañana',
      'de mañana',
      'la mañana',
      'en la mañana',
      'matin',
      'matinée',
      'le matin',
      'manhã',
      'de manhã',
      'pela manhã',
      'morgens',
      'vormittag',
      'vormittags',
      'mattina',
      'mattinata',
      'mattino',
      'di mattina',
      'in mattinata',
    ],
  ],
  [
    'morning',
    0,
    [
      'this morning',
      'esta mañana',
      'ce matin',
      'esta manhã',
      'hoje de manhã',
      'heute morgen',
      'stamattina',
      'stamani',
    ],
  ],
  ['morning', 1, ['domattina', 'morgen früh']],
  // Lunchtime is its own frame, around the local lunch: "a lunch date", "à midi", "a pranzo".
  [
    'lunchtime',
    null,
    [
      'lunchtime',
      'lunch time',
      'lunch date',
      'lunch break',
      'over lunch',
      'at lunch',
      'midday',
      'al mediodía',
      'a mediodía',
      'hora del almuerzo',
      'hora de comer',
      'à midi',
      'le midi',
      'ce midi',
      'pause déjeuner',
      "à l'heure du déjeuner",
      'ao meio-dia',
      'hora do almoço',
      'na hora do almoço',
      'mittags',
      'zu mittag',
      'über mittag',
      'mittagspause',
      'a mezzogiorno',
      'pausa pranzo',
      "all'ora di pranzo",
    ],
  ],
  [
    'afternoon',
    null,
    [
      'afternoon',
      'afternoons',
      'la tarde',
      'por la tarde',
      'en la tarde',
      'de la tarde',
      'de tarde',
      'à tarde',
      'pela tarde',
      'da tarde',
      'après-midi',
      'aprem',
      'nachmittag',
      'nachmittags',
      'pomeriggio',
      'nel pomeriggio',
      'di pomeriggio',
      'tarde de',
      // "Una tarde en Sevilla": the noun with its article; a bare "tarde" is also "late" ("llegar tarde").
      'una tarde',
      'uma tarde',
    ],
  ],
  // Late afternoon runs into the evening: the date starts when the light goes.
  [
    'evening',
    null,
    [
      'late afternoon',
      "fin d'après-midi",
      "en fin d'après-midi",
      'fim de tarde',
      'fim da tarde',
      'final da tarde',
      'final de la tarde',
      'al final de la tarde',
      'a última hora de la tarde',
      'tardo pomeriggio',
      'nel tardo pomeriggio',
      'später nachmittag',
      'spätnachmittag',
      'am späten nachmittag',
    ],
  ],
  [
    'afternoon',
    0,
    ['this afternoon', 'esta tarde', 'cet après-midi', 'hoje à tarde', 'heute nachmittag', 'oggi pomeriggio'],
  ],
  [
    'evening',
    null,
    [
      'evening',
      'evenings',
      'night',
      'nights',
      'noche',
      'por la noche',
      'la noche',
      'soir',
      'soirée',
      'le soir',
      'noite',
      'à noite',
      'de noite',
      'abend',
      'abends',
      'serata',
      'di sera',
      'la sera',
      'in serata',
    ],
  ],
  [
    'evening',
    0,
    [
      'tonight',
      'this evening',
      'esta noche',
      'ce soir',
      'esta noite',
      'hoje à noite',
      'heute abend',
      'stasera',
      'questa sera',
    ],
  ],
  [
    'night',
    null,
    [
      'late night',
      'late at night',
      'all night',
      'madrugada',
      'de madrugada',
      'nuit',
      'la nuit',
      'tard le soir',
      'tarde da noite',
      'nacht',
      'nachts',
      'spät abends',
      'spätabends',
      'notte',
      'tarda sera',
      'a tarda notte',
      'notte fonda',
    ],
  ],
  ['night', 0, ['cette nuit', 'heute nacht', 'stanotte']],
  [
    'all_day',
    null,
    [
      'all day',
      'whole day',
      'full day',
      'entire day',
      'day trip',
      'todo el día',
      'el día entero',
      'día entero',
      'día completo',
      'toute la journée',
      'journée entière',
      'journée complète',
      'o dia todo',
      'dia todo',
      'o dia inteiro',
      'dia inteiro',
      'den ganzen tag',
      'ganzen tag',
      'ganztags',
      'tagesausflug',
      'tutto il giorno',
      'tutta la giornata',
      'giornata intera',
      'intera giornata',
    ],
  ],
  [
    'sunset',
    null,
    [
      'sunset',
      'golden hour',
      'sundown',
      'atardecer',
      'puesta de sol',
      'puesta del sol',
      'coucher du soleil',
      'coucher de soleil',
      'pôr do sol',
      'sonnenuntergang',
      'tramonto',
    ],
  ],
];

type Context = 'morning' | 'lunch' | 'afternoon' | 'evening' | 'night';

/** Meals name a part of the day for bare clock hours ("dinner at 8"), though reading meals is not ours. */
const MEALS: [Context, string[]][] = [
  [
    'morning',
    [
      'breakfast',
      'brunch',
      'desayuno',
      'petit-déjeuner',
      'petit déjeuner',
      'café da manhã',
      'frühstück',
      'colazione',
    ],
  ],
  ['lunch', ['lunch', 'almuerzo', 'déjeuner', 'almoço', 'mittagessen', 'pranzo']],
  ['evening', ['dinner', 'supper', 'cena', 'cenar', 'dîner', 'jantar', 'abendessen', 'cenare']],
];

// ---------------------------------------------------------------------------------------------
// Clock times

type Meridiem = 'am' | 'pm' | 'night';

interface Clock extends Range {
  hour: number;
  minute: number;
  /** Minutes after midnight when the writing settles it (19h, 7pm, 07:30, "de la tarde"). */
  fixed: number | null;
  /** Reads as a clock time with no word before it (7pm, 7:30, 19h, noon). */
  strong: boolean;
  /** Written with "heures", "horas" or "ore", which also count durations. */
  hourWord: boolean;
  midnight: boolean;
}

const AM_PM = String.raw`(a\.?\s?m\.?|p\.?\s?m\.?)`;
/** German "am" is "on the" ("um 8 am Samstag"), so German text only takes a.m. with its dots. */
const AM_PM_DE = String.raw`(a\.\s?m\.?|p\.?\s?m\.?)`;
const clockPattern = (amPm: string) =>
  regex(
    String.raw`(?<![\p{L}\p{N}.,:/])(\d{1,2})(?:(:|\.|h)(\d{2}))?(?:\s?${amPm}(?![\p{L}])|\s?(h|hs|uhr)(?![\p{L}])|\s(heures?|horas?|ore|ora)(?![\p{L}]))?(?![\p{N}]|[.,]\p{N})`,
  );
const CLOCK = clockPattern(AM_PM);
const CLOCK_DE = clockPattern(AM_PM_DE);
const NOON_WORDS = ['noon', 'midday', 'mediodía', 'midi', 'meio-dia', 'meio dia', 'mittag', 'mezzogiorno'];
const MIDNIGHT_WORDS = [
  'midnight',
  'medianoche',
  'minuit',
  'meia-noite',
  'meia noite',
  'mitternacht',
  'mezzanotte',
];
const CLOCK_WORD = regex(
  String.raw`(?:(?<![\p{L}\p{N}])12\s*)?${phrases([...NOON_WORDS, ...MIDNIGHT_WORDS])}`,
);
const MIDNIGHT = new RegExp(phrases(MIDNIGHT_WORDS), 'u');

const QUALIFIER_MERIDIEM: Record<string, Meridiem> = {
  morning: 'am',
  manana: 'am',
  madrugada: 'am',
  matin: 'am',
  manha: 'am',
  morgens: 'am',
  vormittags: 'am',
  mattina: 'am',
  mattino: 'am',
  afternoon: 'pm',
  evening: 'pm',
  tarde: 'pm',
  'apres-midi': 'pm',
  soir: 'pm',
  nachmittags: 'pm',
  abends: 'pm',
  abend: 'pm',
  pomeriggio: 'pm',
  sera: 'pm',
  night: 'night',
  noche: 'night',
  nuit: 'night',
  noite: 'night',
  nachts: 'night',
  nacht: 'night',
  notte: 'night',
};
/** What follows a clock time and says which half of the day it is in ("8 de la noche", "8 Uhr abends"). */
const QUALIFIER = new RegExp(
  String.raw`^\s*(o'?clock\s*)?(?:(?:in the|at|de la|du|da|del|della|di|a la|a|am|in der)\s+|de l')?(${Object.keys(
    QUALIFIER_MERIDIEM,
  ).join('|')})(?![\p{L}])`,
  'u',
);

/** Words after a number that make it a count, a length or money rather than a clock time. */
const NOT_A_CLOCK = new RegExp(
  String.raw`^\s*(?:[%$€£¥₩₹₦₵]|k(?![\p{L}])|(?:hours?|hrs?|minutes?|mins?|people|persons?|pax|guests?|stops?|places?|spots?|drinks?|courses?|dishes|km|kms|miles?|blocks?|meters?|metres?|years?|yrs|months?|weeks?|days?|nights?|times|kids|friends|bucks|minutos|personas|paradas|lugares|anos|dias|semanas|meses|cuadras|metros|kilometros|veces|personnes|gens|arrets|endroits|ans|jours|semaines|mois|fois|kilometres|pessoas|vezes|stunden|std|minuten|personen|leute|stopps|orte|jahre|jahren|tage|tagen|wochen|monate|mal|minuti|persone|tappe|posti|anni|giorni|settimane|mesi|volte|euros?|eur|usd|gbp|chf|dollars?|dolares|dollari|pounds?|libras?|livres?|pfund|sterline|naira|rand|won|yen|yuan|rupees?|rupias|roupies|pesos?|reais|reales|zloty|cedis?|shillings?|francs?|franken|franchi|lira|lire|quid|mil|mille|mila|tausend)(?![\p{L}]))`,
  'u',
);
const AFTER_CURRENCY = /(?:[$€£¥₩₹₦₵]|(?<![\p{L}])(?:r|n|rs|kr|zl|eur|usd|gbp|chf|ksh|ghs))\s*$/u;

type Bound = 'from' | 'until' | 'at';
const PREPOSITIONS: Record<Bound, string[]> = {
  from: [
    'after',
    'from',
    'starting at',
    'starting from',
    'not before',
    'no earlier than',
    'después de',
    'después de las',
    'a partir de',
    'a partir de las',
    'a partir de la',
    'desde',
    'desde las',
    'desde la',
    'après',
    'à partir de',
    'dès',
    'pas avant',
    'depois de',
    'depois das',
    'a partir das',
    'ab',
    'nach',
    'nicht vor',
    'frühestens um',
    'frühestens ab',
    'dopo',
    'dopo le',
    'a partire dalle',
    'a partire da',
    'dalle',
    'non prima delle',
  ],
  until: [
    'before',
    'by',
    'until',
    'till',
    'til',
    'no later than',
    'not after',
    'up until',
    'antes de',
    'antes de las',
    'antes de la',
    'hasta',
    'hasta las',
    'hasta la',
    'avant',
    "jusqu'à",
    "d'ici",
    'pas après',
    'antes das',
    'até',
    'até as',
    'até às',
    'até a',
    'bis',
    'bis um',
    'bis spätestens',
    'vor',
    'spätestens um',
    'spätestens',
    'prima delle',
    'prima di',
    'entro',
    'entro le',
    'fino alle',
    'fino a',
    'non oltre le',
  ],
  at: [
    'at',
    'around',
    'about',
    'at around',
    'at about',
    'approx',
    'approximately',
    'a las',
    'a la',
    'sobre las',
    'hacia las',
    'a eso de las',
    'como a las',
    'à',
    'vers',
    'aux alentours de',
    'autour de',
    'às',
    'por volta das',
    'por volta de',
    'um',
    'gegen',
    'so gegen',
    'so um',
    'alle',
    'verso le',
    'verso',
    'intorno alle',
    'per le',
  ],
};
const BOUND_PATTERNS = (Object.entries(PREPOSITIONS) as [Bound, string[]][]).map(
  ([bound, words]) => [bound, new RegExp(`${phrases(words)}\\s*$`, 'u')] as const,
);

const ARTICLE = String.raw`(?:\s+(?:las|la|as|les|le|the))?`;
const BETWEEN = ['between', 'entre', 'zwischen', 'tra', 'fra'];
const RANGE_OPENER = new RegExp(
  `${phrases(['from', 'de', 'desde', 'das', 'von', 'dalle', 'da', 'dalla', ...BETWEEN])}${ARTICLE}\\s*$`,
  'u',
);
const AND = ['and', 'y', 'e', 'et', 'und'];
const RANGE_LINK = new RegExp(
  String.raw`^\s*(?:-+|–|—|(?<![\p{L}])(?:to|till|til|until|through|thru|${AND.join('|')}|a|hasta|as|ate|bis|alle|al|fino a|fino alle|jusqu'a|au))${ARTICLE}\s*$`,
  'u',
);
const WITH_ARTICLE = /(?<![\p{L}])(?:las|la|as|les|le|das|dalle|alle|dalla|the)(?![\p{L}])/u;

// ---------------------------------------------------------------------------------------------
// Lengths

const HOURS = String.raw`(?:hours?|hrs?|horas?|heures?|stunden?|std\.?|ore|ora)(?![\p{L}])`;
const HALF = String.raw`(?:\s+(and a half|y media|et demie|e meia|e mezz[oa]|und eine halbe))?`;
const LINK = String.raw`\s*(?:-|–|to|or|o|ou|oder|bis|a|à)\s*`;
const LENGTHS: [pattern: RegExp, minutes: (match: RegExpExecArray) => number | null][] = [
  [
    regex(
      phrases([
        'half a day',
        'half day',
        'medio día',
        'media jornada',
        'une demi-journée',
        'demi-journée',
        'meia jornada',
        'meio período',
        'einen halben tag',
        'halben tag',
        'halber tag',
        'mezza giornata',
      ]),
    ),
    () => 240,
  ],
  [
    regex(
      phrases([
        'half an hour',
        'half hour',
        'media hora',
        'demi-heure',
        'meia hora',
        'halbe stunde',
        "mezz'ora",
        'mezzora',
      ]),
    ),
    () => 30,
  ],
  [
    regex(
      phrases([
        'a couple of hours',
        'couple of hours',
        'couple hours',
        'un par de horas',
        'um par de horas',
        'ein paar stunden',
        "un paio d'ore",
        'un paio di ore',
      ]),
    ),
    () => 120,
  ],
  [
    regex(
      phrases([
        'a few hours',
        'few hours',
        'unas horas',
        'unas cuantas horas',
        'algunas horas',
        'quelques heures',
        'algumas horas',
        'umas horas',
        'einige stunden',
        'qualche ora',
        'alcune ore',
      ]),
    ),
    () => 180,
  ],
  [
    regex(String.raw`(?<![\p{L}\p{N}])an?\s+hour(?![\p{L}])(?:\s+or\s+(${COUNT}))?${HALF}`),
    (match) => Math.max(1, countValue(match[1] ?? '') ?? 1) * 60 + (match[2] ? 30 : 0),
  ],
  [
    regex(
      String.raw`(?<![\p{L}\p{N}.,])(${COUNT})(?:${LINK}(${COUNT}))?(?:\s+and a half)?(?:\s*|')${HOURS}(?:\s+(?:or|o|ou|oder)\s+(${COUNT}))?${HALF}`,
    ),
    (match) => {
      const counts = [match[1], match[2], match[3]].map((raw) => (raw ? countValue(raw) : null));
      const most = Math.max(...counts.map((count) => count ?? 0));
      const half = match[0].includes('and a half') || match[4] ? 30 : 0;
      return most > 0 ? most * 60 + half : null;
    },
  ],
  [
    regex(String.raw`(?<![\p{L}\p{N}.,])(${COUNT})\s*(?:minutes?|mins?|minutos?|minuten|minuti)(?![\p{L}])`),
    // Fewer minutes than that are a distance ("a 5 minutos del centro"), not how long a date lasts.
    (match) => {
      const minutes = countValue(match[1] ?? '');
      return minutes !== null && minutes >= 30 ? minutes : null;
    },
  ],
];
/**
 * "Só temos 1h30", "we only have 2h", "on a 1h30": a few hours written as a clock ("1h30") after a word
 * of having are how long the date may last, not when it starts (it had become 13:30 beside a lunch);
 * "we have 6h-10h" is still a window.
 */
const HELD_LENGTH = regex(
  String.raw`(?<=(?<![\p{L}])(?:have|got|temos|tenemos|tengo|tenho|avons|ai|on\s+a|haben|habe|abbiamo|ho)\s+(?:(?:only|just|so|solo|nur|seulement|que|apenas|about|around|like)\s+)?)([1-5])\s*h\s*([0-5]\d)?(?:\s*min)?(?![\p{L}\p{N}])(?!\s*(?:-|–|to|till|until|a|à|as|às|ate|bis|al|alle|jusqu)(?![\p{L}]))`,
);

function readHeldLength(reading: Reading): number | null {
  const { folded, source, claims, spans } = reading;
  const match = freeMatches(folded, HELD_LENGTH, claims).next();
  if (match.done) return null;
  const { index, 0: whole, 1: hours, 2: minutes } = match.value;
  claims.take(index, index + whole.length);
  spans.push(spanOf(source, index, index + whole.length));
  return Number(hours) * 60 + Number(minutes ?? 0);
}

const QUICK_MINUTES = 90;
const QUICK = regex(
  phrases([
    'quick',
    'rápido',
    'rápida',
    'rapide',
    'kurzes',
    'kurzer',
    'kurze',
    'kurzen',
    'veloce',
    'rapido',
    'rapida',
    'breve',
  ]),
);

// ---------------------------------------------------------------------------------------------

interface Reading {
  folded: string;
  source: FoldedText;
  language: Language;
  today: string;
  claims: Claims;
  spans: Span[];
  /** Written in a language the plan is not: weekday names of other languages are read too. */
  foreign: boolean;
  hoursNear?: HoursNear;
}

/**
 * The opening hours ([open, close] minutes, a close past midnight above 1440) of the thing said
 * nearest a position of the original text, or null when nothing is said near it.
 */
export type HoursNear = (at: number) => [number, number][] | null;

interface DayPartHit extends Range {
  part: PartWord;
}

interface DayHit extends Range {
  date: string | null;
  weekday: number | null;
  /** Explicit dates outrank named days, which outrank weekdays, which outrank "tomorrow" and "today". */
  rank: number;
}

/** Where every time-of-day word is, to settle bare hours ("8" is 20:00 near "dinner", 08:00 near "breakfast"). */
interface ContextHit {
  at: number;
  context: Context;
}

function findDates(reading: Reading): DayHit[] {
  const { folded, today, claims } = reading;
  const hits: DayHit[] = [];
  const add = (match: RegExpExecArray, date: string | null, rank: number) => {
    if (!date) return;
    claims.take(match.index, match.index + match[0].length);
    hits.push({ start: match.index, end: match.index + match[0].length, date, weekday: null, rank });
  };
  const explicit = (year: string | undefined, month: number, day: number) =>
    year
      ? dateOf(Number(year.length === 2 ? `20${year}` : year), month, day)
      : nextOccurrence(today, month, day);

  for (const match of freeMatches(folded, ISO_DATE, claims)) {
    add(match, dateOf(Number(match[1]), Number(match[2]), Number(match[3])), 3);
  }
  for (const match of freeMatches(folded, DAY_MONTH, claims)) {
    add(match, explicit(match[3], MONTH_OF.get(match[2] ?? '') ?? 0, Number(match[1])), 3);
  }
  for (const match of freeMatches(folded, MONTH_DAY, claims)) {
    if (NOT_A_CLOCK.test(folded.slice(match.index + match[0].length))) continue;
    add(match, explicit(match[3], MONTH_OF.get(match[1] ?? '') ?? 0, Number(match[2])), 3);
  }
  for (const match of freeMatches(folded, NUMERIC_DATE, claims)) {
    if (NOT_A_CLOCK.test(folded.slice(match.index + match[0].length))) continue;
    let day = Number(match[1]);
    let month = Number(match[2] ?? match[4]);
    // Day first unless that cannot be a date ("02/14").
    if (match[2] && month > 12 && day <= 12) [day, month] = [month, day];
    add(match, explicit(match[3] ?? match[5], month, day), 3);
  }
  for (const [month, day, names] of NAMED_DAYS) {
    for (const match of freeMatches(folded, regex(phrases(names)), claims)) {
      add(match, nextOccurrence(today, month, day), 2);
    }
  }
  takeCalendarHits(reading, hits, dayOfMonthHits(folded, reading.language, today, NOT_A_CLOCK), 3);
  // A month alone is the vaguest day said: any other day said wins over it.
  takeCalendarHits(reading, hits, monthAloneHits(folded, today, MONTH_OF, MONTH), -1);
  return hits;
}

/** Calendar readings on text nothing else has read, claimed so no clock time is read there again. */
function takeCalendarHits(reading: Reading, days: DayHit[], found: CalendarHit[], rank: number): void {
  for (const hit of found) {
    if (!reading.claims.free(hit.start, hit.end)) continue;
    reading.claims.take(hit.start, hit.end);
    days.push({ ...hit, rank });
  }
}

function findDayParts(reading: Reading, days: DayHit[]): DayPartHit[] {
  const { folded, source, language, today, claims } = reading;
  const hits: DayPartHit[] = [];
  const dayOffset = (match: RegExpExecArray, offset: number) => {
    days.push({
      start: match.index,
      end: match.index + match[0].length,
      date: addDays(today, offset),
      weekday: null,
      rank: 0,
    });
  };

  const twoDays = DAY_OFFSETS.find(([offset]) => offset === 2)?.[1] ?? [];
  for (const match of freeMatches(folded, regex(phrases(twoDays)), claims)) {
    claims.take(match.index, match.index + match[0].length);
    dayOffset(match, 2);
  }
  const parts = DAY_PARTS.flatMap(([part, offset, words]) => words.map((word) => ({ part, offset, word })));
  if (language === 'it') parts.push({ part: 'evening', offset: null, word: 'sera' });
  const key = (phrase: string) => phrase.replace(/[\s-]+/g, ' ');
  const partOf = new Map(parts.map((entry) => [key(fold(entry.word)), entry]));
  for (const match of freeMatches(folded, regex(phrases(parts.map((entry) => entry.word))), claims)) {
    const entry = partOf.get(key(match[0]));
    if (!entry) continue;
    claims.take(match.index, match.index + match[0].length);
    hits.push({ start: match.index, end: match.index + match[0].length, part: entry.part });
    if (entry.offset !== null) dayOffset(match, entry.offset);
  }

  for (const [offset, words] of DAY_OFFSETS.filter(([days]) => days < 2)) {
    for (const match of freeMatches(folded, regex(phrases(words)), claims)) dayOffset(match, offset);
  }
  // Spanish "mañana" is tomorrow unless it comes as "la mañana" (the morning), caught above.
  for (const match of freeMatches(folded, regex(phrases(['manana'])), claims)) dayOffset(match, 1);
  // German "morgen" is tomorrow, "Morgen" (a noun) the morning, except that a sentence may start with either.
  for (const match of freeMatches(folded, /(?<![\p{L}])morgen(?![\p{L}])/gu, claims)) {
    const before = folded.slice(0, match.index);
    const capital = /\p{Lu}/u.test(source.text[source.origin[match.index] ?? 0] ?? '');
    const sentenceStart = /(?:^|[.!?]\s*)$/.test(before);
    const article = /(?<![\p{L}])(?:am|den|jeden|diesen|einen|guten|fruhen)\s+$/u.test(before);
    if (article || (capital && !sentenceStart)) {
      hits.push({ start: match.index, end: match.index + match[0].length, part: 'morning' });
    } else {
      dayOffset(match, 1);
    }
  }
  return hits;
}

function findWeekdays(reading: Reading, days: DayHit[], parts: DayPartHit[]): void {
  const { folded, today, claims } = reading;
  const todayWeekday = new Date(parseISO(today)).getUTCDay();
  const add = (start: number, end: number, weekday: number) => {
    claims.take(start, end);
    const around = folded.slice(Math.max(0, start - 12), end + 12);
    // "Next Monday" said on a Monday is a week away, not today.
    const offset = (weekday - todayWeekday + 7) % 7 || (NEXT_WEEK.test(around) ? 7 : 0);
    days.push({ start, end, weekday, date: addDays(today, offset), rank: 1 });
  };
  for (const match of freeMatches(folded, WEEKDAY, claims)) {
    const name = match[1] ?? match[3] ?? '';
    const weekday = WEEKDAY_OF.get(name.replace('-', ' ')) ?? SHORT_PT_WEEKDAYS[name];
    if (weekday === undefined) continue;
    add(match.index, match.index + match[0].length, weekday);
    const part = match[2] ? GERMAN_PART_SUFFIX[match[2]] : null;
    if (part) parts.push({ start: match.index, end: match.index + match[0].length, part });
    const early = EARLY_AFTER.exec(folded.slice(match.index + match[0].length));
    const end = match.index + match[0].length + (early?.[0].length ?? 0);
    if (early && claims.free(match.index + match[0].length, end)) {
      claims.take(match.index + match[0].length, end);
      parts.push({ start: match.index, end, part: 'morning' });
    }
  }
  for (const hit of shortWeekdays(reading)) add(hit.start, hit.end, hit.weekday);
  takeCalendarHits(reading, days, weekendHits(folded, today), 1);
  takeCalendarHits(reading, days, foreignWeekdayHits(folded, today, reading.foreign), 1);
}

/** "Sonntag früh", "el domingo temprano", "dimanche tôt": a weekday said early is its morning. */
const EARLY_AFTER =
  /^\s+(?:fruh|temprano|tot|cedo|presto|early)(?![\p{L}])(?!\s+(?:evening|afternoon|night|eve|abend|nachmittag|tarde|noche|noite|soir|apres|pomeriggio|sera))/u;

const NEXT_WEEK =
  /(?<![\p{L}])(?:next|proxim[oa]|prochaine?|nachsten|nachste|kommenden|prossim[oa])(?![\p{L}])/u;

/** English abbreviations and bare Portuguese weekdays are weekdays only where the writing says so. */
const EN_SHORT_WEEKDAYS: Record<string, number> = {
  sun: 0,
  mon: 1,
  tue: 2,
  tues: 2,
  wed: 3,
  weds: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  fri: 5,
  sat: 6,
};
const EN_SHORT = regex(
  String.raw`(?<![\p{L}])(?:(on|this|next|coming)\s+)?(${Object.keys(EN_SHORT_WEEKDAYS).join('|')})(\.)?(?![\p{L}])`,
);
const EN_PART_AFTER = /^\s+(?:morning|afternoon|arvo|evening|eve|night|nite|lunch|brunch|dinner)(?![\p{L}])/u;
/** "Sexta à noite", "Floripa quinta, …": a bare Portuguese weekday before a part of the day or a pause. */
const PT_BARE = regex(
  String.raw`(?<![\p{L}])(?<!(?<![\p{L}])(?:uma|a|da|numa|sua|minha|essa|esta|nessa|nesta|na|proxima|toda)\s)(${Object.keys(SHORT_PT_WEEKDAYS).join('|')})(?:[\s-]feira)?(?=\s+(?:a|de|pela|ao|na)\s+(?:noite|tarde|manha|hora|almoco|jantar|noitinha)(?![\p{L}])|\s*[,.;!?]|\s*$)`,
);

function shortWeekdays({
  folded,
  language,
  claims,
}: Reading): { start: number; end: number; weekday: number }[] {
  const hits: { start: number; end: number; weekday: number }[] = [];
  if (language === 'en')
    for (const match of freeMatches(folded, EN_SHORT, claims)) {
      const [, before, name = '', dot] = match;
      const partAfter = EN_PART_AFTER.test(folded.slice(match.index + match[0].length));
      // "The sun." is the sun: a shortened Sunday needs a word before it or a part of the day after.
      const cued = before !== undefined || partAfter || (dot !== undefined && name !== 'sun');
      const weekday = EN_SHORT_WEEKDAYS[name];
      if (weekday !== undefined && cued)
        hits.push({ start: match.index, end: match.index + match[0].length, weekday });
    }
  if (language === 'pt')
    for (const match of freeMatches(folded, PT_BARE, claims)) {
      const weekday = SHORT_PT_WEEKDAYS[match[1] ?? ''];
      if (weekday !== undefined)
        hits.push({ start: match.index, end: match.index + match[0].length, weekday });
    }
  return hits;
}

/**
 * The meal words that make a date a lunch when no other part of the day or meal is said: the noun and
 * every form of the verb ("almorzamos", "almoçar", "on déjeune", "pranziamo", "Mittagessen").
 */
const LUNCH_WORDS = /(?<![\p{L}])(?:lunch|almorz|almuerz|almoc|dejeun|mittagess|pranz)\p{L}*/u;
const OTHER_MEALS = [
  'breakfast',
  'brunch',
  'desayuno',
  'petit-déjeuner',
  'café da manhã',
  'frühstück',
  'colazione',
  ...(MEALS.find(([context]) => context === 'evening')?.[1] ?? []),
];

/**
 * "Almoço em Lisboa", "zum Mittagessen nach München": lunch with nothing to say another part of the
 * day is a lunchtime date. Not claimed, so the meal word still gives bare hours their context. Lunch
 * with more to come after it ("lunch, then a museum", "almuerzo y después el Prado") runs on into
 * the afternoon, and is left to the plan to frame.
 */
function lunchAsPart({ folded }: Reading, parts: DayPartHit[]): DayPartHit[] {
  if (parts.some((hit) => hit.part !== 'all_day') || regex(phrases(OTHER_MEALS)).test(folded)) return [];
  const match = LUNCH_WORDS.exec(folded);
  if (!match) return [];
  const sentenceAfter = folded.slice(match.index + match[0].length).split(/[.!?]/)[0] ?? '';
  const words = foldedWords(sentenceAfter);
  const then = words.findIndex((word) => THEN_WORDS.has(word));
  if (then >= 0 && then < words.length - 1) return [];
  return [{ start: match.index, end: match.index + match[0].length, part: 'lunchtime' }];
}

function findContexts(reading: Reading, parts: DayPartHit[]): ContextHit[] {
  const contexts: ContextHit[] = [];
  for (const hit of parts) {
    if (hit.part !== 'all_day')
      contexts.push({
        at: hit.start,
        context: hit.part === 'sunset' ? 'evening' : hit.part === 'lunchtime' ? 'lunch' : hit.part,
      });
  }
  for (const [context, words] of MEALS) {
    for (const match of reading.folded.matchAll(regex(phrases(words))))
      contexts.push({ at: match.index, context });
  }
  return contexts;
}

function readClock(match: RegExpExecArray, folded: string): Clock | null {
  const [whole, hourText = '', separator, minuteText, amPm, unit, hourWord] = match;
  const hour = Number(hourText);
  const minute = Number(minuteText ?? 0);
  if (hour > 24 || minute > 59) return null;
  let end = match.index + whole.length;
  const qualifier = QUALIFIER.exec(folded.slice(end));
  const meridiem: Meridiem | null = amPm
    ? amPm.startsWith('a')
      ? 'am'
      : 'pm'
    : qualifier
      ? (QUALIFIER_MERIDIEM[qualifier[2] ?? ''] ?? null)
      : null;
  if (qualifier) end += qualifier[0].length;
  const oClock = Boolean(qualifier?.[1]) || /^\s*o'?clock(?![\p{L}])/u.test(folded.slice(end));
  if (!qualifier && oClock) end += (/^\s*o'?clock/u.exec(folded.slice(end))?.[0] ?? '').length;

  let fixed: number | null = null;
  if (hour > 12 || hour === 0 || (hourText.startsWith('0') && !meridiem)) fixed = hour * 60 + minute;
  else if (meridiem === 'am') fixed = (hour % 12) * 60 + minute;
  else if (meridiem === 'pm') fixed = (hour % 12) * 60 + minute + 720;
  else if (meridiem === 'night')
    fixed = hour === 12 || hour <= 4 ? (hour % 12) * 60 + minute + 1440 : (hour + 12) * 60 + minute;

  const strong =
    Boolean(amPm || qualifier || oClock || separator === ':' || separator === 'h' || unit === 'uhr') ||
    (Boolean(unit) && hour > 12);
  return {
    start: match.index,
    end,
    hour,
    minute,
    fixed,
    strong,
    hourWord: Boolean(hourWord),
    midnight: false,
  };
}

function findClocks(reading: Reading): Clock[] {
  const { folded, language, claims } = reading;
  const clocks: Clock[] = [];
  for (const match of freeMatches(folded, language === 'de' ? CLOCK_DE : CLOCK, claims)) {
    const clock = readClock(match, folded);
    if (!clock || AFTER_CURRENCY.test(folded.slice(0, clock.start))) continue;
    if (!clock.strong && NOT_A_CLOCK.test(folded.slice(clock.end))) continue;
    clocks.push(clock);
  }
  for (const match of freeMatches(folded, CLOCK_WORD, claims)) {
    const midnight = MIDNIGHT.test(match[0]);
    const start = match.index;
    clocks.push({
      start,
      end: start + match[0].length,
      hour: midnight ? 0 : 12,
      minute: 0,
      fixed: midnight ? 0 : 720,
      strong: true,
      hourWord: false,
      midnight,
    });
  }
  return clocks.sort((a, b) => a.start - b.start);
}

/**
 * The hour a bare number most likely means on a date: the one reading at which the thing said with it
 * is open ("karaoke from 10", "a museum at 10", "techno till 4"), else the nearest part of the day named.
 */
function bareMinutes(
  clock: Clock,
  context: Context | null,
  role: 'start' | 'end',
  hours: [number, number][] | null = null,
): number {
  const am = (clock.hour % 12) * 60 + clock.minute;
  const pm = am + 720;
  const { hour } = clock;
  const open = hours ? openReadings([am, pm, am + 1440], hours, role) : [];
  if (open.length === 1) return open[0] as number;
  switch (context) {
    case 'morning':
      return hour >= 5 && hour <= 11 ? am : pm;
    case 'lunch':
      return hour >= 10 && hour <= 11 ? am : pm;
    case 'afternoon':
      return hour >= 9 && hour <= 11 && role === 'start' ? am : pm;
    case 'evening':
    case 'night':
      if (role === 'end' && hour === 12) return 1440;
      return role === 'end' && hour <= 4 ? am + 1440 : pm;
    default:
      // Hours one to six mean the afternoon on a date; seven to eleven start a morning but end an evening.
      return hour >= 7 && hour <= 11 && role === 'start' ? am : pm;
  }
}

/** The readings of a bare hour at which a place with these hours is open to begin (or still open to end). */
function openReadings(readings: number[], hours: [number, number][], role: 'start' | 'end'): number[] {
  const within = (minutes: number) =>
    hours.some(([from, to]) =>
      role === 'start' ? from <= minutes && minutes < to : from < minutes && minutes <= to,
    );
  return readings.filter(within);
}

/** The hours of what is said with a clock, from where the clock is in the folded text. */
function hoursAt(reading: Reading, clock: Clock): [number, number][] | null {
  return reading.hoursNear?.(reading.source.origin[clock.start] ?? clock.start) ?? null;
}

function nearestContext(contexts: ContextHit[], at: number): Context | null {
  let best: ContextHit | null = null;
  for (const hit of contexts) {
    if (!best || Math.abs(hit.at - at) < Math.abs(best.at - at)) best = hit;
  }
  return best?.context ?? null;
}

/** The candidates a bare hour can stand for, earliest first. */
const candidates = (clock: Clock) => {
  const am = (clock.hour % 12) * 60 + clock.minute;
  return [am, am + 720, am + 1440, am + 2160];
};

function resolveRange(from: Clock, to: Clock, context: Context | null): [number, number] {
  if (from.fixed !== null) {
    const start = from.fixed;
    let end = to.midnight ? 1440 : to.fixed;
    if (end === null) end = candidates(to).find((minutes) => minutes > start) ?? start;
    return [start, end <= start ? end + 1440 : end];
  }
  if (to.fixed !== null) {
    let end = to.midnight ? 1440 : to.fixed;
    const before = (limit: number) =>
      candidates(from)
        .slice(0, 2)
        .filter((minutes) => minutes < limit)
        .at(-1);
    let start = before(end);
    if (start === undefined) {
      end += 1440;
      start = before(end) ?? 0;
    }
    return [start, end];
  }
  const start = bareMinutes(from, context, 'start');
  return [start, candidates(to).find((minutes) => minutes > start) ?? start];
}

interface Bounded {
  clock: Clock;
  bound: Bound;
  /** Where the preposition starts, for the span. */
  from: number;
}

function readClocks(
  reading: Reading,
  contexts: ContextHit[],
): Pick<TimeWindow, 'start' | 'end' | 'hard'> & { range: boolean } {
  const { folded, source, claims, spans } = reading;
  const clocks = findClocks(reading);
  const used = new Set<Clock>();

  for (let index = 0; index + 1 < clocks.length; index += 1) {
    const from = clocks[index];
    const to = clocks[index + 1];
    if (!from || !to) continue;
    const link = RANGE_LINK.exec(folded.slice(from.end, to.start));
    if (!link) continue;
    const opener = RANGE_OPENER.exec(folded.slice(Math.max(0, from.start - 20), from.start));
    const isAnd = AND.some((word) => new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u').test(link[0]));
    if (isAnd && !(opener && BETWEEN.some((word) => opener[0].includes(word)))) continue;
    // A bare "7-10" is a window only where a meal or a part of the day is named ("dinner 7-10").
    const dashed = /^\s*[-–]\s*$/u.test(link[0]) && contexts.length > 0;
    if (!opener && !from.strong && !to.strong && !dashed) continue;
    // "de 2 a 3 horas" is a length; "das 18 às 20 horas" a window.
    const length = to.hourWord && !to.strong && from.hour <= 12 && to.hour <= 12;
    if (length && !WITH_ARTICLE.test(`${opener?.[0] ?? ''} ${link[0]}`)) {
      used.add(from).add(to);
      continue;
    }
    const [start, end] = resolveRange(from, to, nearestContext(contexts, from.start));
    const spanStart = opener ? from.start - opener[0].length : from.start;
    claims.take(spanStart, to.end);
    spans.push(spanOf(source, spanStart, to.end));
    return { start, end, hard: true, range: true };
  }

  const bounded: Bounded[] = [];
  for (const clock of clocks) {
    if (used.has(clock)) continue;
    const before = folded.slice(Math.max(0, clock.start - 25), clock.start);
    let best: { bound: Bound; length: number } | null = null;
    for (const [bound, pattern] of BOUND_PATTERNS) {
      const match = pattern.exec(before);
      if (match && (!best || match[0].length > best.length)) best = { bound, length: match[0].length };
    }
    if (clock.hourWord && !clock.strong && best?.bound !== 'at') continue;
    if (!best && !clock.strong) continue;
    bounded.push({ clock, bound: best?.bound ?? 'at', from: clock.start - (best?.length ?? 0) });
  }

  const startBound = bounded.find((item) => item.bound !== 'until');
  const endBound = bounded.find((item) => item.bound === 'until');
  let start: number | null = null;
  let end: number | null = null;
  if (startBound) {
    const { clock } = startBound;
    start =
      clock.fixed ??
      bareMinutes(clock, nearestContext(contexts, clock.start), 'start', hoursAt(reading, clock));
  }
  if (endBound) {
    const { clock } = endBound;
    end = clock.midnight
      ? 1440
      : (clock.fixed ??
        bareMinutes(clock, nearestContext(contexts, clock.start), 'end', hoursAt(reading, clock)));
    if (end < 300) end += 1440;
    // "From 10pm, techno till 4": an end read as the afternoon before a late start is the small hours.
    if (start !== null && end <= start && end >= 720 && end - 720 + 1440 > start) end = end - 720 + 1440;
    else if (start !== null && end <= start) end += 1440;
  }
  for (const item of [startBound, endBound]) {
    if (!item) continue;
    claims.take(item.from, item.clock.end);
    spans.push(spanOf(source, item.from, item.clock.end));
  }
  const hard = startBound?.bound === 'from' || Boolean(endBound);
  return { start, end, hard, range: false };
}

function readLength(reading: Reading, hasWindow: boolean): number | null {
  const { folded, source, claims, spans } = reading;
  let best: { at: number; end: number; minutes: number } | null = null;
  for (const [pattern, minutesOf] of LENGTHS) {
    for (const match of freeMatches(folded, pattern, claims)) {
      const minutes = minutesOf(match);
      if (minutes === null || (best && best.at <= match.index)) continue;
      best = { at: match.index, end: match.index + match[0].length, minutes };
    }
  }
  if (!best && !hasWindow) {
    const quick = freeMatches(folded, QUICK, claims).next();
    if (!quick.done)
      best = {
        at: quick.value.index,
        end: quick.value.index + quick.value[0].length,
        minutes: QUICK_MINUTES,
      };
  }
  if (!best) return null;
  claims.take(best.at, best.end);
  spans.push(spanOf(source, best.at, best.end));
  return best.minutes;
}

/** The part of the day a start time falls in. */
function partAt(minutes: number): DayPart {
  if (minutes < 300) return 'night';
  if (minutes < 720) return 'morning';
  if (minutes < 1020) return 'afternoon';
  if (minutes < 1320) return 'evening';
  return 'night';
}

/** Whether a part of the day named in words can hold a start time (Spanish "tarde" runs to 8pm). */
function fits(part: DayPart, minutes: number): boolean {
  switch (part) {
    case 'morning':
      return minutes < 720;
    case 'lunchtime':
      return minutes >= 660 && minutes < 900;
    case 'afternoon':
      return minutes >= 720 && minutes < 1200;
    case 'evening':
      return minutes >= 1020;
    case 'night':
      return minutes >= 1200 || minutes < 300;
    case 'all_day':
      return true;
  }
}

/** Parts of the day that, named after the morning, make the date run through the day. */
const LATER_PARTS = new Set<string>(['afternoon', 'evening', 'night']);

function chooseDayPart(hits: DayPartHit[], start: number | null): DayPart | null {
  const ordered = [...hits].sort((a, b) => a.start - b.start);
  const named = ordered.find((hit) => hit.part === 'all_day') ?? ordered.find((hit) => hit.part !== 'sunset');
  // "The valley in the morning, … tejo in the afternoon": a date said from morning to later runs all day.
  const later = ordered.some((hit) => LATER_PARTS.has(hit.part) && hit.start > (named?.start ?? Infinity));
  const spansTheDay = named?.part === 'morning' && later;
  const words: DayPart | null = spansTheDay
    ? 'all_day'
    : named
      ? (named.part as DayPart)
      : ordered.length
        ? 'evening'
        : null;
  if (start === null) return words;
  return words && fits(words, start) ? words : partAt(start);
}

/** Reads the time window, the length and the day of a date from its description. */
export function extractTime(
  text: string,
  language: Language,
  today: string,
  foreign = false,
  hoursNear?: HoursNear,
): { time: TimeWindow; when: DateWhen } {
  const source = foldWithOrigin(text);
  const reading: Reading = {
    folded: source.folded,
    source,
    language,
    today,
    claims: new Claims(),
    spans: [],
    foreign,
    hoursNear,
  };

  const days = findDates(reading);
  const parts = findDayParts(reading, days);
  findWeekdays(reading, days, parts);
  const lunch = lunchAsPart(reading, parts);
  const contexts = findContexts(reading, [...parts, ...lunch]);
  const held = readHeldLength(reading);
  const { start, end, hard, range } = readClocks(reading, contexts);
  const lengthMinutes = held ?? readLength(reading, range);

  for (const hit of parts) reading.spans.push(spanOf(source, hit.start, hit.end));
  // A part of the day inside a clock window ("de 6 a 8 de la tarde") is one piece of text, not two.
  const spans = reading.spans
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((span, index, all) => all.slice(0, index).every((other) => other.end <= span.start));

  const dated = [...days].sort((a, b) => b.rank - a.rank || a.start - b.start);
  const day = dated[0];
  const weekday = days.find((hit) => hit.weekday !== null)?.weekday ?? null;
  const when: DateWhen = day
    ? { weekday, date: day.date, span: spanOf(source, day.start, day.end) }
    : { weekday: null, date: null, span: null };

  const saidParts = parts.flatMap((hit) =>
    hit.part === 'sunset' ? [] : [{ part: hit.part, span: spanOf(source, hit.start, hit.end) }],
  );
  return {
    time: {
      start,
      end,
      hard,
      dayPart: chooseDayPart([...parts, ...lunch], start),
      lengthMinutes,
      spans,
      ...(saidParts.length ? { saidParts } : {}),
    },
    when,
  };
}
