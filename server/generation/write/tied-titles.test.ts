import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';

const NOW = new Date('2026-11-23T10:00:00Z');

function planned(text: string) {
  const result = planOffline(text, { variant: 0, now: NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return result;
}

describe('a general step title says something only this date could: its area or the stop beside it', () => {
  it.each([
    ['Coffee, a walk and dinner in Leipzig on Saturday', /, (?:after|then) /u],
    ['Café, un paseo y una cena en Valladolid el sábado', /, (?:después de|y luego) /u],
    ['Kaffee, ein Spaziergang und Abendessen in Kassel am Samstag', /, (?:nach|danach) /u],
    ['Un caffè, una passeggiata e una cena a Bergamo sabato', /, (?:dopo|poi) /u],
    ['Un café, une balade et un dîner à Nantes samedi', /, (?:après|puis) /u],
    ['Um café, um passeio e um jantar em Braga no sábado', /, (?:depois de|e depois) /u],
  ])('%s', (text, tie) => {
    const { plan, draft } = planned(text);
    const city = draft.grounded.cityName ?? '';
    const general = plan.steps.filter((_, index) => !draft.stops[index]?.placeName);
    expect(general.length).toBeGreaterThan(0);
    for (const step of general) {
      const stop = draft.stops[step.step_index];
      const saysArea = Boolean(stop?.area && step.step_title.includes(stop.area));
      expect(saysArea || tie.test(step.step_title)).toBe(true);
      // The hour is the step's badge: a title with a stop to name does not say it again.
      expect(step.step_title).not.toContain(step.start_time ?? '');
    }
    // Never the town: a title is read as what the stop is ("… in Savannah, Georgia" is no stop in Georgia).
    expect(general.some((step) => city && step.step_title.includes(city))).toBe(false);
  });

  it('names what was had before, not the place it was had at ("after coffee", not "after a café")', () => {
    const { plan } = planned('Coffee, a walk and dinner in Leipzig on Saturday');
    expect(plan.steps[1]?.step_title).toMatch(/, after coffee$/u);
    expect(plan.steps[0]?.step_title).toMatch(/, then a walk$/u);
  });

  it('says the hour where the stops beside it have no words to say them by (a sunset)', () => {
    const { plan, draft } = planned(
      'sabato a matera con la mia ragazza, i sassi al tramonto, pane di matera e peperoni cruschi',
    );
    const beside = (index: number) => [draft.stops[index - 1], draft.stops[index + 1]];
    const wordless = plan.steps.filter(
      (_, index) =>
        !draft.stops[index]?.placeName &&
        beside(index).some(Boolean) &&
        beside(index).every((stop) => !stop || stop.atSunset || stop.kind === 'sunset_spot'),
    );
    expect(wordless.length).toBeGreaterThan(0);
    for (const step of wordless)
      expect(step.step_title).toMatch(new RegExp(` dalle ${step.start_time}$`, 'u'));
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
