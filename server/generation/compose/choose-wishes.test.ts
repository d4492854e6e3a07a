import { describe, expect, it } from 'vitest';
import { chooseSunsetHost } from './choose-sunset-host';
import { chooseWishes } from './choose-wishes';
import { compositionFor, TEST_NOW } from './compose-test-helpers';
import { planOffline } from '../pipeline';
import { isRefusal } from '../understand/understand';

describe('chooseWishes: why a stop is there because it was asked for', () => {
  it('keeps the person’s own words for what a stop holds', () => {
    const composition = compositionFor('ramen and karaoke in Tokyo tonight');
    chooseWishes(composition);
    const ramen = composition.candidates.find((candidate) => candidate.kind === 'ramen');
    expect(ramen?.requested).toBe(true);
    expect(ramen?.wish?.toLowerCase()).toContain('ramen');
  });

  it('replaces a kind the person’s own rule excludes, and says so', () => {
    const composition = compositionFor('a cocktail bar and dinner in London, but no alcohol please');
    chooseWishes(composition);
    expect(composition.candidates.some((candidate) => candidate.kind === 'cocktail_bar')).toBe(false);
    expect(composition.findings.some((finding) => finding.type !== 'short_window')).toBe(true);
  });

  it('takes a generic dinner beside a named cuisine as the same meal', () => {
    const composition = compositionFor('dinner at a sushi place in Paris');
    chooseWishes(composition);
    expect(composition.candidates.map((candidate) => candidate.kind)).not.toContain('dinner');
  });

  it('makes a walk at sunset one stop, timed for the sun', () => {
    const composition = compositionFor('a walk at sunset in Lisbon');
    chooseWishes(composition);
    chooseSunsetHost(composition);
    expect(composition.candidates.some((candidate) => candidate.kind === 'sunset_spot')).toBe(false);
    expect(composition.candidates.some((candidate) => candidate.wantsSunset)).toBe(true);
  });

  it.each([
    ['pt', 'mindelo sexta à noite, cachupa, um grogue e música ao vivo', ['cachupa', 'grogue']],
    ['fr', 'ce soir à douala, je veux manger du ndolé et du poisson braisé', ['poisson braisé', 'ndolé']],
    ['de', 'heute Abend in Wien: Schnitzel essen und dann Tafelspitz probieren', ['Schnitzel', 'Tafelspitz']],
    ['it', 'stasera a Napoli, una pizza fritta e poi una margherita', ['pizza', 'margherita']],
  ])('keeps a second thing asked for at the stop that serves the first (%s)', (_language, text, words) => {
    const composition = compositionFor(text);
    chooseWishes(composition);
    const holders = words.map((word) =>
      composition.candidates.find((candidate) => candidate.wish?.includes(word)),
    );
    expect(holders.every(Boolean)).toBe(true);
    expect(new Set(holders).size).toBe(1);
  });
});

describe('a wish that cannot be placed', () => {
  it('is named in the first tip by the person’s own words', () => {
    const result = planOffline(
      "10 year anniversary, we'll be in kandy this weekend. temple of the tooth in the morning, then tea somewhere looking over the lake, hoppers for dinner.",
      { now: TEST_NOW },
    );
    if (isRefusal(result)) throw new Error('refused');
    const dropped = result.draft.findings.some((finding) => finding.type === 'kind_dropped');
    // Held by the person's own words in its step's title or description (issue 29, item 1).
    const held = result.plan.steps.some((step) =>
      `${step.step_title} ${step.description}`.toLowerCase().includes('hoppers'),
    );
    expect(dropped || held).toBe(true);
    if (dropped) expect(result.plan.general_date_tips[0]).toContain('hoppers');
  });
});

describe('a wish held by a landmark stop', () => {
  it('titles that stop in the person’s words, since a landmark never shows its kind’s words', () => {
    const result = planOffline('bruxelles demain matin, gaufres + musée Magritte ?', { now: TEST_NOW });
    if (isRefusal(result)) throw new Error('refused');
    const stop = result.draft.stops.findIndex((candidate) => candidate.wish === 'gaufres');
    expect(stop).toBeGreaterThanOrEqual(0);
    const step = result.plan.steps[stop];
    expect(step?.step_title).toMatch(new RegExp(`^Gaufres\\s: ${step?.to_location_name}$`, 'u'));
  });

  it.each([
    [
      'Saturday in Lisbon: pastéis de nata in Belém and sunset at the Miradouro da Senhora do Monte',
      'pastéis de nata',
    ],
    [
      'Sábado em Lisboa: pastéis de nata em Belém e pôr do sol no Miradouro da Senhora do Monte',
      'pastéis de nata',
    ],
  ])('says no hour in such a title: it is already theirs alone (%s)', (text, wish) => {
    const result = planOffline(text, { now: TEST_NOW });
    if (isRefusal(result)) throw new Error('refused');
    const stop = result.draft.stops.findIndex((candidate) => candidate.wish === wish);
    const step = result.plan.steps[stop];
    expect(step?.step_title.toLowerCase()).toBe(`${wish}: ${step?.to_location_name}`.toLowerCase());
    expect(step?.description).not.toContain(wish);
  });
});

describe('a meal word listed apart from a dish', () => {
  it.each([
    'Madrid el sábado por la tarde: un paseo por el Retiro, tapas en La Latina y cena',
    'Saturday in Seville: a walk in the Parque de María Luisa, tapas in Triana and then dinner',
  ])('is a meal of its own, after the dish (%s)', (text) => {
    const result = planOffline(text, { now: TEST_NOW });
    if (isRefusal(result)) throw new Error('refused');
    const kinds = result.draft.stops.map((stop) => stop.kind);
    expect(kinds).toContain('tapas');
    expect(kinds).toContain('dinner');
    expect(kinds.indexOf('tapas')).toBeLessThan(kinds.indexOf('dinner'));
  });

  it.each([
    'ramen for dinner in Osaka tonight',
    'a seafood dinner in Porto on Friday',
    'cena: tapas, Madrid',
  ])('is the same meal when said with it (%s)', (text) => {
    const result = planOffline(text, { now: TEST_NOW });
    if (isRefusal(result)) throw new Error('refused');
    const meals = result.draft.stops.filter((stop) => stop.requested && stop.kind !== 'dessert');
    expect(meals.filter((stop) => ['dinner', 'restaurant'].includes(stop.kind))).toHaveLength(0);
  });
});
