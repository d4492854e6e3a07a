import { describe, expect, it } from 'vitest';
import { GRAMMARS } from './all-grammars';
import { ARTICLES_BEFORE_NAMES, ARTICLES_BEFORE_THINGS, ARTICLES_IN_NAMES, DETERMINERS } from './articles';

describe('grammar: articles', () => {
  it('gives every language its definite and indefinite articles', () => {
    for (const grammar of Object.values(GRAMMARS)) {
      expect(grammar.articles.definite.length).toBeGreaterThan(0);
      expect(grammar.articles.indefinite.length).toBeGreaterThan(0);
    }
    expect(GRAMMARS.es.articles.definite).toEqual(['el', 'la', 'los', 'las']);
    expect(GRAMMARS.de.articles.indefinite).toContain('einem');
  });

  it('reads the article inside a name after its "of" in the Romance languages and English', () => {
    for (const word of ['la', 'el', 'le', 'l', 'o', 'a', 'the', 'il', 'lo'])
      expect(ARTICLES_IN_NAMES).toContain(word);
    expect(ARTICLES_IN_NAMES).not.toContain('der');
  });

  it('never reads an indefinite article before a name: "at a bar" names no place', () => {
    for (const word of ['the', 'el', 'os', 'der', 'das', 'il']) expect(ARTICLES_BEFORE_NAMES).toContain(word);
    for (const word of ['a', 'an', 'un', 'ein']) expect(ARTICLES_BEFORE_NAMES).not.toContain(word);
  });

  it('reads every article between a word of longing and the thing', () => {
    for (const word of ['a', 'un', 'une', 'du', 'uma', 'ein', 'einen', 'il', 'el'])
      expect(ARTICLES_BEFORE_THINGS).toContain(word);
  });

  it('keeps the determiners of a noun, and not English "as"', () => {
    for (const word of ['a', 'the', 'my', 'this', 'un', 'una', 'le', 'il', 'um'])
      expect(DETERMINERS).toContain(word);
    expect(DETERMINERS).not.toContain('as');
    expect(DETERMINERS).not.toContain('der');
  });
});
