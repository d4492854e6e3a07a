import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import type { Language } from '../request';
import { countryCitySentence, regionCitySentence } from './country-city-sentence';

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

describe('a plan for a region named alone', () => {
  it.each<[string, Language, string, RegExp]>([
    ['A weekend in Tuscany with my wife, dinner and a walk', 'en', 'Florence', /Tuscany.*Florence/],
    ['Somewhere in the Algarve on saturday, seafood and a beach walk', 'en', 'Faro', /Algarve.*Faro/],
    ['Un fin de semana en Andalucía con mi novia, tapas y flamenco', 'es', 'Sevilla', /Andalucía.*Sevilla/],
    ['Ein Wochenende in Bayern mit meiner Freundin, Biergarten', 'de', 'Munich', /Bayern.*Munich/],
    ['Un week-end en Provence avec ma copine, marché et dîner', 'fr', 'Marseille', /Provence.*Marseille/],
    ['Un weekend in Toscana con la mia ragazza, vino e cena', 'it', 'Florence', /Toscana.*Florence/],
  ])('%s → %s, said in the first tip in the plan’s language', (text, language, city, said) => {
    const { plan, request } = planned(text);
    expect(request.place.city?.name).toBe(city);
    expect(plan.language).toBe(language);
    expect(plan.general_date_tips[0]).toMatch(said);
    expect(plan.steps.map((step) => step.to_location_name).join(' ')).not.toMatch(/Tuscany|Algarve|Provence/);
  });

  it('says nothing of the kind when a town of the region is named', () => {
    const { plan } = planned('A weekend in Siena, Tuscany: dinner and a walk');
    expect(plan.general_date_tips[0]).not.toBe(regionCitySentence('Tuscany', 'Siena', 'en'));
  });
});
