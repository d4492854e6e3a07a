import { describe, expect, it } from 'vitest';
import type { Language } from '../request';
import { matchTokens } from './matcher';
import { inPersonPosition } from './person-position';

function at(text: string, word: string, language: Language, verbsOnly = false): boolean {
  const tokens = matchTokens(text);
  const index = tokens.findIndex((token) => text.slice(token.start, token.end) === word);
  return inPersonPosition(text, tokens, index, language, verbsOnly);
}

describe('inPersonPosition', () => {
  it.each<[string, string, Language]>([
    ['dinner with Rosa on friday', 'Rosa', 'en'],
    ['she loves Hopper', 'Hopper', 'en'],
    ['cena con Rocío el viernes', 'Rocío', 'es'],
    ['quiero llevar a Paloma a cenar', 'Paloma', 'es'],
    ['elle adore Renoir', 'Renoir', 'fr'],
    ['jantar com a Inês', 'Inês', 'pt'],
    ['sie liebt Kandinsky', 'Kandinsky', 'de'],
    ['portare Chiara a Napoli', 'Chiara', 'it'],
  ])('%s: %s is a person', (text, word, language) => {
    expect(at(text, word, language)).toBe(true);
  });

  it.each<[string, string, Language]>([
    ['dinner at Rosa Mexicano', 'Rosa', 'en'],
    ['with rosé', 'rosé', 'en'],
    ['she loves it, Hopper later', 'Hopper', 'en'],
    ['cena en Valencia', 'Valencia', 'es'],
  ])('%s: %s is not', (text, word, language) => {
    expect(at(text, word, language)).toBe(false);
  });

  it('counts only the verbs when asked: "dinner with Champagne" may be a drink', () => {
    expect(at('dinner with Champagne', 'Champagne', 'en', true)).toBe(false);
    expect(at('she adores Champagne', 'Champagne', 'en', true)).toBe(true);
  });
});
