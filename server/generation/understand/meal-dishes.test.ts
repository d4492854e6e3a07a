import { beforeAll, describe, expect, it } from 'vitest';
import { KIND_CATALOG } from '../kinds/catalog';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

beforeAll(() => warmUpPlanner(), 120_000);

const meals = (text: string) => read(text).wanted.filter((entry) => KIND_CATALOG[entry.kind].meal);

describe('a dish said beside a daytime meal is that meal', () => {
  it.each([
    ['lunch in Porto, francesinha and a walk by the river', 'lunch', 'francesinha'],
    [
      'Sábado en Ciudad de México: almuerzo en Coyoacán, tacos al pastor y un paseo',
      'lunch',
      'tacos al pastor',
    ],
    ['Mittagessen in Wien, Schnitzel und danach ein Spaziergang', 'lunch', 'Schnitzel'],
    ['samedi midi à Lyon, déjeuner avec des quenelles puis une balade', 'lunch', 'quenelles'],
    ['Domingo em Lisboa: almoço com bacalhau e depois o miradouro', 'lunch', 'bacalhau'],
    ['Sabato a Napoli, pranzo con la pizza e poi il lungomare', 'lunch', 'pizza'],
  ])('%s → one meal, at %s, in the words "%s"', (text, meal, words) => {
    const found = meals(text);
    expect(found).toHaveLength(1);
    // A dish no lexicon knows is hosted by the meal itself; a known one keeps its kind, timed as the meal.
    expect(found[0]?.meal ?? found[0]?.kind).toBe(meal);
    expect(found[0]?.span.text).toContain(words);
  });

  it.each([
    // Another meal in the sentence: which dish is which meal is not for this rule to guess.
    'brunch in Berlin, then ramen for dinner',
    // A dish said in another sentence is another part of the day.
    'Lunch near the harbour in Sydney. Later, sushi in the evening.',
  ])('keeps the meal and the dish apart: %s', (text) => {
    expect(meals(text).length).toBeGreaterThanOrEqual(2);
  });
});
