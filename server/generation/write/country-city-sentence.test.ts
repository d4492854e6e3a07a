import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import type { Language } from '../request';
import { countryCitySentence } from './country-city-sentence';

const NOW = new Date('2026-11-27T10:00:00Z');

function planned(text: string) {
  const result = planOffline(text, { now: NOW });
  if ('refused' in result) throw new Error(`refused: ${text}`);
  return result;
}

describe('a plan for a country named alone', () => {
  it.each<[string, Language, string, RegExp]>([
    ['A weekend in Portugal: dinner and a walk', 'en', 'Lisbon', /Portugal.*Lisbon/],
    ['Un finde en Colombia, cena y baile', 'es', 'Bogotá', /Colombia.*Bogotá/],
    ['Ein Abend in Österreich mit Wein und Essen', 'de', 'Vienna', /Österreich.*Vienna/],
    ['Un dîner en Suisse samedi soir', 'fr', 'Zürich', /Suisse.*Zürich/],
  ])('%s → %s, said in the first tip in the plan’s language', (text, language, city, said) => {
    const { plan, request } = planned(text);
    expect(request.place.city?.name).toBe(city);
    expect(plan.language).toBe(language);
    expect(plan.general_date_tips[0]).toMatch(said);
  });

  it('never makes the country a stop or a day trip', () => {
    const { plan, request } = planned('A weekend in Colombia, dinner and dancing');
    expect(request.outOfTown ?? []).toEqual([]);
    expect(plan.steps.map((step) => step.to_location_name).join(' ')).not.toMatch(/Colombia/);
  });

  it('says nothing of the kind when a city is named', () => {
    const { plan } = planned('A weekend in Lisbon, Portugal: dinner and a walk');
    expect(plan.general_date_tips[0]).not.toBe(countryCitySentence('PT', 'Lisbon', 'en'));
  });
});
