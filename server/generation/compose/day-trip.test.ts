import { describe, expect, it } from 'vitest';
import type { DraftStop } from '../draft';
import { KIND_CATALOG } from '../kinds/catalog';
import { planOffline, type PlanResult } from '../pipeline';
import { distanceKm } from '../world/distance';
import { plannedFor } from './compose-test-helpers';

const planned = plannedFor;

/** Where the person goes for the day, as the understanding read it. */
const townOf = (result: PlanResult) => result.request.outOfTown?.[0] ?? null;

/** A stop in the town: at most a few kilometres from it (the town's own walk, its lunch, its sights). */
const inTown = (result: PlanResult, stop: DraftStop) => {
  const town = townOf(result)!;
  return Boolean(stop.position) && distanceKm(stop.position!, town) < 3;
};

const isMealStop = (stop: DraftStop) => Boolean(KIND_CATALOG[stop.kind].meal);

const DAY_TRIPS = [
  'From Florence a day in Siena on Saturday',
  'Ausflug von München nach Salzburg am Samstag',
  'Estamos en Madrid y el sábado queremos ir a Toledo',
  'Estamos em Lisboa, sábado vamos a Sintra',
  'Nous sommes à Lyon, samedi une journée à Annecy',
  'Siamo a Roma, sabato gita a Tivoli',
];

describe('a day trip: out in the morning, the day in the town, back in the evening', () => {
  it.each(DAY_TRIPS)('%s: the town’s stops come together, between a leg out and a leg back', (text) => {
    const result = planned(text);
    const stops = result.draft.stops;
    const town = stops.map((stop) => inTown(result, stop));
    const first = town.indexOf(true);
    const last = town.lastIndexOf(true);
    expect(first).toBeGreaterThan(0);
    expect(town.slice(first, last + 1).every(Boolean)).toBe(true);
    // Out by a ride the distance needs, never a walk.
    expect(stops[first]!.mode).not.toBe('walk');
    expect(stops[first]!.travelMinutes).toBeGreaterThanOrEqual(30);
    // And back: the day's duration includes the way home.
    const back = stops[last + 1];
    expect(back).toBeDefined();
    expect(back!.mode).not.toBe('walk');
    expect(back!.travelMinutes).toBeGreaterThanOrEqual(30);
  });

  it.each(DAY_TRIPS)('%s: lunch is eaten in the town, at lunchtime', (text) => {
    const result = planned(text);
    const lunch = result.draft.stops.find(
      (stop) => isMealStop(stop) && stop.start >= 690 && stop.start <= 870,
    );
    expect(lunch).toBeDefined();
    expect(inTown(result, lunch!)).toBe(true);
  });

  it.each(DAY_TRIPS)('%s: the town’s sights are seen in daylight', (text) => {
    const result = planned(text);
    const sunset = result.grounded.sunset!;
    const sights = result.draft.stops.filter((stop) => inTown(result, stop) && !isMealStop(stop));
    expect(sights.length).toBeGreaterThan(0);
    for (const sight of sights) expect(sight.end).toBeLessThanOrEqual(sunset + 15);
  });

  it('takes what the person asked for after naming the town to the town', () => {
    const result = planned(
      'Tagesausflug von München an den Tegernsee am Sonntag, Schifffahrt und Bräustüberl',
    );
    const boat = result.draft.stops.find((stop) => stop.kind === 'boat_trip');
    expect(boat).toBeDefined();
    expect(inTown(result, boat!)).toBe(true);
  });

  it('names the town as where a stop in it is, not a neighbourhood of the city', () => {
    const result = planned('From Florence a day in Siena on Saturday');
    const index = result.draft.stops.findIndex((stop) => inTown(result, stop) && !stop.placeName);
    expect(index).toBeGreaterThan(0);
    expect(result.plan.steps[index]!.to_location_name).toMatch(/Siena/);
  });
});

describe('where a day out sets out from, and when', () => {
  it.each([
    ['Sábado por la mañana excursión de Madrid a Toledo', 'Madrid', 'Toledo'],
    ['day trip from Lisbon to Sintra on Saturday', 'Lisbon', 'Sintra'],
    ['Ausflug von München nach Salzburg am Sonntag', 'Munich', 'Salzburg'],
    ['gita da Firenze a Siena domenica', 'Florence', 'Siena'],
  ])('%s: the city set out from is the plan’s, the place gone to is the day out', (text, city, town) => {
    const result = planned(text);
    expect(result.request.place.city?.name).toBe(city);
    expect(townOf(result)?.name).toBe(town);
  });

  it.each([
    ['from London to Paris for our anniversary, dinner and a walk', 'Paris'],
    ['Veniamo da Milano a Bologna sabato, tortellini e portici', 'Bologna'],
  ])('%s: farther than a day, or said with a verb of coming, the destination is the place', (text, city) => {
    const result = planned(text);
    expect(result.request.place.city?.name).toBe(city);
    expect(result.request.outOfTown ?? []).toEqual([]);
  });

  it.each([
    ['Saturday afternoon trip from Lisbon to Sintra', 720],
    ['Samstagnachmittag ein Ausflug von München zum Tegernsee', 720],
    ['Sábado por la mañana excursión de Madrid a Toledo', 480],
  ])('%s: a said part of the day is when the day out begins, and no dinner is added', (text, from) => {
    const stops = planned(text).draft.stops;
    expect(stops[0]!.start).toBeGreaterThanOrEqual(from);
    expect(stops[0]!.start).toBeLessThan(from + 240);
    expect(stops.some((stop) => isMealStop(stop) && stop.start >= 1080)).toBe(false);
  });

  it.each([
    ['From Florence a day in Siena on Saturday', /\ba day\b/i],
    ['Nous sommes à Lyon, samedi une journée à Annecy', /journée/],
    ['Ausflug von München nach Salzburg am Samstag', /\bTag\b/],
  ])('%s: a day out from morning to evening is called a day', (text, word) => {
    expect(planned(text).plan.overall_theme_description).toMatch(word);
  });
});

describe('the meals a day out adds', () => {
  it.each([...DAY_TRIPS, 'gita da Firenze a Siena domenica'])(
    '%s: lunch in the town and dinner back home are not the same kind of meal',
    (text) => {
      const meals = planned(text)
        .draft.stops.filter(isMealStop)
        .map((stop) => stop.kind);
      expect(new Set(meals).size).toBe(meals.length);
    },
  );
});

describe('what is said right before the town with an "in"', () => {
  it.each([
    [
      'Floripa quinta, ostras no Ribeirão da Ilha à tarde e pôr do sol na Lagoa da Conceição',
      'oysters',
      'Ribeirão da Ilha',
    ],
    ['Saturday from Lisbon: lunch in Sintra and a walk', 'lunch', 'Sintra'],
  ])('is had in the town (%s)', (text, kind, town) => {
    const result = planOffline(text, { now: new Date('2026-11-23T10:00:00Z') });
    if (!('plan' in result)) throw new Error('refused');
    const stop = result.draft.stops.find((candidate) => candidate.kind === kind);
    expect(stop?.area).toBe(town);
  });
});

describe('a long day out with much asked for', () => {
  it('stays a date of at most seven stops: a wait left is lingered over, not filled with an eighth', () => {
    const result = planned(
      'plan romantico a Guatapé desde Medellín, un dia entre semana, con paseo en lancha x el embalse y subir la piedra del peñol',
    );
    expect(townOf(result)?.name).toBe('Guatapé');
    expect(result.draft.stops.length).toBeLessThanOrEqual(7);
  });
});

describe('the address of a stop in the town', () => {
  it("is the town's, in its own country, never the city's: Salzburg, Austria from Munich", () => {
    const result = planned('Ausflug von München nach Salzburg am Samstag');
    const away = result.draft.stops
      .map((stop, index) => ({ stop, step: result.plan.steps[index]! }))
      .filter(({ stop }) => inTown(result, stop));
    expect(away.length).toBeGreaterThan(0);
    for (const { step } of away) {
      expect(step.to_location_address).toMatch(/Salzburg, Österreich$/);
      expect(step.to_location_address).not.toMatch(/München|Deutschland/);
    }
  });

  it('keeps the city beside a town in the same country, as maps search it: Sintra, Lisbon, Portugal', () => {
    const result = planned('Day trip from Lisbon to Sintra on Saturday');
    const away = result.draft.stops.filter((stop) => inTown(result, stop));
    expect(away.length).toBeGreaterThan(0);
    for (const stop of away) {
      const step = result.plan.steps[result.draft.stops.indexOf(stop)]!;
      expect(step.to_location_address).toMatch(/Sintra, Lisbon, Portugal$/);
    }
  });
});
