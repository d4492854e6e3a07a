import { describe, expect, it } from 'vitest';
import { Random } from '../../compose/random';
import { isKindId } from '../../kinds/kind-ids';
import { distanceKm } from '../distance';
import { CURATED_CITIES } from '../gazetteer';
import { ALL_INSTITUTIONS, institutionFor, institutionsIn } from './institutions';

const needs = (constraints: string[] = []) => ({
  constraints: constraints as never[],
  used: new Set<string>(),
  allowed: () => true,
});

describe('the offline institutions', () => {
  it('lists at least 8 long-standing food and drink places in each of the 73 curated cities', () => {
    expect(CURATED_CITIES).toHaveLength(73);
    for (const city of CURATED_CITIES) {
      expect(institutionsIn(city.name, city.country).length, city.name).toBeGreaterThanOrEqual(8);
    }
  });

  it('gives each a kind, an area and coordinates within the city, once per city', () => {
    for (const institution of ALL_INSTITUTIONS) {
      const city = CURATED_CITIES.find(
        (candidate) => candidate.name === institution.city && candidate.country === institution.country,
      );
      expect(city, institution.city).toBeDefined();
      expect(isKindId(institution.kind), institution.name).toBe(true);
      expect(institution.area.length, institution.name).toBeGreaterThan(0);
      // Chía (Andrés Carne de Res) and Bellevue (the Loveless Cafe) lie furthest out, about 30 km.
      expect(distanceKm(city!, institution), institution.name).toBeLessThan(35);
    }
    const names = ALL_INSTITUTIONS.map((institution) => `${institution.city}|${institution.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('stands in for a kind of stop only when the kind and the request fit', () => {
    const random = new Random('test');
    const pastry = institutionFor('dessert', 'Lisbon', 'PT', null, needs(), random);
    expect(['pastry', 'dessert', 'cake', 'gelato', 'ice_cream', 'chocolate']).toContain(pastry?.kind);
    expect(institutionFor('dinner', 'Paris', 'FR', null, needs(['vegan']), random)).toBeNull();
    expect(institutionFor('bar', 'Dublin', 'IE', null, needs(['no_alcohol']), random)).toBeNull();
    expect(institutionFor('cafe', 'Vienna', 'AT', null, needs(['step_free']), random)).toBeNull();
    expect(institutionFor('dinner', 'Dubai', 'AE', null, needs(['halal']), random)?.name).toBeTruthy();
    expect(institutionFor('museum', 'Paris', 'FR', null, needs(), random)).toBeNull();
    expect(institutionFor('cafe', null, null, null, needs(), random)).toBeNull();
  });

  it('never makes an everyday dinner of a tasting menu, at an everyday price', () => {
    const barranco = { name: 'Barranco', tags: [], lat: -12.1494, lon: -77.0215 };
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      for (const kind of ['dinner', 'restaurant', 'lunch'] as const) {
        const chosen = institutionFor(kind, 'Lima', 'PE', barranco, needs(), new Random(seed));
        expect(['fine_dining', 'tasting_menu']).not.toContain(chosen?.kind);
      }
    }
    expect(institutionFor('fine_dining', 'Lima', 'PE', barranco, needs(), new Random('a'))?.name).toBe(
      'Central',
    );
  });

  it('takes one near the rest of the date and never one already in the plan', () => {
    const random = new Random('near');
    const chiado = { name: 'Chiado', tags: [], lat: 38.7107, lon: -9.1421 };
    const cafe = institutionFor('cafe', 'Lisbon', 'PT', chiado, needs(), random);
    expect(distanceKm(chiado, cafe!)).toBeLessThan(1.5);
    const used = new Set(institutionsIn('Lisbon', 'PT').map((institution) => institution.name));
    expect(institutionFor('cafe', 'Lisbon', 'PT', chiado, { ...needs(), used }, random)).toBeNull();
  });
});
