import { describe, expect, it } from 'vitest';
import { FAMILIES, type Family } from '../../kinds/kind-ids';
import { CONSTRAINTS, OCCASIONS } from '../../request';
import { PHRASES_DE } from './de';
import { PHRASES_FR } from './fr';
import { PHRASES_IT } from './it';
import type { FamilyPhrases, Phrases } from './phrases';

const LANGUAGES: [string, Phrases][] = [
  ['fr', PHRASES_FR],
  ['de', PHRASES_DE],
  ['it', PHRASES_IT],
];

const FAMILY_NAMES = Object.keys(FAMILIES) as Family[];

interface Template {
  path: string;
  text: string;
  allowed: string[];
}

const familyTemplates = (path: string, family: FamilyPhrases, named: boolean): Template[] => {
  const own = named ? ['name', 'city', 'area', 'start', 'end'] : null;
  const fields: [keyof FamilyPhrases, string[]][] = [
    ['titles', own ?? ['thing', 'meal']],
    ['descriptions', own ?? ['place', 'at_place', 'thing', 'area', 'city', 'meal']],
    ['activities', own ?? ['thing', 'meal', 'area']],
    ['ambiance', []],
    ['booking', own ?? []],
    ['tips', own ?? []],
    ['daylightTips', []],
    ['darkTips', []],
    ['ticketedBooking', []],
    ['ticketedTips', []],
  ];
  return fields.flatMap(([field, allowed]) =>
    (family[field] ?? []).map((text, i) => ({ path: `${path}.${field}[${i}]`, text, allowed })),
  );
};

const many = (path: string, texts: string[], allowed: string[]): Template[] =>
  texts.map((text, i) => ({ path: `${path}[${i}]`, text, allowed }));

const one = (path: string, text: string, allowed: string[] = []): Template => ({ path, text, allowed });

/** Every template of a language with the placeholders its field documents in phrases.ts. */
const templatesOf = (p: Phrases): Template[] => {
  const c = p.cannot;
  const k = p.captions;
  return [
    ...FAMILY_NAMES.flatMap((f) => familyTemplates(`families.${f}`, p.families[f], false)),
    ...familyTemplates('named', p.named, true),
    ...many('sunset.titles', p.sunset.titles, ['place', 'at_place', 'area', 'city', 'time']),
    ...many('sunset.descriptions', p.sunset.descriptions, ['place', 'at_place', 'area', 'city', 'time']),
    ...Object.entries(p.meals).map(([meal, text]) => one(`meals.${meal}`, text)),
    one('centre', p.centre),
    ...many('titles.two', p.titles.two, ['a', 'b']),
    ...many('titles.one', p.titles.one, ['a']),
    ...many('titles.withCity', p.titles.withCity, ['a', 'b', 'city']),
    ...Object.entries(p.moodDayPart).flatMap(([mood, parts]) =>
      Object.entries(parts).map(([part, text]) => one(`moodDayPart.${mood}.${part}`, text)),
    ),
    ...many('themes', p.themes, ['moment', 'city_part', 'stops']),
    ...OCCASIONS.flatMap((o) => [
      ...many(`occasions.${o}.title`, p.occasions[o].title, []),
      ...many(`occasions.${o}.theme`, p.occasions[o].theme, []),
      ...many(`occasions.${o}.tips`, p.occasions[o].tips, []),
    ]),
    ...many('generalTips', p.generalTips, []),
    ...CONSTRAINTS.map((x) => one(`constraintTips.${x}`, p.constraintTips[x], ['stops'])),
    ...Object.entries(p.dietNotes).map(([diet, text]) => one(`dietNotes.${diet}`, text)),
    one('stepFreeNote', p.stepFreeNote, ['start']),
    one('budgetTip', p.budgetTip, ['budget']),
    one('wishNote', p.wishNote, ['wish']),
    one('wishMeal.title', p.wishMeal.title, ['wish', 'meal']),
    one('wishMeal.at', p.wishMeal.at, ['wish', 'meal', 'name']),
    ...many('homeTip', p.homeTip, ['end', 'area', 'last']),
    ...many('alternativeWeather', p.alternativeWeather, ['outdoor', 'indoor']),
    ...many('alternativeQuiet', p.alternativeQuiet, ['first']),
    ...many('indoorIdeas', p.indoorIdeas, []),
    one('cannot.replaced', c.replaced, ['thing', 'reason', 'instead']),
    one('cannot.dropped', c.dropped, ['thing', 'reason']),
    one('cannot.reasons.closedInWindow', c.reasons.closedInWindow, ['start', 'end']),
    one('cannot.reasons.overBudget', c.reasons.overBudget, ['budget']),
    one('cannot.reasons.noRoom', c.reasons.noRoom, ['start', 'end']),
    one('cannot.reasons.indoor', c.reasons.indoor),
    one('cannot.reasons.stepFree', c.reasons.stepFree),
    one('cannot.reasons.conflicts', c.reasons.conflicts),
    one('cannot.budgetTooLow', c.budgetTooLow, ['budget', 'total']),
    one('cannot.sunsetOutside', c.sunsetOutside, ['city', 'time']),
    one('cannot.shortWindow', c.shortWindow, ['start', 'end']),
    one('cannot.unknownPlace', c.unknownPlace, ['text']),
    one('cannot.movedEarlier', c.movedEarlier, ['thing', 'time']),
    one('cannot.servedElsewhere', c.servedElsewhere, ['thing', 'time', 'instead']),
    one('travel.start', p.travel.start),
    one('travel.walk', p.travel.walk, ['n']),
    one('travel.transit', p.travel.transit, ['n']),
    one('travel.taxi', p.travel.taxi, ['n']),
    one('travel.car', p.travel.car, ['n']),
    one('travel.unknown', p.travel.unknown),
    one('about', p.about, ['duration']),
    one('cost.free', p.cost.free),
    one('cost.perPerson', p.cost.perPerson, ['range']),
    one('cost.total', p.cost.total, ['range']),
    one('captions.understood', k.understood, ['items']),
    one('captions.understoodNothing', k.understoodNothing),
    one('captions.checkingWindow', k.checkingWindow, ['start', 'end']),
    one('captions.sunset', k.sunset, ['city', 'time']),
    one('captions.localPrices', k.localPrices, ['city', 'currency']),
    one('captions.sketching', k.sketching, ['n']),
    one('captions.choosing', k.choosing, ['name']),
    one('captions.timings', k.timings, ['duration']),
    one('captions.costs', k.costs, ['total']),
    one('captions.checked', k.checked, ['n']),
    one('captions.adjusted', k.adjusted, ['n']),
    one('captions.writing', k.writing),
    one('captions.items.budget', k.items.budget, ['budget']),
    one('captions.items.window', k.items.window, ['start', 'end']),
    one('captions.items.length', k.items.length, ['duration']),
    one('captions.items.avoiding', k.items.avoiding, ['things']),
    one('captions.items.day', k.items.day, ['date']),
    ...OCCASIONS.map((o) => one(`captions.occasion.${o}`, k.occasion[o])),
    ...CONSTRAINTS.map((x) => one(`captions.constraint.${x}`, k.constraint[x])),
  ];
};

/**
 * Drinks. Words match whole words; stems match the start or end of a word, which catches plurals and
 * German compounds ("Rotwein", "Biergarten") without catching "probiert".
 */
const ALCOHOL: Record<string, { words: string; stems: string }> = {
  fr: {
    words: 'vin vins rhum gin saké cidre apéro apéros ivre kir pastis vodka tequila',
    stems:
      'bière cocktail champagne spritz prosecco whisky mezcal liqueur apéritif sangria mojito pinte alcoolisé',
  },
  de: {
    words: 'gin rum sake sekt cider drink drinks',
    stems:
      'wein bier cocktail champagner spritz prosecco whisky schnaps likör mezcal tequila wodka aperitif absacker betrunken promille',
  },
  it: {
    words: 'vino vini birra birre gin rum sakè sidro amaro drink calice',
    stems:
      'cocktail champagne spumante spritz prosecco whisky grappa liquore mezcal tequila vodka aperitiv ubriac alcolic',
  },
};

/** The bare word for alcohol may only name its absence, in the constraint label. */
const ALCOHOL_NOUN: Record<string, string> = { fr: 'alcool', de: 'alkohol', it: 'alcol' };

const placeholders = (text: string): string[] => [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] ?? '');

const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{([a-z_]+)\}/g, (whole, key: string) => values[key] ?? whole);

describe.each(LANGUAGES)('phrases %s', (language, p) => {
  const templates = templatesOf(p);

  it('is the language it says, with a 24-hour clock', () => {
    expect(p.language).toBe(language);
    expect(p.clock).toBe('24h');
  });

  it('has every family with at least the documented number of variants', () => {
    expect(Object.keys(p.families).sort()).toEqual([...FAMILY_NAMES].sort());
    for (const [path, f] of [
      ...FAMILY_NAMES.map((n) => [n, p.families[n]] as const),
      ['named', p.named] as const,
    ]) {
      expect(f.titles.length, `${path}.titles`).toBeGreaterThanOrEqual(3);
      expect(f.descriptions.length, `${path}.descriptions`).toBeGreaterThanOrEqual(3);
      expect(f.activities.length, `${path}.activities`).toBeGreaterThanOrEqual(5);
      expect(f.ambiance.length, `${path}.ambiance`).toBeGreaterThanOrEqual(2);
      expect(f.booking.length, `${path}.booking`).toBeGreaterThanOrEqual(1);
      expect(f.tips.length, `${path}.tips`).toBeGreaterThanOrEqual(2);
    }
    for (const rich of ['meal', 'walk', 'drinks', 'culture', 'coffee'] as const) {
      expect(p.families[rich].descriptions.length, rich).toBeGreaterThanOrEqual(5);
    }
  });

  it('has the other documented minimums', () => {
    expect(p.sunset.titles.length).toBeGreaterThanOrEqual(3);
    expect(p.sunset.descriptions.length).toBeGreaterThanOrEqual(3);
    for (const list of [p.titles.two, p.titles.one, p.titles.withCity])
      expect(list.length).toBeGreaterThanOrEqual(4);
    expect(p.themes.length).toBeGreaterThanOrEqual(3);
    for (const o of OCCASIONS) {
      expect(p.occasions[o].title.length, o).toBeGreaterThanOrEqual(2);
      expect(p.occasions[o].theme.length, o).toBeGreaterThanOrEqual(2);
      expect(p.occasions[o].tips.length, o).toBeGreaterThanOrEqual(3);
    }
    expect(p.generalTips.length).toBeGreaterThanOrEqual(6);
    expect(p.alternativeWeather.length).toBeGreaterThanOrEqual(2);
    expect(p.alternativeQuiet.length).toBeGreaterThanOrEqual(2);
    expect(p.indoorIdeas.length).toBeGreaterThanOrEqual(3);
    // A date whose last stop has no area to name still gets a way-home tip, with no bare "in".
    expect(p.homeTip.some((tip) => !tip.includes('{area}'))).toBe(true);
    for (const family of ['walk', 'picnic', 'water'] as const)
      expect(p.families[family].darkAmbiance?.length ?? 0, family).toBeGreaterThanOrEqual(3);
  });

  it('uses only the placeholders each field allows, and no stray braces', () => {
    for (const t of templates) {
      expect(t.text.trim(), t.path).not.toBe('');
      for (const name of placeholders(t.text)) expect(t.allowed, `${t.path}: {${name}}`).toContain(name);
      expect(t.text.replace(/\{[a-z_]+\}/g, ''), t.path).not.toMatch(/[{}]/);
    }
  });

  it('puts the sunset time in every sunset description', () => {
    for (const d of p.sunset.descriptions) expect(d).toContain('{time}');
  });

  it('names no alcoholic drink anywhere', () => {
    const { words, stems } = ALCOHOL[language] ?? { words: '', stems: '' };
    const noun = ALCOHOL_NOUN[language] ?? '';
    for (const t of templates) {
      const lower = t.text.toLowerCase();
      const tokens = lower.split(/[^\p{L}]+/u);
      for (const w of words.split(' ')) expect(tokens, `${t.path}: ${w}`).not.toContain(w);
      for (const s of stems.split(' ')) {
        const hit = tokens.find((token) => token.startsWith(s) || token.endsWith(s));
        expect(hit, `${t.path}: ${s}`).toBeUndefined();
      }
      if (t.path !== 'captions.constraint.no_alcohol')
        expect(lower, `${t.path}: ${noun}`).not.toContain(noun);
    }
  });

  it('never repeats a description, in or across families', () => {
    const all = [
      ...FAMILY_NAMES.flatMap((f) => p.families[f].descriptions),
      ...p.named.descriptions,
      ...p.sunset.descriptions,
    ];
    expect(new Set(all).size).toBe(all.length);
  });

  it('keeps captions short once filled', () => {
    const values = {
      items: p.list(['80 €', '19:00–23:00', 'sushi']),
      start: '19:00',
      end: '23:00',
      city: 'Rio de Janeiro',
      time: '20:45',
      currency: 'EUR',
      n: '4',
      name: 'Galleria Borghese',
      duration: p.formatDuration(270),
      total: '€120–180',
      budget: '€150',
      things: p.list(['bars', 'clubs']),
      date: '14/02',
    };
    const { items, occasion, constraint, ...captions } = p.captions;
    const short = [
      ...Object.values(captions),
      ...Object.values(items),
      ...Object.values(occasion),
      ...Object.values(constraint),
    ];
    for (const caption of short) expect(fill(caption, values).length, caption).toBeLessThan(80);
  });
});

describe('durations and lists read as a native speaker writes them', () => {
  it.each([
    [PHRASES_FR, ['45 minutes', '1 heure', '1 h 30', '2 heures', '1 minute', '2 h 05']],
    [PHRASES_DE, ['45 Minuten', '1 Stunde', '1 Std. 30 Min.', '2 Stunden', '1 Minute', '2 Std. 5 Min.']],
    [PHRASES_IT, ['45 minuti', '1 ora', '1 ora e 30 minuti', '2 ore', '1 minuto', '2 ore e 5 minuti']],
  ])('formatDuration in %#', (p, expected) => {
    expect([45, 60, 90, 120, 1, 125].map((m) => p.formatDuration(m))).toEqual(expected);
  });

  it.each([
    [PHRASES_FR, 'et'],
    [PHRASES_DE, 'und'],
    [PHRASES_IT, 'e'],
  ])('list in %#', (p, and) => {
    expect(p.list([])).toBe('');
    expect(p.list(['ramen'])).toBe('ramen');
    expect(p.list(['ramen', 'tango'])).toBe(`ramen ${and} tango`);
    expect(p.list(['ramen', 'tango', 'karaoke'])).toBe(`ramen, tango ${and} karaoke`);
  });
});
