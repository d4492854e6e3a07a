import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { plannedFor as planned } from './compose-test-helpers';

beforeAll(() => warmUpPlanner(), 120_000);

const hour = (minutes: number) => (minutes % 1440) / 60;

describe('a meal said first is what the dishes said after it are had at', () => {
  it.each([
    [
      'anniversary dinner in lisbon on saturday, we love fado and seafood, maybe a sunset drink first',
      'seafood',
    ],
    ['dinner in Naples on Saturday, we love a museum and pizza', 'pizza'],
    ['cena en Madrid el sábado, nos gusta el flamenco y el marisco', 'seafood'],
    ['dîner à Lyon samedi, on adore le jazz et les fruits de mer', 'seafood'],
    ['jantar em Lisboa no sábado, adoramos fado e marisco', 'seafood'],
    ['cena a Roma sabato, amiamo il jazz e la pizza', 'pizza'],
  ])('one meal, at dinner time: %s', (text, dish) => {
    const { draft } = planned(text);
    const kinds = draft.stops.map((stop) => stop.kind);
    expect(kinds).not.toContain('dinner');
    const meal = draft.stops.find((stop) => stop.kind === dish);
    expect(meal, kinds.join(', ')).toBeDefined();
    expect(hour(meal!.start)).toBeGreaterThanOrEqual(18);
    expect(draft.findings.filter((finding) => finding.type === 'kind_replaced')).toEqual([]);
  });

  it.each([
    ['Tapas en La Latina y cena el sábado en Madrid', 'tapas'],
    ['sushi, a museum and dinner in tokyo', 'sushi'],
    ['ramen and then dinner in Tokyo on Friday', 'ramen'],
  ])('a meal said after a dish, as the next thing, is a meal of its own: %s', (text, dish) => {
    const { stops } = planned(text).draft;
    expect(stops.map((stop) => stop.kind)).toContain(dish);
    expect(stops.some((stop) => /^(?:cena|dinner)$/i.test(stop.wish ?? ''))).toBe(true);
  });
});

describe('a food of the evening said for lunch is had at lunch', () => {
  it.each([
    ['sabato a Firenze: gli Uffizi la mattina, poi una bistecca alla fiorentina a pranzo e un gelato'],
    ['saturday in florence: the uffizi in the morning, then a steak for lunch and a gelato'],
    ['sábado en Madrid: el Prado por la mañana y un chuletón para el almuerzo'],
    ['Samstag in Hamburg: ein Steak zum Mittagessen und danach ein Museum'],
  ])('%s', (text) => {
    const { draft } = planned(text);
    const kinds = draft.stops.map((stop) => stop.kind);
    expect(
      kinds.filter((kind) => kind === 'steakhouse'),
      kinds.join(', '),
    ).toHaveLength(1);
    expect(kinds).not.toContain('lunch');
    const steak = draft.stops.find((stop) => stop.kind === 'steakhouse')!;
    expect(hour(steak.start)).toBeGreaterThanOrEqual(12);
    expect(hour(steak.end)).toBeLessThanOrEqual(16);
    expect(
      draft.findings.filter((finding) => finding.type === 'logistics' && finding.check === 'hours'),
    ).toEqual([]);
  });
});

describe('an evening kitchen asked for at lunch, said first, opens the date at lunch', () => {
  it.each([
    ['Saturday in Hamburg: a steak for lunch and then a museum'],
    ['Samstag in Hamburg: ein Steak zum Mittagessen und danach ein Museum'],
    ['un asado para el almuerzo y después un museo en Buenos Aires el sábado'],
  ])('the meal, then what was said after it: %s', (text) => {
    const { stops } = planned(text).draft;
    const meal = stops.findIndex((stop) => stop.meal === 'lunch');
    const museum = stops.findIndex((stop) => stop.kind === 'museum' && stop.requested);
    expect(meal, stops.map((stop) => stop.kind).join(', ')).toBeGreaterThanOrEqual(0);
    expect(museum).toBeGreaterThan(meal);
    expect(hour(stops[meal]!.start)).toBeLessThan(15);
  });
});
