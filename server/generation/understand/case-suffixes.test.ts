import { describe, expect, it } from 'vitest';
import type { Language } from '../request';
import { withoutCaseSuffixes } from './case-suffixes';
import { findPlace } from './place';
import { tokenize } from './text';

const words = (text: string) => withoutCaseSuffixes(tokenize(text)).map((token) => token.text);

describe('withoutCaseSuffixes', () => {
  it('cuts a case ending written after an apostrophe off the name', () => {
    expect(words("İstanbul'da akşam")).toEqual(['İstanbul', 'akşam']);
    expect(words("Helsinki'ssä tänään")).toEqual(['Helsinki', 'tänään']);
    expect(words("ankara'ya gidelim")).toEqual(['ankara', 'gidelim']);
  });

  it('leaves contractions, possessives and elisions whole', () => {
    expect(words("we don't go to Rick's, nell'arte quest'estate")).toEqual([
      'we',
      "don't",
      'go',
      'to',
      "Rick's",
      "nell'arte",
      "quest'estate",
    ]);
  });
});

describe('a place written with a case ending', () => {
  it.each<[string, Language, string]>([
    ["İstanbul'da akşam yemeği ve Boğaz turu, 2000 TL", 'en', 'Istanbul'],
    ['dinner in Helsinki’ssä tonight', 'en', 'Helsinki'],
    ["Ankara'ya sabato, cena romantica", 'it', 'Ankara'],
    ["cena en izmir'de el sábado", 'es', 'İzmir'],
  ])('%s', (text, language, city) => {
    const found = findPlace(text, language);
    expect(found?.city.name).toBe(city);
    expect(found?.span.text).not.toMatch(/['’]/);
  });
});
