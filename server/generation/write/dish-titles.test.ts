import { describe, expect, it } from 'vitest';
import { KIND_CATALOG } from '../kinds/catalog';
import { planOffline } from '../pipeline';

const NOW = new Date('2026-11-23T10:00:00Z');

/** The title of the plan's meal stop. */
function mealTitle(text: string): string {
  const result = planOffline(text, { variant: 0, now: NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  const index = result.draft.stops.findIndex((stop) => KIND_CATALOG[stop.kind].meal);
  return result.plan.steps[index]?.step_title ?? '';
}

describe('a meal stop is titled by the dish the person named, as a menu says it', () => {
  it.each([
    ['lunch in Porto, francesinha and a walk by the river', /^Francesinha for lunch/],
    [
      'Sábado en Ciudad de México: almuerzo en Coyoacán, tacos al pastor y un paseo',
      /^Tacos al pastor de almuerzo/,
    ],
    ['Mittagessen in Wien, Schnitzel und danach ein Spaziergang', /^Schnitzel zum Mittagessen/],
    ['samedi midi à Lyon, déjeuner avec des quenelles puis une balade', /^Quenelles au déjeuner/],
  ])('%s', (text, title) => {
    expect(mealTitle(text)).toMatch(title);
  });

  it('two dishes no lexicon knows, said for one meal, are both in its title', () => {
    const title = mealTitle(
      'Bogotá, domingo en la mañana, ciclovía y después desayuno con changua y almojábanas.',
    );
    expect(title).toMatch(/changua/i);
    expect(title).toMatch(/almojábanas/i);
  });

  it('a meal asked for by its word alone keeps its own title', () => {
    expect(mealTitle('Lunch in Porto and a walk by the river')).not.toMatch(/^Lunch for lunch/i);
  });
});
