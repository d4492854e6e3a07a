import { describe, expect, it } from 'vitest';
import { KIND_CATALOG } from '../kinds/catalog';
import { sameArea } from './areas';
import { plannedFor } from './compose-test-helpers';
import { curatedCity } from '../world/gazetteer';
import { distanceKm } from '../world/distance';
import { institutionsIn } from '../world/institutions/institutions';
import { landmarksIn } from '../world/landmarks/all-landmarks';

const planned = plannedFor;

describe('landmarkChooser: a meal placed in a neighbourhood happens there', () => {
  it('keeps the meal in the area the person named, in four languages', () => {
    for (const [text, area] of [
      ['dinner in Trastevere, Rome', 'Trastevere'],
      ['anniversario a Roma, cena romantica a Trastevere e passeggiata, 200 euro in due', 'Trastevere'],
      ['Lisboa: jantar em Alfama', 'Alfama'],
      ['Paris, dîner dans le Marais', 'Marais'],
    ] as const) {
      const { draft } = planned(text);
      const meals = draft.stops.filter((stop) => KIND_CATALOG[stop.kind].meal);
      expect(meals.length, text).toBeGreaterThan(0);
      for (const meal of meals)
        expect(
          sameArea((meal.area ?? '').replace(/^le /i, ''), area),
          `${text}: ${meal.placeName} in ${meal.area}`,
        ).toBe(true);
    }
  });
});

describe('a neighbourhood named instead of its city is where the date is', () => {
  // The neighbourhood placed the date in its city ("Trastevere" is Rome); it had been taken as the
  // city's name and lost, so the dinner went to Testaccio and a gelato to the Pantheon.
  const cases = [
    ['dinner in Trastevere on Saturday', 'Rome', 'IT', 'Trastevere'],
    ['cena romantica a Trastevere sabato sera, poi un gelato', 'Rome', 'IT', 'Trastevere'],
    ['drinks in Shoreditch tonight', 'London', 'GB', 'Shoreditch'],
    ['tapas en la latina el sábado por la noche', 'Madrid', 'ES', 'La Latina'],
  ] as const;

  it('plans its meals and drinks in it, in three languages', () => {
    for (const [text, city, , area] of cases) {
      const { draft } = planned(text);
      expect(draft.grounded.curatedName, text).toBe(city);
      const wished = draft.stops.filter((stop) => stop.requested);
      expect(wished.length, text).toBeGreaterThan(0);
      for (const stop of wished.filter((stop) => stop.kind !== 'walk'))
        expect(stop.area, `${text}: ${stop.placeName}`).toBe(area);
    }
  });

  it('keeps the real places it adds within a short walk of it', () => {
    for (const [text, city, country, area] of cases) {
      const { draft } = planned(text);
      const centre = curatedCity(city, country)?.areas.find((known) => known.name === area);
      expect(centre, text).toBeDefined();
      const places = [...landmarksIn(city, country), ...institutionsIn(city, country)];
      const added = draft.stops.filter((stop) => stop.landmark);
      for (const stop of added) {
        const place = places.find((known) => known.name === stop.placeName);
        expect(place, `${text}: ${stop.placeName}`).toBeDefined();
        expect(
          distanceKm(centre!, place!),
          `${text}: ${stop.placeName} is too far from ${area}`,
        ).toBeLessThanOrEqual(1.2);
      }
    }
  });
});

describe('a date in one neighbourhood, with a sight asked for by itself', () => {
  it('goes to the city’s own sight, wherever it is', () => {
    const { draft } = planned('Sydney: morning swim at Bondi, brunch, then the aquarium');
    expect(draft.stops.find((stop) => stop.kind === 'aquarium')?.placeName).toBe('SEA LIFE Sydney Aquarium');
  });
});
