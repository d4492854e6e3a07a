import { describe, expect, it } from 'vitest';
import { planOffline, type PlanResult } from '../pipeline';

const NOW = new Date('2026-11-23T10:00:00Z');
const kinds = (text: string) =>
  (planOffline(text, { now: NOW }) as PlanResult).draft.stops.map((s): string => s.kind);

describe('"X after Y"', () => {
  it.each([
    ['jazz in London after dinner', 'dinner', 'jazz'],
    ['un verre après le dîner à Lyon', 'dinner', 'bar'],
    ['copas después de la cena en Madrid', 'dinner', 'bar'],
  ])('puts Y first though X was written first: %s', (text, first, then) => {
    const order = kinds(text);
    expect(order.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(first)).toBeLessThan(order.indexOf(then));
  });

  it('leaves a list with its own order alone: "dinner, then jazz, after that a walk"', () => {
    const order = kinds('Dinner, then jazz, after that a walk in London');
    expect(order.indexOf('dinner')).toBeLessThan(order.indexOf('jazz'));
  });
});

describe('"before that"', () => {
  it.each([
    [
      'an evening in mysore. before that kulfi from guru sweets and masala dosa at mylari.',
      'dessert',
      'indian',
    ],
    [
      'London on Saturday evening: dinner in Soho. Before that, a walk along the river.',
      'riverside_walk',
      'dinner',
    ],
    [
      'Madrid, sábado por la noche: cena en La Latina. Antes de eso, un paseo por el Retiro.',
      'park',
      'dinner',
    ],
    [
      'Berlin, Samstagabend: Essen im Restaurant. Vorher ein Spaziergang an der Spree.',
      'riverside_walk',
      'restaurant',
    ],
  ])('puts what it names before what came before it: %s', (text, first, then) => {
    const order = kinds(text);
    expect(order.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(first)).toBeLessThan(order.indexOf(then));
  });
});
