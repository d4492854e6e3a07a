import { describe, expect, it } from 'vitest';
import { FAMILIES, type Family } from '../../kinds/kind-ids';
import { PHRASES } from './all-phrases';
import { PHRASES_EN } from './en';
import { PHRASES_ES } from './es';
import type { Phrases } from './phrases';
import { PHRASES_PT } from './pt';

const ALL: Phrases[] = [PHRASES_EN, PHRASES_ES, PHRASES_PT];
const FAMILY_KEYS = Object.keys(FAMILIES) as Family[];

const MINIMUMS = { titles: 3, descriptions: 3, activities: 5, ambiance: 2, booking: 1, tips: 2 } as const;

const FAMILY_FIELDS: Record<keyof typeof MINIMUMS, string[]> = {
  titles: ['thing', 'meal'],
  descriptions: ['place', 'at_place', 'thing', 'area', 'city', 'meal'],
  activities: ['thing', 'meal', 'area'],
  ambiance: [],
  booking: [],
  tips: [],
};

/** The placeholders each template may use, by its path in the Phrases object ("*" matches any key). */
const ALLOWED: [pattern: string, placeholders: string[]][] = [
  ...Object.entries(FAMILY_FIELDS).map(([field, allowed]): [string, string[]] => [
    `families.*.${field}`,
    allowed,
  ]),
  ...Object.keys(FAMILY_FIELDS).map((field): [string, string[]] => [
    `landmark.${field}`,
    ['name', 'thing', 'city', 'area', 'start', 'end'],
  ]),
  ...Object.keys(FAMILY_FIELDS).map((field): [string, string[]] => [
    `named.${field}`,
    ['name', 'city', 'area', 'start', 'end'],
  ]),
  ['sunset.*', ['place', 'at_place', 'area', 'city', 'time']],
  ['titles.*', ['a', 'b', 'city']],
  ['themes', ['moment', 'city_part', 'stops']],
  ['budgetTip', ['budget']],
  ['wishNote', ['wish']],
  ['wishMeal.title', ['wish', 'meal']],
  ['wishMeal.at', ['wish', 'meal', 'name']],
  ['homeTip', ['end', 'area', 'last']],
  ['freeTime', ['start', 'end', 'before', 'after']],
  ['constraintTips.*', ['stops']],
  ['stepFreeNote', ['start']],
  ['alternativeWeather', ['outdoor', 'indoor']],
  ['alternativeQuiet', ['first']],
  ['cannot.replaced', ['thing', 'reason', 'instead']],
  ['cannot.dropped', ['thing', 'reason']],
  ['cannot.reasons.closedInWindow', ['start', 'end']],
  ['cannot.reasons.overBudget', ['budget']],
  ['cannot.reasons.noRoom', ['start', 'end']],
  ['cannot.budgetTooLow', ['budget', 'total']],
  ['cannot.sunsetOutside', ['city', 'time']],
  ['cannot.shortWindow', ['start', 'end']],
  ['cannot.unknownPlace', ['text']],
  ['cannot.movedEarlier', ['thing', 'time']],
  ['cannot.servedElsewhere', ['thing', 'time', 'instead']],
  ['travel.walk', ['n']],
  ['travel.transit', ['n']],
  ['travel.taxi', ['n']],
  ['travel.car', ['n']],
  ['about', ['duration']],
  ['aboutWithFreeTime', ['duration']],
  ['cost.perPerson', ['range']],
  ['cost.total', ['range']],
  ['captions.understood', ['items']],
  ['captions.checkingWindow', ['start', 'end']],
  ['captions.sunset', ['city', 'time']],
  ['captions.localPrices', ['city', 'currency']],
  ['captions.sketching', ['n']],
  ['captions.choosing', ['name']],
  ['captions.timings', ['duration']],
  ['captions.costs', ['total']],
  ['captions.checked', ['n']],
  ['captions.adjusted', ['n']],
  ['captions.items.budget', ['budget']],
  ['captions.items.window', ['start', 'end']],
  ['captions.items.length', ['duration']],
  ['captions.items.avoiding', ['things']],
  ['captions.items.day', ['date']],
];

const matches = (pattern: string, path: string[]): boolean => {
  const parts = pattern.split('.');
  return parts.length === path.length && parts.every((part, i) => part === '*' || part === path[i]);
};

const allowedAt = (path: string[]): string[] => {
  const noIndex = path.filter((part) => !/^\d+$/.test(part));
  return ALLOWED.find(([pattern]) => matches(pattern, noIndex))?.[1] ?? [];
};

/** Every string in the phrases with its path; functions are skipped. */
const templates = (value: unknown, path: string[] = []): { path: string[]; text: string }[] => {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => templates(item, [...path, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => templates(item, [...path, key]));
  }
  return [];
};

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] as string);

const ALCOHOL: Record<string, string[]> = {
  en: [
    'wine',
    'wines',
    'beer',
    'beers',
    'ale',
    'lager',
    'cocktail',
    'cocktails',
    'champagne',
    'spritz',
    'prosecco',
    'whisky',
    'whiskey',
    'gin',
    'rum',
    'vodka',
    'tequila',
    'mezcal',
    'sake',
    'cider',
    'booze',
    'liquor',
    'brandy',
    'cognac',
    'vermouth',
    'sangria',
    'bubbly',
    'pint',
    'pints',
    'nightcap',
    'tipsy',
    'drunk',
  ],
  es: [
    'vino',
    'vinos',
    'cerveza',
    'cervezas',
    'cóctel',
    'cócteles',
    'coctel',
    'cava',
    'champán',
    'champaña',
    'sidra',
    'whisky',
    'ron',
    'ginebra',
    'vodka',
    'tequila',
    'mezcal',
    'sake',
    'licor',
    'vermut',
    'sangría',
    'copa',
    'copas',
    'trago',
    'tragos',
    'chupito',
    'brindis',
    'brindar',
    'birra',
  ],
  pt: [
    'vinho',
    'vinhos',
    'cerveja',
    'cervejas',
    'chope',
    'chopp',
    'coquetel',
    'drinque',
    'drinques',
    'drink',
    'drinks',
    'caipirinha',
    'cachaça',
    'espumante',
    'champanhe',
    'sidra',
    'uísque',
    'whisky',
    'rum',
    'gim',
    'vodka',
    'tequila',
    'licor',
    'saquê',
    'sangria',
    'brinde',
    'brindar',
  ],
};

const wordPattern = (words: string[]): RegExp =>
  new RegExp(`(?<!\\p{L})(${words.join('|')})(?!\\p{L})`, 'iu');

describe.each(ALL)('phrases: $language', (phrases) => {
  it('has every family with the minimum number of variants', () => {
    expect(Object.keys(phrases.families).sort()).toEqual([...FAMILY_KEYS].sort());
    for (const family of FAMILY_KEYS) {
      for (const [field, min] of Object.entries(MINIMUMS)) {
        const variants = phrases.families[family][field as keyof typeof MINIMUMS];
        expect(variants.length, `${family}.${field}`).toBeGreaterThanOrEqual(min);
        expect(new Set(variants).size, `${family}.${field} repeats a variant`).toBe(variants.length);
      }
    }
    for (const [field, min] of Object.entries(MINIMUMS)) {
      expect(phrases.named[field as keyof typeof MINIMUMS].length, `named.${field}`).toBeGreaterThanOrEqual(
        min,
      );
    }
  });

  it('has the minimum number of variants outside the families', () => {
    expect(phrases.sunset.titles.length).toBeGreaterThanOrEqual(3);
    expect(phrases.sunset.descriptions.length).toBeGreaterThanOrEqual(3);
    expect(phrases.sunset.descriptions.every((d) => d.includes('{time}'))).toBe(true);
    expect(phrases.titles.two.length).toBeGreaterThanOrEqual(4);
    expect(phrases.titles.one.length).toBeGreaterThanOrEqual(4);
    expect(phrases.titles.withCity.length).toBeGreaterThanOrEqual(4);
    expect(phrases.themes.length).toBeGreaterThanOrEqual(3);
    for (const [occasion, words] of Object.entries(phrases.occasions)) {
      expect(words.title.length, occasion).toBeGreaterThanOrEqual(2);
      expect(words.theme.length, occasion).toBeGreaterThanOrEqual(2);
      expect(words.tips.length, occasion).toBeGreaterThanOrEqual(3);
    }
    expect(phrases.generalTips.length).toBeGreaterThanOrEqual(6);
    expect(phrases.alternativeWeather.length).toBeGreaterThanOrEqual(2);
    expect(phrases.alternativeQuiet.length).toBeGreaterThanOrEqual(2);
    expect(phrases.indoorIdeas.length).toBeGreaterThanOrEqual(3);
  });

  it('uses only the placeholders each field allows', () => {
    for (const { path, text } of templates(phrases)) {
      const allowed = allowedAt(path);
      for (const name of placeholders(text)) {
        expect(allowed, `{${name}} in ${path.join('.')}: "${text}"`).toContain(name);
      }
      expect(text.replace(/\{[a-z_]+\}/g, ''), `stray brace in ${path.join('.')}`).not.toMatch(/[{}]/);
    }
  });

  it('names no alcoholic drink', () => {
    const pattern = wordPattern(ALCOHOL[phrases.language] as string[]);
    for (const { path, text } of templates(phrases)) {
      expect(text, path.join('.')).not.toMatch(pattern);
    }
  });

  it('keeps commas out of step titles, which are joined into lists', () => {
    const stepTitles = [
      ...FAMILY_KEYS.flatMap((family) => phrases.families[family].titles),
      ...phrases.named.titles,
      ...phrases.sunset.titles,
    ];
    for (const title of stepTitles) expect(title).not.toContain(',');
  });

  it('never gives two families the same description', () => {
    const seen = new Map<string, string>();
    const groups: [string, string[]][] = [
      ...FAMILY_KEYS.map((family): [string, string[]] => [family, phrases.families[family].descriptions]),
      ['named', phrases.named.descriptions],
      ['sunset', phrases.sunset.descriptions],
    ];
    for (const [group, descriptions] of groups) {
      for (const description of descriptions) {
        expect(seen.get(description), `"${description}" in ${group}`).toBeUndefined();
        seen.set(description, group);
      }
    }
  });

  it('keeps captions short once filled', () => {
    const sample: Record<string, string> = {
      items: 'a long list of twenty-odd words',
      start: '19:45',
      end: '23:30',
      city: 'San Sebastián',
      time: '20:45',
      currency: 'EUR',
      n: '12',
      name: 'Café de Flore',
      duration: '3 hours 30 minutes',
      total: '€120–180',
    };
    for (const { path, text } of templates(phrases.captions)) {
      if (path[0] === 'items' || path[0] === 'occasion' || path[0] === 'constraint') continue;
      const filled = text.replace(/\{([a-z_]+)\}/g, (_, key: string) => sample[key] ?? key);
      expect(filled.length, path.join('.')).toBeLessThan(80);
    }
  });
});

describe('formatDuration and list', () => {
  it('writes English durations and lists', () => {
    expect([45, 60, 90, 120].map(PHRASES_EN.formatDuration)).toEqual([
      '45 minutes',
      '1 hour',
      '1 hour 30 minutes',
      '2 hours',
    ]);
    expect(PHRASES_EN.formatDuration(61)).toBe('1 hour 1 minute');
    expect(PHRASES_EN.list(['ramen', 'a walk', 'jazz'])).toBe('ramen, a walk and jazz');
    expect(PHRASES_EN.list(['ramen', 'jazz'])).toBe('ramen and jazz');
    expect(PHRASES_EN.list(['ramen'])).toBe('ramen');
    expect(PHRASES_EN.list([])).toBe('');
  });

  it('writes Spanish durations and lists, with "e" before an /i/ sound', () => {
    expect([45, 60, 90, 120].map(PHRASES_ES.formatDuration)).toEqual([
      '45 minutos',
      '1 hora',
      '1 hora y 30 minutos',
      '2 horas',
    ]);
    expect(PHRASES_ES.list(['ramen', 'un paseo', 'jazz'])).toBe('ramen, un paseo y jazz');
    expect(PHRASES_ES.list(['tapas', 'izakaya'])).toBe('tapas e izakaya');
    expect(PHRASES_ES.list(['museos', 'historia'])).toBe('museos e historia');
    expect(PHRASES_ES.list(['agua', 'hielo'])).toBe('agua y hielo');
    expect(PHRASES_ES.list(['ramen'])).toBe('ramen');
  });

  it('writes Portuguese durations and lists', () => {
    expect([45, 60, 90, 120].map(PHRASES_PT.formatDuration)).toEqual([
      '45 minutos',
      '1 hora',
      '1 hora e 30 minutos',
      '2 horas',
    ]);
    expect(PHRASES_PT.list(['ramen', 'um passeio', 'jazz'])).toBe('ramen, um passeio e jazz');
    expect(PHRASES_PT.list(['ramen', 'jazz'])).toBe('ramen e jazz');
    expect(PHRASES_PT.list([])).toBe('');
  });

  it('uses the local clock', () => {
    expect(PHRASES_EN.clock).toBe('12h');
    expect(PHRASES_ES.clock).toBe('24h');
    expect(PHRASES_PT.clock).toBe('24h');
  });
});

describe('a theme', () => {
  // Step titles are not all noun phrases ("On the dance floor", "A la caza del atardecer"), so
  // "with {stops}" or "con {stops}" would read "con a la caza del atardecer".
  it.each(Object.entries(PHRASES))('in %s lists the stops only after a colon', (_, phrases) => {
    for (const template of phrases.themes) expect(template, template).toMatch(/: ?\{stops\}/);
  });
});
