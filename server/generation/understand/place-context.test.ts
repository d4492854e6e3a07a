import { describe, expect, it } from 'vitest';
import type { Language } from '../request';
import { findPlace } from './place';
import { readRequest } from './read-for-tests';
import { understand } from './understand';

function where(text: string, language: Language) {
  const found = findPlace(text, language);
  return found
    ? {
        name: found.city.name,
        country: found.city.country,
        admin1: found.city.admin1,
        ...(found.country ? { for: found.country } : {}),
      }
    : null;
}

describe('a namesake resolved by its state, province or country', () => {
  it.each<[string, Language, string, string, string | null]>([
    ['A date in Portland, Maine', 'en', 'Portland', 'US', 'ME'],
    ['Dinner in Portland ME on Friday', 'en', 'Portland', 'US', 'ME'],
    ['portland (maine, not oregon lol) on saturday, lobster rolls', 'en', 'Portland', 'US', 'ME'],
    ['Dinner in Springfield IL', 'en', 'Springfield', 'US', 'IL'],
    ['A date in Victoria, BC', 'en', 'Victoria', 'CA', '02'],
    ['Una cita en Mérida, Yucatán, con cochinita pibil', 'es', 'Mérida', 'MX', '31'],
    ['Cena en Córdoba, Veracruz', 'es', 'Córdoba', 'MX', '30'],
    ['Um jantar em Santa Maria, RS', 'pt', 'Santa Maria', 'BR', '23'],
    ['Ein Abend in Frankfurt, Brandenburg', 'de', 'Frankfurt (Oder)', 'DE', '11'],
  ])('%s → %s', (text, language, name, country, admin1) => {
    expect(where(text, language)).toMatchObject({ name, country, ...(admin1 ? { admin1 } : {}) });
  });

  it('reads a country written straight after the town, with no comma', () => {
    expect(where('me n bae in port antonio jamaica friday!!', 'en')).toMatchObject({
      name: 'Port Antonio',
      country: 'JM',
    });
    expect(where('Una cita en San José Costa Rica', 'es')).toMatchObject({ name: 'San José', country: 'CR' });
    expect(where('Un dîner à Hamilton Ontario', 'fr')).toMatchObject({ name: 'Hamilton', country: 'CA' });
  });

  it('ignores a region none of the namesakes lies in ("para" is a word, not Pará)', () => {
    expect(where('Lisboa, para jantar com a minha mulher', 'pt')).toMatchObject({
      name: 'Lisbon',
      country: 'PT',
    });
  });

  it('keeps a region named like its seat a city ("Oaxaca"); a region alone is its main city, chosen', () => {
    expect(where('Una cena en Oaxaca', 'es')).toMatchObject({ name: 'Oaxaca', country: 'MX' });
    expect(where('Cena en Santander con tapas', 'es')).toMatchObject({ name: 'Santander', country: 'ES' });
    expect(findPlace('un fin de semana en Andalucía', 'es')).toMatchObject({
      city: { name: 'Sevilla', country: 'ES' },
      region: 'Andalucía',
    });
    expect(findPlace('somewhere in the Algarve, seafood', 'en')).toMatchObject({
      city: { name: 'Faro', country: 'PT' },
      region: 'Algarve',
    });
    // "Georgia" is a state and a country: it says too little to choose a city.
    expect(where('a weekend in Georgia', 'en')).toBeNull();
  });
});

describe('a namesake resolved by the money the text counts in', () => {
  it.each<[string, Language, string]>([
    ['Una cena en Córdoba con 200 mil pesos', 'es', 'AR'],
    ['Una cena en Córdoba, unos 100 euros', 'es', 'ES'],
    ['A date in San José, about 30000 colones', 'en', 'CR'],
    ['late night date in cdmx, maybe somewhere in roma. 800 pesos for both', 'en', 'MX'],
    ['Un dîner à Córdoba, 50 000 pesos pour deux', 'fr', 'AR'],
  ])('%s → %s', (text, language, country) => {
    expect(where(text, language)?.country).toBe(country);
  });
});

describe('a namesake resolved by a neighbourhood or landmark the text names', () => {
  it.each<[string, Language]>([
    ['Dinner in Cambridge, then a walk around Harvard Square', 'en'],
    ['Un dîner à Cambridge puis Harvard Square', 'fr'],
    ['Abendessen in Cambridge, danach Harvard Square', 'de'],
  ])('%s → Cambridge, Massachusetts', (text, language) => {
    expect(where(text, language)).toMatchObject({ name: 'Cambridge', country: 'US', admin1: 'MA' });
  });

  it('leaves the better-known namesake when nothing says otherwise', () => {
    expect(where('Dinner in Cambridge and punting', 'en')?.country).toBe('GB');
  });
});

describe('a city the text names over a neighbourhood or landmark of another', () => {
  it.each<[string, Language, string]>([
    ['Madrid, cena y copas en Trastevere', 'es', 'Madrid'],
    ['Lyon, dîner puis un verre à Montmartre', 'fr', 'Lyon'],
    ['Lisboa, quarta à hora de almoço, só temos 1h30 porque trabalhamos os dois na Baixa.', 'pt', 'Lisbon'],
    ['BH sábado de manhã: Mercado Central, pão de queijo', 'pt', 'Belo Horizonte'],
    ['Porto, dinner and then drinks in Alfama', 'en', 'Porto'],
  ])('%s → %s', (text, language, name) => {
    expect(where(text, language)?.name).toBe(name);
  });

  it('still reads a neighbourhood named alone as its city', () => {
    expect(where('Ein Abend in Kreuzberg', 'de')?.name).toBe('Berlin');
    expect(where('Una cena en Trastevere', 'es')?.name).toBe('Rome');
    expect(where('Un soir à Montmartre', 'fr')?.name).toBe('Paris');
  });
});

describe('a namesake resolved by a dish or dance asked for', () => {
  it.each<[string, Language]>([
    ['Una cena en Córdoba con asado y tango', 'es'],
    ['Dîner à Córdoba puis tango', 'fr'],
    ['Abendessen in Córdoba, danach Tango', 'de'],
  ])('%s → Argentina', (text, language) => {
    expect(findPlace(text, language, ['dinner', 'asado', 'tango'])?.city.country).toBe('AR');
  });

  it('says nothing without the kinds, or with kinds of the other namesake', () => {
    expect(findPlace('Una cena en Córdoba', 'es')?.city.country).toBe('ES');
    expect(
      findPlace('Una cena en Córdoba con tapas y flamenco', 'es', ['tapas', 'flamenco'])?.city.country,
    ).toBe('ES');
  });

  it('is read from the understood request, end to end', () => {
    const request = understand('Una cena en Córdoba con asado y tango', new Date('2026-11-27T10:00:00Z'));
    expect('refused' in request ? null : request.place.city?.country).toBe('AR');
  });
});

describe('villages of 500 to 1,000 people', () => {
  it.each<[string, Language]>([
    ['Ein Abend in Hallstatt am See', 'de'],
    ['A weekend in Hallstatt by the lake', 'en'],
    ['Un week-end à Hallstatt', 'fr'],
  ])('finds Hallstatt (779 people): %s', (text, language) => {
    expect(where(text, language)).toMatchObject({ name: 'Hallstatt', country: 'AT' });
  });

  it('reads a village named like an English word or first name as the word in a text without capitals', () => {
    expect(where('dinner in secretary tonight', 'en')).toBeNull();
    expect(where('cena in portal stasera', 'it')).toBeNull();
    expect(where('un dîner à bruno ce soir', 'fr')).toBeNull();
    expect(where('ein abend in hallstatt am see', 'de')).toMatchObject({ name: 'Hallstatt' });
    expect(where('un week-end à hallstatt', 'fr')).toMatchObject({ name: 'Hallstatt' });
  });

  it('needs a place word before a village and a capital when the text has capitals', () => {
    // "Hallstatt" is no word, yet a village without "in", "à", "nach"… is not read as the place.
    expect(where('Dinner and Hallstatt photos, a cosy evening', 'en')).toBeNull();
    expect(where('A quiet dinner in hallstatt style, then a Walk', 'en')).toBeNull();
  });
});

describe('a country named alone', () => {
  it.each<[string, Language, string, string]>([
    ['a weekend in Portugal', 'en', 'PT', 'Lisbon'],
    ['un finde en Colombia', 'es', 'CO', 'Bogotá'],
    ['ein Abend in Österreich', 'de', 'AT', 'Vienna'],
    ['una cena in Giappone con sushi', 'it', 'JP', 'Tokyo'],
    ['Um jantar no Brasil', 'pt', 'BR', 'São Paulo'],
    ['A weekend in the Netherlands', 'en', 'NL', 'Amsterdam'],
    ['Ein Abend in der Schweiz', 'de', 'CH', 'Zürich'],
  ])('%s → %s, %s', (text, language, country, name) => {
    expect(where(text, language)).toMatchObject({ name, country, for: country });
  });

  it('is not the place when it is where someone comes from, or when a city is named too', () => {
    expect(where('My wife is from Portugal, dinner tonight', 'en')).toBeNull();
    // Georgia is a state too: the name says too little to choose a city.
    expect(where('A weekend in Georgia', 'en')).toBeNull();
    expect(where('Porto, Portugal: dinner by the river', 'en')).toMatchObject({
      name: 'Porto',
      country: 'PT',
    });
    expect(where('A weekend in Portugal: Porto, port wine and the river', 'en')?.name).toBe('Porto');
  });
});

describe('a neighbourhood sharing its name with a landmark in it', () => {
  it('is the landmark when it is said as a place to go ("a coffee house and Schönbrunn")', () => {
    const named = readRequest('morning date in Vienna, a coffee house and Schönbrunn').namedPlaces;
    expect(named.map((place) => [place.name, place.isArea])).toEqual([['Schönbrunn', false]]);
  });

  it('is the neighbourhood when said as where something else is had ("pastéis de nata in Belém")', () => {
    const named = readRequest('pastéis de nata in Belém on Saturday, Lisbon').namedPlaces;
    expect(named.map((place) => [place.name, place.isArea])).toEqual([['Belém', true]]);
  });

  it('is the green people call by that name ("el Retiro", the Parque del Retiro)', () => {
    const named = readRequest('Madrid el sábado: un paseo por el Retiro y cena').namedPlaces;
    expect(named.map((place) => [place.name, place.isArea])).toEqual([['Retiro', false]]);
  });
});

describe('a small town said beside the large city it lies in', () => {
  it.each([
    [
      'Floripa quinta, ostras no Ribeirão da Ilha à tarde e pôr do sol na Lagoa da Conceição',
      'Florianópolis',
    ],
    ['ostras no Ribeirão da Ilha, Florianópolis, sábado', 'Florianópolis'],
  ])('leaves the city the place (%s)', (text, city) => {
    expect(readRequest(text).place.city?.name).toBe(city);
  });

  it('keeps a town farther off as the day out it is ("de Madrid a Toledo")', () => {
    expect(readRequest('Sábado por la mañana excursión de Madrid a Toledo').place.city?.name).toBe('Madrid');
  });
});

describe('a namesake resolved by the accents the text writes it with', () => {
  it.each<[string, Language, string]>([
    // Cádiz in the Philippines is larger, and never written with an accent.
    ['Sunset at the beach in Cádiz, then a coffee', 'en', 'ES'],
    ['Sunset at the beach in Cadiz, then a coffee', 'en', 'PH'],
  ])('%s → %s', (text, language, country) => {
    expect(where(text, language)?.country).toBe(country);
  });
});
