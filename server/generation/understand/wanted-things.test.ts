import { beforeAll, describe, expect, it } from 'vitest';
import { planOffline, warmUpPlanner } from '../pipeline';
import { readRequest as read, TEST_NOW } from './read-for-tests';
import { isRefusal } from './understand';

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
    ['in enugu this friday. want to take her for abacha and fresh palm wine somewhere chill', 'abacha'],
    ['hanoi tonight, let’s go for banh cuon then a walk by the lake', 'banh cuon'],
  ])('%s → "%s"', (text, words) => {
    expect(spans(text)).toContain(words);
  });

  it.each([
    ["we'd love a quiet night in Paris", 'quiet'],
    ['rotorua: my wife would love a hangi and a soak in the hot pools', 'soak'],
    ['Lisbon, I want to surprise her', 'surprise'],
    ['we love each other, dinner in Rome', 'each'],
    ['I want to take her out for a change, Paris on Friday', 'change'],
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

describe('a ride or a walk named by what it is on is something to do', () => {
  it.each([
    ['in savannah we want a carriage ride through the squares', 'carriage ride'],
    [
      'savannah, saturday. horse carriage ride through the squares, forsyth park, shrimp and grits',
      'horse carriage ride',
    ],
    ['we want to try a camel ride and dinner in Marrakech', 'camel ride'],
  ])('%s → "%s", done', (text, words) => {
    const wish = read(text).wanted.find((entry) => entry.span.text === words);
    expect(wish?.open).toBe('do');
  });

  it('is titled by the person’s words, not by its host’s ("A slow walk")', () => {
    const result = planOffline('savannah on saturday: a carriage ride through the squares, then dinner', {
      now: TEST_NOW,
    });
    if (isRefusal(result)) throw new Error('refused');
    expect(result.plan.steps.map((step) => step.step_title)).toContainEqual(
      expect.stringMatching(/^Carriage ride\b/),
    );
  });

  it('keeps an action read as one: "soak in the hot pools" is no thing called "soak"', () => {
    expect(spans('Queenstown: soak in the hot pools, then dinner')).not.toContain('soak');
  });
});

describe('a dish’s name runs through its links, however many', () => {
  it('samedi à saint-pierre : marché forain le matin, cari poulet au feu de bois, rhum arrangé', () => {
    expect(
      spans('samedi à saint-pierre : marché forain le matin, cari poulet au feu de bois, rhum arrangé.'),
    ).toContain('cari poulet au feu de bois');
  });
});
