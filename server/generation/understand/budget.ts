/**
 * How much a date may cost, read from a description in any of the six languages: an amount with its
 * currency, whom it covers and whether it is a ceiling, or else a price level from words ("cheap",
 * "splurge"). Rule-based like Duckling's money parser: word tables plus regular expressions on folded text.
 */
import countryToCurrency from 'country-to-currency';
import type { Budget, BudgetLevel, Language, MoneyAmount, Span } from '../request';
import { foldWithOrigin, phrases, spanOf, type FoldedText } from './numbers';
import { fold } from './text';
import { spelledNumber } from './spelled-numbers';
import { moneyTalk } from './money-talk';

/** Symbols and abbreviations, folded; null where the place must decide ("$": USD, AUD, CAD, MXN…). */
const SYMBOLS: Record<string, string | null> = {
  r$: 'BRL',
  us$: 'USD',
  a$: 'AUD',
  au$: 'AUD',
  c$: 'CAD',
  ca$: 'CAD',
  nz$: 'NZD',
  mx$: 'MXN',
  'gh₵': 'GHS',
  'gh¢': 'GHS',
  '₵': 'GHS',
  $: null,
  '€': 'EUR',
  '£': 'GBP',
  // Japan and China both write ¥.
  '¥': null,
  '₩': 'KRW',
  '₹': 'INR',
  '₦': 'NGN',
  '₺': 'TRY',
  // India, Pakistan, Sri Lanka, Nepal and Mauritius all write Rs.
  rs: null,
  'rs.': null,
  ksh: 'KES',
  kshs: 'KES',
  zł: 'PLN',
  zl: 'PLN',
  sfr: 'CHF',
  // Sweden, Norway, Denmark and Iceland all write kr.
  kr: null,
  'kr.': null,
  rmb: 'CNY',
  // The CFA francs of West and Central Africa (XOF, XAF) are at par: the place decides which.
  fcfa: null,
  'f cfa': null,
  cfa: null,
  bs: 'BOB',
  'bs.': 'BOB',
  's/': 'PEN',
  's/.': 'PEN',
  tk: 'BDT',
  'tk.': 'BDT',
  '৳': 'BDT',
  円: 'JPY',
  元: 'CNY',
  원: 'KRW',
};
const CODES = [
  'usd',
  'eur',
  'gbp',
  'chf',
  'zar',
  'ngn',
  'krw',
  'jpy',
  'cny',
  'inr',
  'pln',
  'ghs',
  'kes',
  'sek',
  'nok',
  'dkk',
  'brl',
  'mxn',
  'cad',
  'aud',
  'nzd',
  'ars',
  'cop',
  'clp',
  'pen',
  'try',
];
/**
 * Every other ISO 4217 code ("NPR 20k", "FJD 300", "300 SRD") is money only written in capitals beside an
 * amount: in lower case several are words ("all", "top", "cup", "mad", "gel").
 */
const CAPITAL_CODES = new Set(
  Object.values(countryToCurrency as Record<string, string>)
    .map((code) => code.toLowerCase())
    .filter((code) => !CODES.includes(code)),
);
/** Single capitals that are currencies only right before digits: R800 (rand), N60k (naira), Q600 (quetzal). */
const LETTERS: Record<string, string> = { r: 'ZAR', n: 'NGN', q: 'GTQ' };

const WORDS: [currency: string | null, words: string[]][] = [
  [null, ['dollar', 'dollars', 'dólar', 'dólares', 'dollari', 'dollaro']],
  ['EUR', ['euro', 'euros']],
  [
    'GBP',
    [
      'pound',
      'pounds',
      'quid',
      'libra',
      'libras',
      'livre',
      'livres',
      'livres sterling',
      'pfund',
      'sterline',
      'sterlina',
      'sterling',
    ],
  ],
  ['NGN', ['naira']],
  ['ZAR', ['rand']],
  ['KRW', ['won']],
  ['JPY', ['yen']],
  ['CNY', ['yuan', 'renminbi']],
  // India, Pakistan, Sri Lanka, Nepal and Mauritius all count in rupees: the place decides.
  [null, ['rupee', 'rupees', 'rupia', 'rupias', 'roupie', 'roupies', 'rupie', 'rupien']],
  [null, ['peso', 'pesos', 'lucas', 'luca', 'palos', 'mangos']],
  // Slang for the local money: "30 balles" (France), "50 pavos" (Spain), "100 conto" (Brazil).
  [null, ['balles', 'boules', 'pavos', 'pelas', 'conto', 'contos', 'pila', 'paus', 'bucks']],
  ['BRL', ['real', 'reais', 'reales']],
  ['PLN', ['złoty', 'zloty', 'zlotys', 'złotych', 'zlotych']],
  ['GHS', ['cedi', 'cedis']],
  [null, ['shilling', 'shillings', 'chelines']],
  [
    'CHF',
    ['swiss francs', 'francs suisses', 'franc suisse', 'franken', 'schweizer franken', 'franchi svizzeri'],
  ],
  // "150 Fr.": the Swiss write francs short after the amount.
  [null, ['franc', 'francs', 'franchi', 'franco', 'francos', 'fr.', 'frs', 'frs.']],
  [null, ['lira', 'lire']],
  ['CRC', ['colón', 'colon', 'colones']],
  ['PEN', ['sol', 'soles']],
  ['BOB', ['boliviano', 'bolivianos']],
  ['GTQ', ['quetzal', 'quetzales']],
  ['PYG', ['guaraní', 'guaranies', 'guaraníes']],
  ['MAD', ['dirham', 'dirhams', 'dirhamss', 'dh']],
  ['AOA', ['kwanza', 'kwanzas']],
  ['MZN', ['metical', 'meticais', 'meticales']],
  ['CVE', ['escudo', 'escudos']],
  ['ETB', ['birr']],
  ['HUF', ['forint', 'forints']],
  ['CZK', ['koruna', 'korun', 'kronen', 'couronnes']],
  ['RON', ['lei', 'leu']],
  ['TRY', ['türk lirası', 'turkish lira']],
  ['THB', ['baht']],
  ['VND', ['dong', 'đồng']],
  ['IDR', ['rupiah']],
  ['MYR', ['ringgit']],
  ['PHP', ['piso']],
  [null, ['krona', 'kronor', 'krone', 'kroner']],
];

const CURRENCY_OF = new Map<string, string | null>([
  ...Object.entries(SYMBOLS),
  ...[...CODES, ...CAPITAL_CODES].map((code): [string, string] => [code, code.toUpperCase()]),
  ...WORDS.flatMap(([currency, words]) =>
    words.map((word): [string, string | null] => [fold(word), currency]),
  ),
]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byLength = (list: string[]) => [...list].sort((a, b) => b.length - a.length);
/**
 * Symbols ending in a Latin letter ("zł", "kr") must end there, so "złoty" is read as the word; those
 * of scripts without spaces ("円くらい") run straight on into the next word.
 */
const SYMBOL = byLength(Object.keys(SYMBOLS))
  .map((symbol) => (/\p{Script=Latin}$/u.test(symbol) ? `${escape(symbol)}(?![\\p{L}])` : escape(symbol)))
  .join('|');
const CODE = `(?:${[...CODES, ...CAPITAL_CODES].join('|')})(?![\\p{L}])`;
const WORD = `(?:${byLength([
  ...CODES,
  ...CAPITAL_CODES,
  ...WORDS.flatMap(([, words]) => words.map((word) => fold(word))),
])
  .map(escape)
  .join('|')})(?![\\p{L}])`;

/** 1500, 1,500, 1.500, 1 500, 12.50, 1,5 (grouping or decimals in any convention). */
const NUMBER = String.raw`\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
/**
 * What a number is multiplied by when a word follows it. "40 lucas" and "40 palos" are Argentine and
 * Chilean slang for forty thousand pesos; South Asia counts in lakhs (100,000) and crores (10 million);
 * Japanese, Chinese and Korean in myriads (万, 10,000) and 億 (100 million).
 */
const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  千: 1e3,
  万: 1e4,
  萬: 1e4,
  億: 1e8,
  亿: 1e8,
  만: 1e4,
  mil: 1e3,
  thousand: 1e3,
  mille: 1e3,
  mila: 1e3,
  tausend: 1e3,
  lucas: 1e3,
  luca: 1e3,
  palos: 1e3,
  bin: 1e3,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  crore: 1e7,
  crores: 1e7,
  million: 1e6,
  millions: 1e6,
  millon: 1e6,
  millones: 1e6,
  milhao: 1e6,
  milhoes: 1e6,
  millionen: 1e6,
  milione: 1e6,
  milioni: 1e6,
};
/**
 * Multipliers that only ever count money: "2 lakh" is a budget with no currency written, and so are
 * "40 lucas" and "40 palos" (thousands of pesos).
 */
const MONEY_MULTIPLIERS = new Set([
  'lakh',
  'lakhs',
  'lac',
  'lacs',
  'crore',
  'crores',
  'lucas',
  'luca',
  'palos',
]);
const GLUED_MULTIPLIERS = Object.keys(MULTIPLIERS).filter((word) => !/\p{Script=Latin}/u.test(word));
const WORD_MULTIPLIERS = byLength(
  Object.keys(MULTIPLIERS).filter((word) => /\p{Script=Latin}{2,}/u.test(word)),
);
const THOUSANDS = String.raw`(?:\s?(k(?![\p{L}])|${GLUED_MULTIPLIERS.join('|')})|\s+(${WORD_MULTIPLIERS.join('|')})(?![\p{L}]))?`;
const factorOf = (glued: string | undefined, word: string | undefined) =>
  MULTIPLIERS[glued ?? word ?? ''] ?? 1;
const AMOUNT = new RegExp(
  String.raw`(?:(?<![\p{L}\p{N}])(${SYMBOL}|${CODE}|r|n|q)\s?)?(?<![\p{N}.,])(${NUMBER})(?![\p{N}])${THOUSANDS}(?:\s?(${SYMBOL}|${WORD}))?`,
  'gu',
);
/** "$50-80", "50 to 80 euros", "entre 50 y 80 €": the upper end is the ceiling. */
const RANGE_LINK = String.raw`\s*(?:-|–|to|a|à|bis|y|e|et|and|und)\s*`;
const RANGE_AFTER = new RegExp(
  String.raw`^${RANGE_LINK}(?:(?:${SYMBOL}|${CODE})\s?)?(${NUMBER})(?![\p{N}])${THOUSANDS}(?:\s?(?:${SYMBOL}|${WORD}))?`,
  'u',
);
const RANGE_BEFORE = new RegExp(String.raw`(?<![\p{N}.,])(?:${NUMBER})${RANGE_LINK}$`, 'u');

/** Words after a number that make it a count, not money, when no currency is written. */
const NOT_MONEY =
  /^\s*(?:%|hours?|hrs?|h|minutes?|mins?|people|persons?|guests?|stops?|years?|horas|personas|heures|personnes|pessoas|stunden|uhr|personen|ore|persone|anni|anos|ans|jahre)(?![\p{L}])/u;

const BOUNDS: [bound: MoneyAmount['bound'], before: string[]][] = [
  [
    'max',
    [
      'under',
      'below',
      'less than',
      'max',
      'max.',
      'maximum',
      'no more than',
      'not more than',
      'up to',
      'within',
      'budget of',
      'budget is',
      'at most',
      'menos de',
      'máximo',
      'como máximo',
      'hasta',
      'no más de',
      'presupuesto de',
      'moins de',
      "jusqu'à",
      'pas plus de',
      'au maximum',
      'au plus',
      'budget de',
      'até',
      'no máximo',
      'orçamento de',
      'unter',
      'höchstens',
      'maximal',
      'bis zu',
      'nicht mehr als',
      'meno di',
      'massimo',
      'al massimo',
      'fino a',
      'sotto i',
      'non più di',
    ],
  ],
  [
    'about',
    [
      'around',
      'about',
      'roughly',
      'approximately',
      'approx',
      'unos',
      'unas',
      'alrededor de',
      'aproximadamente',
      'más o menos',
      'environ',
      'à peu près',
      'autour de',
      'cerca de',
      'uns',
      'umas',
      'mais ou menos',
      'por volta de',
      'etwa',
      'ungefähr',
      'circa',
      'ca.',
      'rund',
      'più o meno',
      'intorno ai',
      'intorno a',
    ],
  ],
  [
    'min',
    [
      'at least',
      'over',
      'more than',
      'minimum',
      'al menos',
      'como mínimo',
      'más de',
      'au moins',
      'plus de',
      'pelo menos',
      'no mínimo',
      'mais de',
      'mindestens',
      'über',
      'mehr als',
      'almeno',
      'più di',
      'oltre',
    ],
  ],
];
const BOUND_BEFORE = BOUNDS.map(
  ([bound, words]) => [bound, new RegExp(`(?:${phrases(words)}|~)`, 'gu')] as const,
);
const BOUND_AFTER: [MoneyAmount['bound'], RegExp][] = [
  [
    'max',
    new RegExp(
      `^\\s*(?:${phrases(['max', 'max.', 'maximum', 'tops', 'or less', 'at most', 'máximo', 'como máximo', 'au maximum', 'no máximo', 'höchstens', 'maximal', 'massimo', 'al massimo'])})`,
      'u',
    ),
  ],
  [
    'about',
    new RegExp(
      `^\\s*(?:-?ish(?![\\p{L}])|${phrases(['or so', 'more or less', 'más o menos', 'o así', 'environ', 'à peu près', 'mais ou menos', 'ungefähr', 'etwa', 'circa', 'più o meno'])})`,
      'u',
    ),
  ],
  [
    'min',
    new RegExp(
      `^\\s*(?:\\+|${phrases(['or more', 'minimum', 'at least', 'o más', 'au moins', 'ou mais', 'mindestens', 'o più'])})`,
      'u',
    ),
  ],
];
/**
 * Having, said just before thousands ("I have like 50k", "tenemos 200 mil", "on a 60 mille"): what a
 * couple has in thousands is money. A bare "5k" elsewhere may be a run.
 */
const HAVE_BEFORE = new RegExp(
  `${phrases([
    'i have',
    'we have',
    'i got',
    'we got',
    'got',
    "i've got",
    "we've got",
    'tengo',
    'tenemos',
    'traigo',
    'traemos',
    "j'ai",
    'on a',
    'nous avons',
    'tenho',
    'temos',
    'a gente tem',
    'ich habe',
    'ich hab',
    'wir haben',
    'ho',
    'abbiamo',
  ])}(?:\\s+(?:like|about|around|unos|unas|como|environ|uns|umas|cerca de|so|etwa|circa|tipo))?\\s*$`,
  'u',
);

/** Words that make a bare number a budget ("our budget is 200", "gastar 50"). */
const BUDGET_WORD = new RegExp(
  phrases([
    'budget',
    'spend',
    'spending',
    'presupuesto',
    'gastar',
    'dépenser',
    'orçamento',
    'ausgeben',
    'spendere',
  ]),
  'u',
);

const PER: [per: MoneyAmount['per'], words: string[]][] = [
  [
    'person',
    [
      'per person',
      'per head',
      'a head',
      'a person',
      'each',
      'pp',
      'p.p.',
      'per pax',
      'por persona',
      'por cabeza',
      'cada uno',
      'cada una',
      // "150 reais cada": each, said after the amount with no pronoun.
      'cada',
      'por cabeça',
      'jeweils',
      'ognuno',
      'par personne',
      'par tête',
      'chacun',
      'chacune',
      'por pessoa',
      'cada um',
      'cada uma',
      'pro person',
      'pro kopf',
      'je person',
      'p.p',
      'a testa',
      'a persona',
      'per persona',
      'ciascuno',
    ],
  ],
  [
    'couple',
    [
      'for two',
      'for the two of us',
      'for both',
      'for both of us',
      'for the both of us',
      'for us',
      'for us two',
      'per couple',
      'para dos',
      'para los dos',
      'para ambos',
      'para nosotros',
      'por pareja',
      'pour deux',
      'pour nous deux',
      'pour nous',
      'pour les deux',
      'par couple',
      'para nós dois',
      'para os dois',
      'para dois',
      'para nós',
      'por casal',
      'für zwei',
      'für uns beide',
      'für uns zwei',
      'für beide',
      'zu zweit',
      'pro paar',
      'per due',
      'in due',
      'per noi due',
      'per entrambi',
      'per noi',
      'a coppia',
    ],
  ],
  [
    'total',
    [
      'total',
      'in total',
      'all in',
      'altogether',
      'en total',
      'en todo',
      'au total',
      'en tout',
      'no total',
      'ao todo',
      'insgesamt',
      'in tutto',
      'totale',
      'in totale',
    ],
  ],
];
/** "$50pp", "50 €/person". */
const PER_PERSON_MARK = String.raw`(?<![\p{L}])pp(?![\p{L}])|\/\s?(?:person|pers|pp|head|persona|pessoa|personne|kopf)`;
const PER_PATTERNS = PER.map(
  ([per, words]) =>
    [
      per,
      new RegExp(per === 'person' ? `${phrases(words)}|${PER_PERSON_MARK}` : phrases(words), 'gu'),
    ] as const,
);

const LEVELS: [level: BudgetLevel, words: string[]][] = [
  [
    'budget',
    [
      'cheap',
      'cheaper',
      'inexpensive',
      'affordable',
      'on a budget',
      'low budget',
      'tight budget',
      'small budget',
      'budget-friendly',
      'budget friendly',
      'free',
      'frugal',
      'broke',
      'student',
      'barato',
      'barata',
      'baratos',
      'baratas',
      'económico',
      'económica',
      'bajo presupuesto',
      'poco presupuesto',
      'pas cher',
      'pas chère',
      'bon marché',
      'petit budget',
      'économique',
      'econômico',
      'econômica',
      'günstig',
      'günstige',
      'günstiges',
      'günstigen',
      'billig',
      'billige',
      'billiges',
      'preiswert',
      'preiswerte',
      'kleines budget',
      'economico',
      'economica',
      'economici',
      'low cost',
      'low-cost',
      'gratis',
      'gratuit',
      'gratuite',
      'gratuits',
      'gratuites',
      'gratuito',
      'gratuita',
      'gratuitos',
      'gratuitas',
      'gratuiti',
      'kostenlos',
      'kostenlose',
      'kostenloses',
      'kostenlosen',
      'umsonst',
      // "Not too expensive": the person minds the price, so the plan keeps to the cheap end.
      'not too expensive',
      'not too pricey',
      'nothing too expensive',
      'no muy caro',
      'no demasiado caro',
      'nada muy caro',
      'nada demasiado caro',
      'pas trop cher',
      'pas trop chère',
      'rien de trop cher',
      'não muito caro',
      'nada muito caro',
      'nicht zu teuer',
      'nichts zu teures',
      'non troppo caro',
      'niente di troppo caro',
    ],
  ],
  [
    'luxury',
    [
      'luxury',
      'luxurious',
      'splurge',
      'fancy',
      'upscale',
      'high-end',
      'high end',
      'fine dining',
      'michelin',
      'lavish',
      'treat ourselves',
      'money is no object',
      'no expense spared',
      'lujo',
      'de lujo',
      'lujoso',
      'lujosa',
      'luxe',
      'de luxe',
      'luxueux',
      'luxueuse',
      'chic',
      'gastronomique',
      'haut de gamme',
      'luxo',
      'luxuoso',
      'luxuosa',
      'sofisticado',
      'sofisticada',
      'luxus',
      'luxuriös',
      'edel',
      'edles',
      'edlen',
      'gehoben',
      'gehobenes',
      'gehobene',
      'gehobenen',
      'lusso',
      'di lusso',
      'lussuoso',
      'lussuosa',
    ],
  ],
  [
    'moderate',
    [
      'mid-range',
      'midrange',
      'mid range',
      'moderate',
      'moderately priced',
      'precio medio',
      'prix moyen',
      'preço médio',
      'mittelpreisig',
      'prezzi medi',
      'fascia media',
    ],
  ],
];
/** Price words that ask for nothing to pay at all, not only for little. */
const FREE_WORDS = new Set(
  [
    'free',
    'for free',
    'gratis',
    'gratuit',
    'gratuite',
    'gratuits',
    'gratuites',
    'gratuito',
    'gratuita',
    'gratuitos',
    'gratuitas',
    'gratuiti',
    'gratuite',
    'kostenlos',
    'kostenlose',
    'kostenloses',
    'kostenlosen',
    'umsonst',
  ].map(fold),
);
const LEVEL_OF = new Map(
  LEVELS.flatMap(([level, words]) => words.map((word) => [fold(word).replace(/[\s-]+/g, ' '), level])),
);
const LEVEL = new RegExp(phrases(LEVELS.flatMap(([, words]) => words)), 'gu');
/** "free" is no price in "gluten-free", "feel free" or "a free evening". */
const NOT_A_PRICE_BEFORE =
  /(?:-|(?<![\p{L}])(?:feel|gluten|alcohol|sugar|dairy|nut|smoke|lactose|stress|hands|step)\s+)$/u;
const NOT_A_PRICE_AFTER =
  /^\s*(?:time|day|days|evening|afternoon|morning|weekend|night|to|of|from|parking|wifi|wi-fi|cancellation)(?![\p{L}])/u;
const NEGATIONS = new Set([
  'not',
  'no',
  'nothing',
  'never',
  'without',
  "isn't",
  "doesn't",
  "don't",
  'dont',
  'nor',
  'nada',
  'sin',
  'ni',
  'nunca',
  'pas',
  'rien',
  'sans',
  'jamais',
  'nao',
  'sem',
  'nem',
  'nicht',
  'kein',
  'keine',
  'keinen',
  'nichts',
  'ohne',
  'non',
  'niente',
  'nulla',
  'senza',
  'ne',
]);
/** How many words before a price word a negation still reaches ("nothing too fancy", "no need for fancy"). */
const NEGATION_REACH = 3;

function parseAmount(raw: string, factor: number): number {
  const compact = raw.replace(/[\s\u00a0\u202f]/g, '');
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    normal = compact.split(grouping).join('').replace(decimal, '.');
  } else {
    const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
    const pieces = separator ? compact.split(separator) : [compact];
    const last = pieces.at(-1) ?? '';
    // One separator before exactly three digits groups thousands ("1.500", "60,000"); otherwise it is a decimal.
    normal = pieces.length > 2 || last.length === 3 ? pieces.join('') : pieces.join('.');
  }
  const value = Number(normal);
  return value * factor;
}

/** The words just before an amount, back to the previous number or sentence break ("max." keeps its dot). */
function clauseBefore(folded: string, start: number): string {
  const before = folded.slice(Math.max(0, start - 40), start);
  const cut = Math.max(before.search(/[^!?;\n]*$/u), before.search(/[^\p{N}]*$/u));
  return before.slice(cut);
}

function boundOf(folded: string, start: number, end: number): MoneyAmount['bound'] {
  const after = folded.slice(end, end + 25);
  for (const [bound, pattern] of BOUND_AFTER) if (pattern.test(after)) return bound;
  const before = clauseBefore(folded, start);
  let best: { bound: MoneyAmount['bound']; end: number } | null = null;
  for (const [bound, pattern] of BOUND_BEFORE) {
    for (const match of before.matchAll(pattern)) {
      const matchEnd = match.index + match[0].length;
      if (!best || matchEnd > best.end) best = { bound, end: matchEnd };
    }
  }
  return best?.bound ?? 'max';
}

function perOf(folded: string, start: number, end: number): MoneyAmount['per'] {
  let sentenceStart = 0;
  for (const match of folded.slice(0, start).matchAll(/[!?;\n]|\.\s/gu))
    sentenceStart = match.index + match[0].length;
  const rest = folded.slice(end).search(/[!?;\n]|\.(?:\s|$)/u);
  const sentenceEnd = rest < 0 ? folded.length : end + rest;
  const sentence = folded.slice(sentenceStart, sentenceEnd);
  let best: { per: MoneyAmount['per']; distance: number } | null = null;
  for (const [per, pattern] of PER_PATTERNS) {
    for (const match of sentence.matchAll(pattern)) {
      const at = sentenceStart + match.index;
      const after = folded.slice(at + match[0].length);
      if (match[0] === 'each' && /^\s+other(?![\p{L}])/u.test(after)) continue;
      const distance = at >= end ? at - end : start - (at + match[0].length);
      if (!best || distance < best.distance) best = { per, distance };
    }
  }
  return best?.per ?? 'total';
}

interface Candidate {
  start: number;
  end: number;
  amount: number;
  currency: string | null;
  written: string;
  /** A bound word or a budget word says this number is the budget. */
  cued: boolean;
}

interface Mark {
  currency: string | null;
  start: number;
  end: number;
}

function mark(source: FoldedText, token: string | undefined, start: number): Mark | null {
  if (!token) return null;
  const original = source.text.slice(source.origin[start], source.origin[start + token.length]);
  if (CAPITAL_CODES.has(token) && original !== token.toUpperCase()) return null;
  const currency = CURRENCY_OF.get(token);
  return currency === undefined ? null : { currency, start, end: start + token.length };
}

/** R and N stand for rand and naira only as capitals glued to an amount of some size ("R800", "N60k"). */
function letterMark(
  source: FoldedText,
  token: string,
  start: number,
  digits: string,
  thousands: boolean,
): Mark | null {
  const currency = LETTERS[token];
  if (!currency || !/\p{Lu}/u.test(source.text[source.origin[start] ?? 0] ?? '')) return null;
  if (token === 'n' && !/^n\d/u.test(source.folded.slice(start))) return null;
  if (digits.replace(/\D/g, '').length < 2 && !thousands) return null;
  return { currency, start, end: start + 1 };
}

function candidates(source: FoldedText): Candidate[] {
  const { folded } = source;
  const found: Candidate[] = [];
  for (const match of folded.matchAll(AMOUNT)) {
    const [whole, preToken, number = '', glued, multiplierWord, postToken] = match;
    const factor = factorOf(glued, multiplierWord);
    const thousands = factor > 1;
    const numberAt = match.index + whole.indexOf(number, preToken?.length ?? 0);
    const matchEnd = match.index + whole.length;
    const pre =
      preToken && LETTERS[preToken]
        ? letterMark(source, preToken, match.index, number, thousands)
        : mark(source, preToken, match.index);
    const postStart = matchEnd - (postToken?.length ?? 0);
    const post = mark(source, postToken, postStart);
    let start = pre ? pre.start : numberAt;
    // A word read as no currency ("£150 all in") is not part of the amount.
    let end = postToken && !post ? folded.slice(0, postStart).trimEnd().length : matchEnd;

    const range = RANGE_AFTER.exec(folded.slice(end));
    const before = clauseBefore(folded, start);
    // "max 15 each": a bare number is money when a ceiling comes before it and "each" after it.
    const capEach = boundedEach(before, folded.slice(end));
    // Thousands had, or thousands capped ("30 mille max", "50k tops"), are money.
    const boundAfter = BOUND_AFTER.some(([, pattern]) => pattern.test(folded.slice(matchEnd)));
    const moneyWord =
      MONEY_MULTIPLIERS.has(multiplierWord ?? '') ||
      (thousands && (boundAfter || HAVE_BEFORE.test(folded.slice(0, start))));
    if (
      !pre &&
      !post &&
      !moneyWord &&
      (range || !(BUDGET_WORD.test(before) || capEach) || NOT_MONEY.test(folded.slice(end)))
    )
      continue;

    let amount = parseAmount(number, factor);
    if (range) {
      const upper = parseAmount(range[1] ?? '', factorOf(range[2], range[3]));
      if (upper > amount) {
        amount = upper;
        end += range[0].length;
      }
    }
    const rangeStart = RANGE_BEFORE.exec(folded.slice(Math.max(0, start - 30), start));
    if (rangeStart) start -= rangeStart[0].length;

    const written = [pre, post].find((item) => item?.currency) ?? pre ?? post;
    found.push({
      start,
      end,
      amount,
      currency: written?.currency ?? null,
      written: written ? spanOf(source, written.start, written.end).text : '',
      cued:
        BUDGET_WORD.test(before) ||
        BOUND_BEFORE.some(([, pattern]) => new RegExp(pattern.source, 'u').test(before)),
    });
  }
  return [...found, ...colloquialAmounts(source), ...spelledAmounts(source)];
}

/** Between a spelled number and its currency: "une vingtaine d'euros", "una ventina di euro", "cien de pesos". */
const OF_WORDS = new Set(['of', 'de', 'di', 'd']);

/** Amounts spelled in words before a currency word: "fifty euros", "una ventina di euro", "zwanzig Euro". */
function spelledAmounts(source: FoldedText): Candidate[] {
  const words = [...source.folded.matchAll(/\p{L}+/gu)];
  const found: Candidate[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const number = spelledNumber(words.slice(index, index + 6).map((match) => match[0]));
    if (!number) continue;
    let at = index + number.words;
    if (OF_WORDS.has(words[at]?.[0] ?? '')) at += 1;
    const currency = words[at];
    const written = currency && mark(source, currency[0], currency.index);
    if (!currency || !written) continue;
    const start = (words[index] as RegExpMatchArray).index as number;
    found.push({
      start,
      end: currency.index + currency[0].length,
      amount: number.value,
      currency: written.currency,
      written: spanOf(source, written.start, written.end).text,
      cued: true,
    });
    index = at;
  }
  return found;
}

const PERSON_WORDS = PER.find(([per]) => per === 'person')?.[1] ?? [];
const EACH_AFTER = new RegExp(`^\\s*${phrases(PERSON_WORDS)}`, 'u');
const CAP_BEFORE = new RegExp(`${phrases(BOUNDS.find(([bound]) => bound === 'max')?.[1] ?? [])}\\s*$`, 'u');
const boundedEach = (before: string, after: string) => CAP_BEFORE.test(before) && EACH_AFTER.test(after);

/** Amounts said as a word, in the local currency: "a tenner a head", "a fiver each". */
const COLLOQUIAL: Record<string, number> = { tenner: 10, fiver: 5 };
const COLLOQUIAL_AMOUNT = new RegExp(phrases(Object.keys(COLLOQUIAL)), 'gu');

function colloquialAmounts(source: FoldedText): Candidate[] {
  return [...source.folded.matchAll(COLLOQUIAL_AMOUNT)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    amount: COLLOQUIAL[match[0]] as number,
    currency: null,
    written: '',
    cued: true,
  }));
}

function isNegated(folded: string, at: number): boolean {
  const before = folded.slice(Math.max(0, at - 40), at);
  const clause = before.slice(before.search(/[^.!?;,\n]*$/u));
  const words = clause.match(/[\p{L}']+/gu) ?? [];
  return words.slice(-NEGATION_REACH).some((word) => NEGATIONS.has(word));
}

/** "Broke, so free things only": any price word for nothing to pay, wherever it stands. */
function asksFree({ folded }: FoldedText): boolean {
  for (const match of folded.matchAll(LEVEL)) {
    const phrase = match[0].replace(/[\s-]+/g, ' ');
    if (!FREE_WORDS.has(phrase) || isNegated(folded, match.index)) continue;
    const end = match.index + match[0].length;
    if (NOT_A_PRICE_BEFORE.test(folded.slice(0, match.index)) || NOT_A_PRICE_AFTER.test(folded.slice(end)))
      continue;
    return true;
  }
  return false;
}

function levelOf(source: FoldedText): { level: BudgetLevel; span: Span } | null {
  const { folded } = source;
  for (const match of folded.matchAll(LEVEL)) {
    const phrase = match[0].replace(/[\s-]+/g, ' ');
    const level = LEVEL_OF.get(phrase) ?? LEVEL_OF.get(match[0]);
    if (!level) continue;
    const start = match.index;
    const end = start + match[0].length;
    if (phrase === 'free') {
      if (NOT_A_PRICE_BEFORE.test(folded.slice(0, start)) || NOT_A_PRICE_AFTER.test(folded.slice(end)))
        continue;
    }
    // Negated price words ("not cheap", "nothing fancy") leave the middle of the range.
    const negated = level !== 'moderate' && isNegated(folded, start);
    return { level: negated ? 'moderate' : level, span: spanOf(source, start, end) };
  }
  const talk = moneyTalk(folded);
  return talk ? { level: talk.level, span: spanOf(source, talk.start, talk.end) } : null;
}

/** Reads the budget of a date: an amount (with currency, whom it covers and its bound) or a price level. */
export function extractBudget(text: string, _language: Language): Budget {
  const source = foldWithOrigin(text);
  const found = candidates(source);
  const chosen = found.find((candidate) => candidate.cued) ?? found[0];
  if (chosen) {
    const { folded } = source;
    const span = spanOf(source, chosen.start, chosen.end);
    const money: MoneyAmount = {
      amount: chosen.amount,
      currency: chosen.currency,
      written: chosen.written,
      per: perOf(folded, chosen.start, chosen.end),
      bound: boundOf(folded, chosen.start, chosen.end),
      span,
    };
    return { money, level: null, span };
  }
  const level = levelOf(source);
  return {
    money: null,
    level: level?.level ?? null,
    span: level?.span ?? null,
    ...(asksFree(source) ? { free: true } : {}),
  };
}
