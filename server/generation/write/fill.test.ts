import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { Random } from '../compose/random';
import { echoes, fill, sentence } from './fill';
import { Chooser } from './write-context';

describe('fill', () => {
  it('capitalises a slot that starts a sentence in the middle of a template', () => {
    expect(
      fill('The sun goes down over {city}. {place} makes a perfect seat.', {
        city: 'Paris',
        place: 'a viewpoint',
      }),
    ).toBe('The sun goes down over Paris. A viewpoint makes a perfect seat.');
    expect(fill('Hungry? {place} is open late! {thing} waits.', { place: 'a diner', thing: 'pie' })).toBe(
      'Hungry? A diner is open late! Pie waits.',
    );
  });

  it('leaves a slot inside a sentence as written', () => {
    expect(fill('Meet at {place}, then {thing}.', { place: 'a café', thing: 'a walk' })).toBe(
      'Meet at a café, then a walk.',
    );
  });

  it('leaves out an unknown slot and the space it leaves', () => {
    expect(fill('Dinner in {area} .', {})).toBe('Dinner in.');
  });

  it('keeps French spacing before a colon, a question or an exclamation mark, unbreakable', () => {
    expect(fill('{moment} : {stops} ! Prêts ?', { moment: 'Une soirée', stops: 'un bistrot' })).toBe(
      'Une soirée\u00a0: un bistrot\u00a0! Prêts\u00a0?',
    );
    expect(fill('{moment}: {stops}!', { moment: 'An evening', stops: 'a bistro' })).toBe(
      'An evening: a bistro!',
    );
  });

  it('sentence() capitalises the first letter only', () => {
    expect(sentence(' a walk in the West Village')).toBe('A walk in the West Village');
  });
});

describe('a written plan', () => {
  it('in French keeps the space before its colons', () => {
    const result = planOffline('soirée à Lyon : bouchon puis un bar à vin', {
      now: new Date('2026-11-23T10:00:00Z'),
    });
    if (!('plan' in result)) throw new Error('refused');
    const texts = [
      result.plan.overall_theme_description,
      ...result.plan.steps.flatMap((s) => [s.description, s.notes_or_tips]),
    ];
    expect(texts.join(' ')).toMatch(/\u00a0:/);
    for (const text of texts) expect(text, text).not.toMatch(/\p{L}[:;!?]/u);
  });

  it('starts every sentence of its theme, descriptions and tips with a capital', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const texts = [
      'Paris, Texas. Cheap date, under $60 total, steak or bbq, sunset first.',
      'sunset and dinner in Lisbon',
      'paraty brazil - boat trip to the beaches, seafood. R$400 for two.',
      'cita al atardecer en Sevilla con tapas',
      'un appuntamento al tramonto a Roma, poi cena',
      // A step titled "A tavola!" in the theme's list of stops once ended its sentence mid-list.
      'mangiamo halal, Torino, niente vino',
      'Milano, discoteca no, non ci piace. Teatro alla Scala',
    ];
    for (const text of texts) {
      const result = planOffline(text, { now });
      if (!('plan' in result)) throw new Error(`refused: ${text}`);
      const { plan } = result;
      for (const prose of [
        plan.overall_theme_description,
        ...plan.steps.flatMap((step) => [step.description, step.notes_or_tips]),
      ]) {
        expect(prose.match(/[.!?]\s+\p{Ll}/gu), `${text}: ${prose}`).toBeNull();
      }
    }
  });
});

describe('parts that echo each other', () => {
  const slots = { meal: 'dinner', at_place: 'at a restaurant', thing: 'dinner', area: 'Trastevere' };

  it('counts a word said again by another part', () => {
    expect(echoes('{meal} {at_place}, with {thing} at the heart of it', slots)).toBe(1);
    expect(echoes('Sit down {at_place} in {area} and make {meal} the centerpiece', slots)).toBe(0);
  });

  it('makes the chooser take a sentence that does not repeat itself', () => {
    const options = [
      '{meal} {at_place}, with {thing} at the heart of it.',
      'Sit down {at_place} in {area} and make {meal} the centerpiece.',
    ];
    for (let seed = 0; seed < 20; seed += 1)
      expect(new Chooser(new Random(`echo-${seed}`), `echo-${seed}`).pick(options, slots)).toBe(options[1]);
  });
});

describe('a generic dinner stop', () => {
  it.each([
    'Saturday evening in Rome: a walk on the Pincio then dinner in Trastevere',
    'dinner in Lyon tonight',
  ])('never says the meal twice in one sentence (%s)', (text) => {
    const result = planOffline(text, { now: new Date('2026-11-23T10:00:00Z') });
    if (!('plan' in result)) throw new Error('refused');
    for (const step of result.plan.steps)
      for (const sentence of step.description.split(/(?<=[.!?])\s+/))
        expect((sentence.toLowerCase().match(/\bdinner\b/g) ?? []).length).toBeLessThan(2);
  });
});
