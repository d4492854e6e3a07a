import { describe, expect, it } from 'vitest';
import type { Language } from '../request';
import { isOpeningVerb } from './opening-verbs';

describe('isOpeningVerb', () => {
  it.each<[string, Language]>([
    ['Taking', 'en'],
    ['Bring', 'en'],
    ['Emmener', 'fr'],
    ['Llevar', 'es'],
    ['Llevamos', 'es'],
    ['Levar', 'pt'],
    ['Portare', 'it'],
    ['Invitiamo', 'it'],
  ])('%s (%s) is a verb opening a sentence', (word, language) => {
    expect(isOpeningVerb(word, language)).toBe(true);
  });

  it.each<[string, Language]>([
    ['Tate', 'en'],
    ['Borough', 'en'],
    ['Florence', 'en'],
    ['Marie', 'fr'],
    ['Claire', 'fr'],
    ['Mercado', 'es'],
    ['Giulia', 'it'],
    ['Piazza', 'it'],
    ['Praia', 'pt'],
  ])('%s (%s) is no verb', (word, language) => {
    expect(isOpeningVerb(word, language)).toBe(false);
  });
});
