import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);

const wishWords = (text: string) => read(text).wanted.map((entry) => entry.span.text.toLowerCase());

describe('an activity done in or with a thing no lexicon knows keeps that thing in its words', () => {
  it.each([
    ['domingo en Tulum: nadar en un cenote y luego tacos', 'nadar en un cenote'],
    ['eu e a minha esposa no tofo: nadar com tubarão-baleia de manhã', 'nadar com tubarão-baleia'],
    ["week-end à saint-louis, balade en calèche dans l'île", 'balade en calèche'],
    ['saturday in Exmouth: swim with whale sharks, then dinner', 'swim with whale sharks'],
    ['Sabato a Favignana: nuotare con i delfini e poi cena', 'nuotare con i delfini'],
  ])('%s', (text, words) => {
    const found = wishWords(text);
    expect(found).toContain(words);
    // What the activity is done with is never a dish of the meal after it.
    expect(found.filter((span) => span !== words && words.includes(span))).toHaveLength(0);
  });

  it.each([
    ['a walk in Hyde Park and dinner in London', 'a walk'],
    ['hiking with my wife in Boulder saturday', 'hiking'],
    ['swimming in the morning and a walk in Nice', 'swimming'],
  ])('known things, people and times after the link are read apart: %s', (text, words) => {
    expect(wishWords(text)).toContain(words);
  });
});
