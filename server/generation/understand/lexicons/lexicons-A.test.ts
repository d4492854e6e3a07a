import { describe, expect, it } from 'vitest';
import { KIND_NAMES_EN } from '../../kinds/names/en';
import { KIND_NAMES_ES } from '../../kinds/names/es';
import { KIND_NAMES_PT } from '../../kinds/names/pt';
import { KIND_IDS, type KindId } from '../../kinds/kind-ids';
import type { KindNames } from '../../kinds/kind-info';
import { CONSTRAINTS, MOODS, OCCASIONS, type DayPart } from '../../request';
import { fold } from '../text';
import { LEXICON_EN } from './en';
import { LEXICON_ES } from './es';
import { allPhrases, type Lexicon } from './lexicon';
import { LEXICON_PT } from './pt';

const LANGUAGES: [Lexicon, KindNames][] = [
  [LEXICON_EN, KIND_NAMES_EN],
  [LEXICON_ES, KIND_NAMES_ES],
  [LEXICON_PT, KIND_NAMES_PT],
];

const DAY_PARTS: DayPart[] = ['morning', 'afternoon', 'evening', 'night', 'all_day'];

/** Words that would fire on almost any description, in folded form. */
const TOO_GENERIC: Record<string, Set<string>> = {
  en: new Set([
    'go',
    'see',
    'place',
    'date',
    'fun',
    'time',
    'night',
    'day',
    'out',
    'eat',
    'drink',
    'food',
    'thing',
    'something',
    'nice',
    'good',
  ]),
  es: new Set([
    'ir',
    'ver',
    'sitio',
    'lugar',
    'cita',
    'noche',
    'dia',
    'comer',
    'comida',
    'algo',
    'salir',
    'plan',
    'tomar',
    'bebida',
  ]),
  pt: new Set([
    'ir',
    'ver',
    'sitio',
    'lugar',
    'sair',
    'noite',
    'dia',
    'comer',
    'comida',
    'encontro',
    'coisa',
    'programa',
    'role',
    'algo',
    'bebida',
  ]),
};

/** Proper adjectives that English capitalises at the start of a thing ("Thai food"). */
const EN_PROPER = new Set([
  'Korean',
  'Thai',
  'Vietnamese',
  'Indian',
  'Mexican',
  'French',
  'Italian',
  'Greek',
  'Turkish',
  'Lebanese',
  'Moroccan',
  'Ethiopian',
  'Nigerian',
  'West',
  'Peruvian',
  'Brazilian',
  'Polish',
  'German',
  'Portuguese',
]);

const ALCOHOL_WORDS =
  /\b(wine|beer|cocktails?|spirits|liquor|booze|vino|cerveza|cócteles?|vinho|cerveja|coquetéis|coquetel|drinks?)\b/i;

/** The forms the matcher compares: folded words, hyphens and apostrophes split, joined by one space. */
const matchForm = (phrase: string) =>
  [...fold(phrase).matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match[0]).join(' ');

describe.each(LANGUAGES)('lexicon and kind names: $language', (lexicon, names) => {
  it('names every kind with at least two phrases and a full name entry', () => {
    for (const kind of KIND_IDS) {
      expect(lexicon.kinds[kind]?.length ?? 0, kind).toBeGreaterThanOrEqual(2);
      const name = names[kind];
      for (const part of [name.noun, name.at, name.thing]) {
        expect(part.trim(), kind).toBe(part);
        expect(part.length, kind).toBeGreaterThan(0);
      }
    }
    expect(Object.keys(names).sort()).toEqual([...KIND_IDS].sort());
  });

  it('writes every phrase in lower case, trimmed, with single spaces', () => {
    for (const phrase of allPhrases(lexicon)) {
      expect(phrase, phrase).toBe(phrase.toLowerCase());
      expect(phrase, phrase).toBe(phrase.trim());
      expect(phrase, phrase).not.toMatch(/\s{2,}/);
      expect(matchForm(phrase).length, phrase).toBeGreaterThan(0);
    }
  });

  it('keeps too-generic words out of kinds, constraints, occasions and moods', () => {
    const phrases = [
      ...Object.values(lexicon.kinds).flat(),
      ...Object.values(lexicon.constraints).flat(),
      ...Object.values(lexicon.occasions).flat(),
      ...Object.values(lexicon.moods).flat(),
    ];
    for (const phrase of phrases)
      expect(TOO_GENERIC[lexicon.language]?.has(matchForm(phrase)), phrase).toBe(false);
  });

  it('gives each phrase, and the plural of each one-word phrase, to one kind only', () => {
    const owner = new Map<string, KindId>();
    for (const [kind, phrases] of Object.entries(lexicon.kinds) as [KindId, string[]][]) {
      const forms = new Set(
        phrases.flatMap((phrase) => {
          const form = matchForm(phrase);
          return form.includes(' ') ? [form] : [form, `${form}s`, `${form}es`];
        }),
      );
      for (const form of forms) {
        const previous = owner.get(form);
        expect(previous === undefined || previous === kind, `"${form}" in ${previous} and ${kind}`).toBe(
          true,
        );
        owner.set(form, kind);
      }
    }
  });

  it('lists no phrase twice within one table', () => {
    const tables: string[][] = [
      ...Object.values(lexicon.kinds),
      ...Object.values(lexicon.constraints),
      ...Object.values(lexicon.occasions),
      ...Object.values(lexicon.moods),
      ...Object.values(lexicon.dayParts),
      lexicon.negations,
      lexicon.postNegations,
      lexicon.scopeBreakers,
      lexicon.functionWords,
      lexicon.abuse,
    ];
    for (const table of tables) {
      const forms = table.map(matchForm);
      expect(new Set(forms).size, forms.join(', ')).toBe(forms.length);
    }
  });

  it('has entries for every constraint, occasion, mood and day part, and the cue lists', () => {
    for (const constraint of CONSTRAINTS)
      expect(lexicon.constraints[constraint].length, constraint).toBeGreaterThan(0);
    for (const occasion of OCCASIONS) expect(lexicon.occasions[occasion].length, occasion).toBeGreaterThan(0);
    for (const mood of MOODS) expect(lexicon.moods[mood].length, mood).toBeGreaterThanOrEqual(6);
    for (const part of DAY_PARTS) expect(lexicon.dayParts[part].length, part).toBeGreaterThan(0);
    expect(lexicon.negations.length).toBeGreaterThan(10);
    expect(lexicon.postNegations.length).toBeGreaterThan(3);
    expect(lexicon.scopeBreakers.length).toBeGreaterThan(3);
    expect(lexicon.functionWords.length).toBeGreaterThanOrEqual(40);
    expect(lexicon.abuse.length).toBeGreaterThanOrEqual(20);
    for (const constraint of ['no_alcohol', 'indoor', 'no_crowds', 'quiet', 'step_free'] as const) {
      expect(lexicon.negatedConstraints[constraint]?.length ?? 0, constraint).toBeGreaterThan(0);
    }
  });

  it('writes things in lower case and never names alcohol for the alcohol-free bar', () => {
    for (const kind of KIND_IDS) {
      const { thing } = names[kind];
      const first = thing.split(' ')[0] as string;
      const lower = thing[0] === thing[0]?.toLowerCase();
      expect(lower || (lexicon.language === 'en' && EN_PROPER.has(first)), `${kind}: ${thing}`).toBe(true);
    }
    const { noun, at, thing } = names.mocktail_bar;
    expect(`${noun} ${at} ${thing}`).not.toMatch(ALCOHOL_WORDS);
  });
});

describe('language voting words', () => {
  it('share no function word between English, Spanish and Portuguese', () => {
    const seen = new Map<string, string>();
    for (const [lexicon] of LANGUAGES) {
      for (const word of lexicon.functionWords.map(matchForm)) {
        const other = seen.get(word);
        expect(
          other === undefined || other === lexicon.language,
          `"${word}" in ${other} and ${lexicon.language}`,
        ).toBe(true);
        seen.set(word, lexicon.language);
      }
    }
  });
});
