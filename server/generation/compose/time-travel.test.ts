import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { saysCar } from '../understand/car';
import { outOfTownPlaces } from '../understand/out-of-town';
import { isRefusal, understand } from '../understand/understand';
import { distanceKm } from '../world/distance';
import { drivingMinutes } from './areas';
import { plannedFor, TEST_NOW } from './compose-test-helpers';

const planned = plannedFor;

describe('a car', () => {
  it.each([
    'We have a car',
    'we’re driving up from the coast',
    'tenemos coche',
    'on y va en voiture',
    'vamos de carro',
    'wir fahren mit dem Auto',
    'abbiamo la macchina',
  ])('“%s” says the couple drive', (text) => expect(saysCar(text)).toBe(true));

  it.each(['a car museum', 'dinner and a drive-in movie', 'a cable car ride'])('“%s” does not', (text) =>
    expect(saysCar(text)).toBe(false),
  );

  it('drives realistic minutes: through town slowly, then the open road', () => {
    expect(drivingMinutes(24)).toBeGreaterThanOrEqual(35);
    expect(drivingMinutes(24)).toBeLessThanOrEqual(60);
    expect(drivingMinutes(117)).toBeGreaterThanOrEqual(100);
    expect(drivingMinutes(117)).toBeLessThanOrEqual(150);
  });
});

describe('a day trip out of the city', () => {
  const requestOf = (text: string) => {
    const request = understand(text, TEST_NOW);
    if (isRefusal(request)) throw new Error(text);
    return request;
  };

  it('places the named town at its real coordinates, not the city it is planned from', () => {
    const request = requestOf('A day trip from Lisbon to Sintra');
    const sintra = request.outOfTown?.[0];
    expect(sintra?.name).toBe('Sintra');
    expect(distanceKm(sintra!, { lat: 38.80097, lon: -9.37826 })).toBeLessThan(2);
  });

  it('does not take where the couple set out from for where they go', () => {
    const request = requestOf('Day trip to Toledo from Madrid by car');
    expect(request.outOfTown ?? []).toEqual([]);
    expect(outOfTownPlaces('Dinner in Paris then Montmartre', request.place.city, null)).toEqual([]);
  });

  it.each([
    ['Cena en Medellín el sábado, somos de Pereira y nunca hemos ido'],
    ['Dinner in Lisbon on Friday, we live in Setúbal'],
    ['Abendessen in München, wir wohnen in Augsburg'],
  ])('does not take where the couple live or come from for a trip: %s', (text) => {
    expect(requestOf(text).outOfTown ?? []).toEqual([]);
  });

  it('drives there when the couple have a car, with minutes the distance needs', () => {
    const { draft, plan } = planned('A day trip from Lisbon to Sintra, we have a car');
    const index = draft.stops.findIndex((stop) => stop.placeName === 'Sintra');
    const sintra = draft.stops[index]!;
    expect(sintra.mode).toBe('car');
    expect(sintra.travelMinutes).toBeGreaterThanOrEqual(35);
    expect(sintra.routeUnknown).toBeFalsy();
    expect(plan.steps[index]!.estimated_travel_time).toMatch(/by car/);
  });

  it('goes by public transport without a car, never on foot', () => {
    const { draft } = planned('Um passeio de Lisboa a Sintra no sábado');
    const index = draft.stops.findIndex((stop) => stop.placeName === 'Sintra');
    // The leg into the town, or out of it when the day starts there.
    const leg = draft.stops[index === 0 ? 1 : index]!;
    expect(leg.mode).toBe('transit');
    expect(leg.travelMinutes).toBeGreaterThanOrEqual(35);
  });

  it('counts the travel in the total duration', () => {
    const { draft } = planned('A day trip from Lisbon to Sintra, we have a car');
    const stay = draft.stops.reduce((sum, stop) => sum + stop.end - stop.start, 0);
    const travel = draft.stops.reduce((sum, stop) => sum + stop.travelMinutes, 0);
    expect(draft.stops.at(-1)!.end - draft.stops[0]!.start).toBeGreaterThanOrEqual(stay + travel);
  });
});

describe('a stop whose position is unknown', () => {
  it.each([
    ['Dinner at Casa Pepe then drinks at Bar Zurinaga in Madrid', 'Check the route'],
    ['Cena en Casa Pepe y luego copas en Bar Zurinaga en Madrid', 'Consulta la ruta'],
  ])('%s says “%s” instead of invented minutes', (text, words) => {
    const { draft, plan } = planned(text);
    const unknown = draft.stops.findIndex((stop) => stop.routeUnknown);
    expect(unknown).toBeGreaterThan(0);
    expect(plan.steps[unknown]!.estimated_travel_time).toBe(words);
  });
});

describe('what the planner adds after the date has moved on', () => {
  // Dessert had gone back to Tsukiji, 25 minutes by train, after the walk in Asakusa the person asked for.
  it.each([
    ['sushi in Tsukiji then a walk in Asakusa', 'Asakusa'],
    ['Paris samedi : un dîner dans le Marais puis un verre à Montmartre', 'Montmartre'],
  ])('is had on from the last place asked for, not back where the date began: %s', (text, last) => {
    const result = planOffline(text, { now: TEST_NOW });
    if (!('plan' in result)) throw new Error('refused');
    const stops = result.draft.stops;
    const lastAsked = stops.map((stop) => stop.requested).lastIndexOf(true);
    expect(stops[lastAsked]?.area).toBe(last);
    for (const added of stops.slice(lastAsked + 1)) {
      expect(added.area, `${added.kind} after ${last}`).toBe(last);
      expect(added.mode).toBe('walk');
    }
  });
});
