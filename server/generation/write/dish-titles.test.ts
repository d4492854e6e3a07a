import { describe, expect, it } from 'vitest';
import { KIND_CATALOG } from '../kinds/catalog';
import { familyOf } from '../kinds/kind-ids';
import { planOffline } from '../pipeline';
import type { Language } from '../request';
import { fold } from '../understand/text';
import { PHRASES } from './phrases/all-phrases';

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

/** The plan's meal stop: its title, when it starts, and the plan's meal words and hours. */
function mealStop(text: string) {
  const result = planOffline(text, { variant: 0, now: NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  const index = result.draft.stops.findIndex(
    (stop) => KIND_CATALOG[stop.kind].meal || familyOf(stop.kind) === 'street_food',
  );
  return {
    title: fold(result.plan.steps[index]?.step_title ?? ''),
    start: result.draft.stops[index]?.start ?? 0,
    words: PHRASES[result.plan.language as Language].meals,
    dinner: result.grounded.meals.dinner,
  };
}

const times = (text: string, word: string) => text.split(fold(word)).length - 1;

describe('a meal is named once, by the hour it happens', () => {
  it.each([
    'Jantar japonês em Liberdade no sábado',
    'Cena di pesce a Napoli sabato',
    'Cena de mariscos en Valencia el sábado',
    'Dîner de fruits de mer à Marseille samedi',
    'Mittagessen mit Schnitzel in Wien am Samstag',
  ])('%s: the meal word is not said twice in one title', (text) => {
    const { title, words } = mealStop(text);
    expect(times(title, words.dinner)).toBeLessThanOrEqual(1);
    expect(times(title, words.lunch)).toBeLessThanOrEqual(1);
  });

  it.each([
    'Sevilla el sábado, tapas por la tarde',
    'Roma sabato pomeriggio, supplì alle 17',
    'Madrid el domingo a las 17:00, unas tapas',
    'Porto sábado às 17h, petiscos e um passeio',
  ])('%s: an afternoon bite is called neither lunch nor dinner', (text) => {
    const { title, start, words, dinner } = mealStop(text);
    if (start >= dinner - 120) return;
    expect(title).not.toContain(fold(words.dinner));
    if (start >= 960) expect(title).not.toContain(fold(words.lunch));
  });
});
