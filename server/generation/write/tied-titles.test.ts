import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';

const NOW = new Date('2026-11-23T10:00:00Z');

function planned(text: string) {
  const result = planOffline(text, { variant: 0, now: NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return result;
}

describe('a general step title says something only this date could: its area or its hour', () => {
  it.each([
    'Coffee, a walk and dinner in Leipzig on Saturday',
    'Café, un paseo y una cena en Valladolid el sábado',
    'Kaffee, ein Spaziergang und Abendessen in Kassel am Samstag',
    'Un caffè, una passeggiata e una cena a Bergamo sabato',
  ])('%s', (text) => {
    const { plan, draft } = planned(text);
    const city = draft.grounded.cityName ?? '';
    const general = plan.steps.filter((_, index) => !draft.stops[index]?.placeName);
    expect(general.length).toBeGreaterThan(0);
    for (const step of general) {
      const stop = draft.stops[step.step_index];
      const facts = [stop?.area ?? '', step.start_time ?? ''].filter(Boolean);
      expect(facts.some((fact) => step.step_title.includes(fact))).toBe(true);
      expect(step.step_title).not.toMatch(/\S(?:from|desde|ab|dalle) \d/u);
    }
    // Never the town: a title is read as what the stop is ("… in Savannah, Georgia" is no stop in Georgia).
    expect(general.some((step) => city && step.step_title.includes(city))).toBe(false);
  });
});

describe('a title that says its area or its hour is no exclamation', () => {
  it.each([
    ["uscita a quattro con un'altra coppia a Napoli, pizza e karaoke", /Giochiamo\?|A tavola!/u],
    ['on sort à quatre à Paris, jeux et dîner', /On joue\s?\?/u],
    ['Abendessen und danach Kino in Düsseldorf', /Film an |Film ab /u],
  ])('%s', (text, exclaimed) => {
    for (let variant = 0; variant < 12; variant += 1) {
      const result = planOffline(text, { variant, now: NOW });
      if (!('plan' in result)) throw new Error(`refused: ${text}`);
      for (const step of result.plan.steps) {
        expect(step.step_title).not.toMatch(/[!?…]\s+\p{L}/u);
        expect(step.step_title).not.toMatch(exclaimed);
      }
    }
  });
});
