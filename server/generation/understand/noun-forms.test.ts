import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { readRequest as read, TEST_NOW } from './read-for-tests';

const kinds = (text: string) => read(text).wanted.map((entry) => entry.kind);

describe('an English noun a lexicon lists in another form, or only after an article', () => {
  it.each([
    ['An evening in London: a Shakespeare play then a late drink', ['theatre', 'bar']],
    ['Dinner and a drink in Paris', ['dinner', 'bar']],
    ['a cheeky pint in Leeds', ['pub']],
  ])('is a wish of that kind: %s', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it.each([
    // A verb that shares the noun's spelling: the wine is wished, no play and no drink.
    ['we want to drink wine and play pool in Leeds', ['theatre', 'bar']],
    // "The view" and "the river" point at something the place already has.
    ['dinner on a rooftop in Lisbon for the view', ['viewpoint']],
  ])('is no wish where it is a verb or points at what is there: %s', (text, never) => {
    for (const kind of never) expect(kinds(text)).not.toContain(kind);
  });

  it('reads "the Han river" as where the walk goes, one wish in the person’s words', () => {
    const wanted = read('a late night walk by the Han river in Seoul').wanted;
    expect(wanted.map((entry) => [entry.kind, entry.span.text])).toEqual([
      ['riverside_walk', 'walk by the Han river'],
    ]);
  });

  it("titles the stop by the person's words and says their phrase whole", () => {
    const result = planOffline('An evening in London: a Shakespeare play then a late drink', {
      now: TEST_NOW,
      variant: 0,
    });
    if (!('plan' in result)) throw new Error('refused');
    const { steps } = result.plan;
    expect(steps[0]?.step_title).toMatch(/^A Shakespeare play: /);
    expect(steps[1]?.step_title).toMatch(/^A late drink: /);
  });
});

describe('a drink said "of" another drink', () => {
  it.each([
    ['una cena y una copa de vino en Madrid', 'wine_bar', 'una copa de vino'],
    ['una copa de cava en Barcelona', 'champagne_bar', 'una copa de cava'],
  ])('is one glass of the second: %s', (text, kind, words) => {
    const drinks = read(text).wanted.filter((entry) => ['bar', kind].includes(entry.kind));
    expect(drinks).toEqual([
      expect.objectContaining({ kind, span: expect.objectContaining({ text: words }) }),
    ]);
  });
});
