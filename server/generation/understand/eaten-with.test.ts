import { beforeAll, describe, expect, it } from 'vitest';
import { planOffline, warmUpPlanner } from '../pipeline';
import { isRefusal } from './understand';
import { readRequest as read, TEST_NOW } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);

const spans = (text: string) => read(text).wanted.map((entry) => entry.span.text.toLowerCase());

describe('a dish or a sweet said with its drink or its side is one thing at one table', () => {
  it.each([
    ['Kaffee und Sachertorte im Café in Wien am Samstag', 'kaffee und sachertorte'],
    ['un café con churros en Madrid el domingo por la mañana', 'café con churros'],
    ['Savannah on saturday: shrimp and grits for dinner', 'shrimp and grits'],
    ['sabato a Lecce, pranzo con ciceri e tria', 'ciceri e tria'],
    ['um pastel de nata e um café em Lisboa no domingo', 'pastel de nata e um café'],
    ['samedi à Rennes, une galette avec un cidre', 'galette avec un cidre'],
  ])('%s', (text, words) => {
    const found = spans(text);
    expect(found).toContain(words);
    // Neither half is a wish of its own.
    const halves = words.split(/ (?:und|con|and|e|avec) (?:um |un )?/);
    for (const half of halves) expect(found.filter((span) => span === half)).toHaveLength(0);
  });

  it.each([
    ['pizza and gelato in Rome tonight', ['pizza', 'gelato']],
    ['cena y copas en Madrid el sábado', ['cena', 'copas']],
    ['dinner and drinks in London on friday', ['dinner', 'drinks']],
    ['solo 2 horas esta tarde en Zaragoza, café y algo dulce', ['café', 'algo dulce']],
    ['halal, sans alcool, Paris 18e, couscous et salon de thé', ['couscous', 'salon de thé']],
  ])(
    'a meal and its dessert, drinks or a tea room after it, or a sweet unnamed, stay two: %s',
    (text, words) => {
      const found = spans(text);
      for (const word of words) expect(found.some((span) => span.includes(word))).toBe(true);
      expect(found.length).toBeGreaterThanOrEqual(2);
    },
  );

  it('the plan has one stop for both, named by the person’s words', () => {
    const result = planOffline('Kaffee und Sachertorte in Wien am Samstagnachmittag', { now: TEST_NOW });
    if (isRefusal(result)) throw new Error('refused');
    const holding = result.plan.steps.filter((step) =>
      /kaffee|sachertorte/i.test(`${step.step_title} ${step.description}`),
    );
    expect(holding).toHaveLength(1);
    expect(`${holding[0]?.step_title} ${holding[0]?.description}`).toMatch(/Kaffee und Sachertorte/);
  });
});
