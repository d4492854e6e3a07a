import { describe, expect, it } from 'vitest';
import { isRefusal, understand } from './understand';

const NOW = new Date('2026-11-23T10:00:00Z');

function languageOf(text: string): string {
  const result = understand(text, NOW);
  if (isRefusal(result)) throw new Error(`refused: ${text}`);
  return result.language;
}

describe('a short text keeps its language', () => {
  it.each([
    // A weekday, a month or "tomorrow" of one language decides among words several share ("da", "a", "en").
    ['gita da Firenze a Siena domenica', 'it'],
    ['da Milano a Bergamo domani', 'it'],
    ['cena domenica', 'it'],
    ['Siena domenica', 'it'],
    ['Lugano sabato', 'it'],
    ['museo a Roma martedì', 'it'],
    ['Lyon dimanche', 'fr'],
    ['Paris en mai', 'fr'],
    ['Sonntag in München', 'de'],
    ['Firenze on Sunday', 'en'],
    ['Sevilla in May', 'en'],
    ['Firenze in October', 'en'],
    ['de Lisboa a Sintra amanhã', 'pt'],
    ['paseo por Sevilla mañana', 'es'],
    ['Biergarten in München am Samstag', 'de'],
    // A day name written with a capital where its language writes none is a name, not that language.
    ['a weekend in County Mayo', 'en'],
  ])('%s → %s', (text, language) => {
    expect(languageOf(text)).toBe(language);
  });
});

describe('a text of names and nouns with no small word of any language', () => {
  // The trigrams had only names to read: "Kyoto, temples, matcha" was Portuguese, "Stone Town,
  // Zanzibar: sunset dhow" French. With no small word to settle it, the fallback language is kept.
  it.each([
    ['Stone Town, Zanzibar: sunset dhow', 'en'],
    ['sushi karaoke tokyo', 'en'],
    ['Kyoto, temples, matcha', 'en'],
    // One small word is enough to read the language by.
    ['Lisboa: pastéis de nata, fado, miradouro', 'pt'],
    ['Cena e cinema', 'it'],
  ])('%s → %s', (text, language) => {
    expect(languageOf(text)).toBe(language);
  });
});
