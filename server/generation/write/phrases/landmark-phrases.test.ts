import { describe, expect, it } from 'vitest';
import { PHRASES } from './all-phrases';
import type { FamilyPhrases } from './phrases';

/** Every field a landmark's phrases must fill; words for the hour and for ticketed places are a family's own. */
type Field = Exclude<
  keyof FamilyPhrases,
  'daylightTips' | 'darkTips' | 'darkAmbiance' | 'daylightBooking' | 'ticketedBooking' | 'ticketedTips'
>;
const MINIMUMS: Record<Field, number> = {
  titles: 4,
  descriptions: 5,
  activities: 6,
  ambiance: 2,
  booking: 2,
  tips: 3,
};

const FIELDS = Object.keys(MINIMUMS) as Field[];

const ALLOWED = ['name', 'thing', 'area', 'city'];

/** Whole words, except German, where drinks hide inside compounds ("Rotwein", "Biergarten"). */
const ALCOHOL: Record<string, RegExp> = {
  en: /\b(wine|beer|cocktail|champagne|whiske?y|gin|rum|vodka|cider|liquor|booze|pint|drunk|tipsy|nightcap)s?\b/i,
  es: /(?<!\p{L})(vino|cerveza|cóctel|coctel|copa|trago|licor|ron|brindis|sidra|vermut)s?(?!\p{L})/iu,
  fr: /(?<!\p{L})(vin|bière|cocktail|champagne|alcool|apéro|whisky|rhum|cidre|ivre)s?(?!\p{L})/iu,
  pt: /(?<!\p{L})(vinho|cerveja|coquetel|drinque|drink|caipirinha|cachaça|brinde|licor|chope)s?(?!\p{L})/iu,
  de: /wein|bier|cocktail|schnaps|likör|alkohol|(?<!\p{L})(sekt|drinks?|gin|rum)(?!\p{L})/iu,
  it: /(?<!\p{L})(vino|vini|birra|birre|cocktail|spritz|alcol\p{L}*|aperitiv\p{L}*|calice|amaro)(?!\p{L})/iu,
};

/**
 * {name} may carry its own article ("El Retiro", "Le Procope"), and most landmarks need one in running
 * text, so no article or preposition that would fuse with one may come right before it.
 */
const BEFORE_NAME: Record<string, string[]> = {
  en: ['the', 'a', 'an'],
  es: ['el', 'la', 'los', 'las', 'a', 'de', 'en', 'al', 'del'],
  fr: ['le', 'la', 'les', 'à', 'de', 'au', 'du', 'des', 'sur'],
  pt: ['o', 'a', 'os', 'as', 'em', 'de', 'no', 'na', 'do', 'da', 'ao', 'à'],
  de: ['der', 'die', 'das', 'den', 'dem', 'im', 'am', 'zum', 'zur', 'in', 'an'],
  it: ['il', 'lo', 'la', 'i', 'gli', 'le', 'a', 'di', 'in', 'al', 'del', 'nel', 'sul'],
};

const texts = (phrases: FamilyPhrases): { path: string; text: string }[] =>
  FIELDS.flatMap((field) => phrases[field].map((text, i) => ({ path: `landmark.${field}[${i}]`, text })));

describe.each(Object.values(PHRASES))('landmark phrases: $language', (phrases) => {
  const { landmark, named, language } = phrases;

  it('has every field with the minimum number of distinct variants', () => {
    for (const field of FIELDS) {
      expect(landmark[field].length, field).toBeGreaterThanOrEqual(MINIMUMS[field]);
      expect(new Set(landmark[field]).size, `${field} repeats a variant`).toBe(landmark[field].length);
    }
  });

  it('uses only {name} {thing} {area} {city}, and no stray braces', () => {
    for (const { path, text } of texts(landmark)) {
      for (const [, key] of text.matchAll(/\{([^{}]*)\}/g))
        expect(ALLOWED, `${path}: {${key}}`).toContain(key);
      expect(text.replace(/\{[a-z]+\}/g, ''), path).not.toMatch(/[{}]/);
    }
  });

  it('names no alcoholic drink', () => {
    const pattern = ALCOHOL[language];
    expect(pattern, language).toBeDefined();
    for (const { path, text } of texts(landmark)) expect(text, path).not.toMatch(pattern as RegExp);
  });

  it('never repeats a variant of the named-place phrases', () => {
    const namedTexts = new Set(texts(named).map(({ text }) => text));
    for (const { path, text } of texts(landmark))
      expect(namedTexts.has(text), `${path}: "${text}"`).toBe(false);
  });

  it('puts the name in every title, with no comma, as titles are joined into lists', () => {
    for (const title of landmark.titles) {
      expect(title).toContain('{name}');
      expect(title).not.toContain(',');
    }
  });

  it('puts no article or fusing preposition right before {name}', () => {
    const words = BEFORE_NAME[language] ?? [];
    const pattern = new RegExp(`(?<!\\p{L})(${words.join('|')})\\s+\\{name\\}`, 'iu');
    for (const { path, text } of texts(landmark)) expect(text, path).not.toMatch(pattern);
  });
});
