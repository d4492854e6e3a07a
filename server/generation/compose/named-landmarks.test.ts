import { describe, expect, it } from 'vitest';
import { planOffline, type PlanResult } from '../pipeline';
import type { Refusal } from '../request';
import { landmarksIn } from '../world/landmarks/all-landmarks';
import { findLandmarkByName } from './landmarks';

const NOW = new Date('2026-11-23T10:00:00Z');

function planned(text: string): PlanResult {
  const result: PlanResult | Refusal = planOffline(text, { now: NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return result;
}

describe('a landmark the person names', () => {
  it.each([
    ['Colosseum', 'Rome', 'IT', 'Colosseo'],
    ['the Trevi Fountain', 'Rome', 'IT', 'Fontana di Trevi'],
    ['Sacré-Coeur', 'Paris', 'FR', 'Basilique du Sacré-Cœur'],
    ['Eiffel Tower', 'Paris', 'FR', 'Tour Eiffel'],
    ['Belém Tower', 'Lisbon', 'PT', 'Torre de Belém'],
    ['Arpoador', 'Rio de Janeiro', 'BR', 'Pedra do Arpoador'],
  ])('is found in the catalog by its everyday name: %s', (name, city, country, catalogName) => {
    expect(findLandmarkByName(name, landmarksIn(city, country))?.name).toBe(catalogName);
  });

  it('is where the sunset is watched when the person puts the two together', () => {
    for (const text of [
      'anniversary sunset at Sacré-Coeur then dinner',
      'coucher de soleil au Sacré-Cœur puis dîner',
      'aniversário da minha namorada no Rio! praia, pôr do sol no Arpoador e um rodízio',
    ]) {
      const { draft, plan } = planned(text);
      const atSunset = draft.stops.filter((stop) => stop.atSunset);
      expect(atSunset, text).toHaveLength(1);
      expect(atSunset[0]?.placeName, text).toMatch(/Sacré-C(oe|œ)ur|Arpoador/);
      // The sunset is that stop, not one more generic viewpoint beside it.
      expect(
        draft.stops.filter((stop) => stop.kind === 'sunset_spot' && !stop.placeName),
        text,
      ).toEqual([]);
      expect(
        plan.steps.some((step) => step.to_location_name === atSunset[0]?.placeName),
        text,
      ).toBe(true);
    }
  });

  it('places a date that names no city in the landmark’s city, and makes the landmark a stop', () => {
    const { grounded, plan } = planned('Colosseum and gelato');
    expect(grounded.cityName).toBe('Rome');
    expect(plan.steps[0]?.to_location_name).toBe('Colosseum');
    expect(plan.steps[0]?.to_location_address).toContain('Rome');
  });

  it('keeps the name the person used, in capitals, when they wrote it in lower case', () => {
    expect(planned('trevi fountain at night and a trattoria').plan.steps[0]?.to_location_name).toBe(
      'Trevi Fountain',
    );
    expect(planned('colosseum then pizza').plan.steps[0]?.to_location_name).toBe('Colosseum');
  });

  it('is named alone in the theme’s list of stops, never with its step title’s own colon', () => {
    for (const text of [
      'anniversary sunset at Sacré-Coeur then dinner',
      'Trocadéro at sunset, then dinner in Paris',
    ]) {
      const { plan } = planned(text);
      const list = plan.overall_theme_description.split(/:\s/).slice(1).join(': ');
      expect(list, plan.overall_theme_description).not.toMatch(/:/);
    }
  });
});

describe('a sight named by words the catalog holds only in part', () => {
  it('is the landmark of that name or quarter, never the city’s best-known sight of its kind', () => {
    const { draft } = planned('Rome on Saturday: the Vatican in the morning, then lunch');
    const names = draft.stops.map((stop) => stop.placeName);
    expect(names).not.toContain('Colosseo');
    expect(names.some((name) => name === 'Musei Vaticani' || name === 'Basilica di San Pietro')).toBe(true);
  });
});
