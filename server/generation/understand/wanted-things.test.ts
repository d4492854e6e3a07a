import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);
const spans = (text: string) => read(text).wanted.map((entry) => entry.span.text);

describe('what the person wants or loves is a wish, though no lexicon knows it', () => {
  it.each([
    ['rotorua tomorrow, my wife would love a hangi and a soak in the hot pools', 'hangi'],
    ['vendredi soir à abidjan, on veut un maquis et danser un peu', 'maquis'],
    ['cochabamba el jueves: le encanta el silpancho', 'silpancho'],
    ['Roma stasera: vorremmo una cerimonia del caffè', 'cerimonia del caffè'],
    ['Recife no sábado: queremos uma tapioca', 'tapioca'],
  ])('%s → "%s"', (text, words) => {
    expect(spans(text)).toContain(words);
  });

  it.each([
    ["we'd love a quiet night in Paris", 'quiet'],
    ['rotorua: my wife would love a hangi and a soak in the hot pools', 'soak'],
    ['Lisbon, I want to surprise her', 'surprise'],
    ['we love each other, dinner in Rome', 'each'],
  ])('a quality, an act or a person wanted is no thing: %s', (text, words) => {
    expect(spans(text).some((span) => span.includes(words))).toBe(false);
  });

  it.each([
    ['mombasa: fort jesus, then swahili food', 'swahili food'],
    ['Roma: il Colosseo, poi cucina romana', 'cucina romana'],
  ])('a cuisine listed beside a sight is a meal, not a café’s snack: %s', (text, words) => {
    const wish = read(text).wanted.find((entry) => entry.span.text.startsWith(words));
    expect(wish?.kind).toBe('restaurant');
  });

  it('a person loved is no wish: "she loves Frida Kahlo"', () => {
    expect(spans('Mexico City: she loves Frida Kahlo, then dinner')).not.toContain('Frida Kahlo');
  });
});
