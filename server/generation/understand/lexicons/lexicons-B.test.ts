import { describe, expect, it } from 'vitest';
import { KIND_NAMES_DE } from '../../kinds/names/de';
import { KIND_NAMES_FR } from '../../kinds/names/fr';
import { KIND_NAMES_IT } from '../../kinds/names/it';
import { KIND_IDS } from '../../kinds/kind-ids';
import type { KindNames } from '../../kinds/kind-info';
import { CONSTRAINTS, MOODS, OCCASIONS, type DayPart } from '../../request';
import { fold } from '../text';
import { LEXICON_DE } from './de';
import { LEXICON_FR } from './fr';
import { LEXICON_IT } from './it';
import { allPhrases, type Lexicon } from './lexicon';

const DAY_PARTS: DayPart[] = ['morning', 'afternoon', 'evening', 'night', 'all_day'];

/** Words that would fire on almost any description if a lexicon listed them on their own. */
const TOO_GENERIC: Record<string, string[]> = {
  fr: [
    'aller',
    'voir',
    'endroit',
    'lieu',
    'sortie',
    'rendez-vous',
    'date',
    'soirée',
    'nuit',
    'temps',
    'faire',
    'truc',
    'sympa',
    'boisson',
    'boire',
  ],
  de: [
    'gehen',
    'sehen',
    'ort',
    'platz',
    'date',
    'abend',
    'nacht',
    'zeit',
    'machen',
    'spaß',
    'essen',
    'trinken',
    'getränk',
  ],
  it: [
    'andare',
    'vedere',
    'posto',
    'luogo',
    'uscita',
    'appuntamento',
    'serata',
    'notte',
    'tempo',
    'fare',
    'cosa',
    'bevanda',
    'bere',
    'locale',
  ],
};

/** Drinks a mocktail bar's name must not mention (naming the absence of alcohol is fine). */
const DRINK_WORDS: Record<string, RegExp> = {
  fr: /\b(vin|vins|bière|bières|cocktail|cocktails|champagne|whisky)\b/u,
  de: /(wein|bier|cocktail|champagner|sekt|whisky)/iu,
  it: /\b(vino|vini|birra|birre|cocktail|champagne|whisky|spritz)\b/u,
};

const LANGUAGES: [Lexicon, KindNames][] = [
  [LEXICON_FR, KIND_NAMES_FR],
  [LEXICON_DE, KIND_NAMES_DE],
  [LEXICON_IT, KIND_NAMES_IT],
];

describe.each(LANGUAGES)('lexicon and kind names: $language', (lexicon, names) => {
  it('names every kind with at least two phrases', () => {
    const thin = KIND_IDS.filter((kind) => (lexicon.kinds[kind]?.length ?? 0) < 2);
    expect(thin).toEqual([]);
    expect(Object.values(lexicon.kinds).flat().length).toBeGreaterThan(1200);
  });

  it('writes every phrase lower case, trimmed and with single spaces', () => {
    const bad = allPhrases(lexicon).filter(
      (phrase) =>
        phrase === '' || phrase !== phrase.toLowerCase() || phrase !== phrase.trim() || /\s{2}/.test(phrase),
    );
    expect(bad).toEqual([]);
  });

  it('lists no phrase twice for one kind and no phrase that is too generic', () => {
    const generic = new Set(TOO_GENERIC[lexicon.language]);
    for (const [kind, phrases] of Object.entries(lexicon.kinds)) {
      const folded = phrases.map(fold);
      expect(new Set(folded).size, kind).toBe(folded.length);
      expect(
        folded.filter((phrase) => generic.has(phrase)),
        kind,
      ).toEqual([]);
    }
  });

  it('has words for every constraint, occasion, mood and day part', () => {
    for (const constraint of CONSTRAINTS)
      expect(lexicon.constraints[constraint].length, constraint).toBeGreaterThan(2);
    for (const occasion of OCCASIONS) expect(lexicon.occasions[occasion].length, occasion).toBeGreaterThan(2);
    for (const mood of MOODS) expect(lexicon.moods[mood].length, mood).toBeGreaterThanOrEqual(6);
    for (const part of DAY_PARTS) expect(lexicon.dayParts[part].length, part).toBeGreaterThan(2);
    for (const constraint of ['no_alcohol', 'indoor', 'no_crowds', 'quiet', 'step_free'] as const) {
      expect(lexicon.negatedConstraints[constraint]?.length ?? 0, constraint).toBeGreaterThan(2);
    }
  });

  it('has negation cues, scope breakers, function words and abuse', () => {
    expect(lexicon.negations.length).toBeGreaterThan(20);
    expect(lexicon.postNegations.length).toBeGreaterThan(10);
    expect(lexicon.scopeBreakers.length).toBeGreaterThan(10);
    expect(lexicon.functionWords.length).toBeGreaterThanOrEqual(40);
    expect(lexicon.abuse.length).toBeGreaterThanOrEqual(20);
  });

  it('keeps function words apart from the other two languages', () => {
    const others = LANGUAGES.filter(([other]) => other !== lexicon).flatMap(([other]) =>
      other.functionWords.map(fold),
    );
    const shared = lexicon.functionWords.map(fold).filter((word) => others.includes(word));
    expect(shared).toEqual([]);
    // The language vote compares single words.
    expect(lexicon.functionWords.filter((word) => /[^\p{L}]/u.test(word))).toEqual([]);
  });

  it('names every kind with a noun, a location and a thing', () => {
    for (const kind of KIND_IDS) {
      const name = names[kind];
      expect(name, kind).toBeDefined();
      for (const text of [name.noun, name.at, name.thing]) {
        expect(text.trim(), kind).toBe(text);
        expect(text.length, kind).toBeGreaterThan(1);
      }
      expect(name.at, kind).not.toBe(name.noun);
    }
  });

  it('never names a drink at the alcohol-free bar', () => {
    const { noun, at, thing } = names.mocktail_bar;
    const drinks = DRINK_WORDS[lexicon.language] as RegExp;
    expect([noun, at, thing].filter((text) => drinks.test(text))).toEqual([]);
  });
});
