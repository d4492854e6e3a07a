import { describe, expect, it } from 'vitest';
import { kindOfNamedPlace } from './named-places';
import { readRequest } from './read-for-tests';

describe("a named place's own words say what it is", () => {
  it.each([
    ['Guru Sweets', 'en', 'dessert'],
    ['Tasca do Chico', 'pt', 'restaurant'],
    ['Café des Nattes', 'fr', 'cafe'],
    ['Pizza Hut', 'en', 'pizza'],
    ['Blue Bottle Coffee', 'en', 'cafe'],
    ['Bar Italia', 'it', 'bar'],
  ] as const)('%s (%s) is a %s', (name, language, kind) => {
    expect(kindOfNamedPlace(name, language)).toBe(kind);
  });

  it('a name no word of which is read stays a sight', () => {
    expect(kindOfNamedPlace('Little Creatures', 'en')).toBe('historic_site');
    expect(kindOfNamedPlace('Guru Sweets')).toBe('historic_site');
  });
});

describe('what is had from a named shop takes the shop’s kind', () => {
  it.each([
    ['an evening in mysore. kulfi from guru sweets and masala dosa at mylari', 'kulfi', 'Guru Sweets'],
    ['an evening in mysore. before that mysore pak from guru sweets and a walk', 'mysore pak', 'Guru Sweets'],
  ])('%s', (text, wish, shop) => {
    const request = readRequest(text);
    const wanted = request.wanted.find((kind) => kind.span.text === wish);
    expect(wanted?.kind).toBe('dessert');
    expect(request.namedPlaces.find((named) => named.name === shop)?.kind).toBe('dessert');
  });
});

describe('"before that", "avant ça", "prima di questo" carry a list on', () => {
  it.each([
    ['evening in mysore. before that kulfi from guru sweets and a walk.', 'kulfi'],
    ['Lyon samedi soir : dîner dans le Vieux Lyon. Avant ça, un kouign-amann et un verre.', 'kouign-amann'],
    ['Milano sabato sera: cena. Prima di questo, un maritozzo e un aperitivo.', 'maritozzo'],
  ])('%s', (text, wish) => {
    expect(readRequest(text).wanted.map((kind) => kind.span.text)).toContain(wish);
  });
});

describe('the word for a neighbourhood opening its name is no town of that name', () => {
  it.each([
    ['Lisboa à noite: fado no Bairro Alto.', 'Bairro Alto'],
    ['Barcelona el sábado: tapas en el Barrio Gótico.', 'Barrio Gótico'],
  ])('%s', (text, area) => {
    const request = readRequest(text);
    expect(request.outOfTown ?? []).toEqual([]);
    expect(request.namedPlaces.map((named) => named.name)).toContain(area);
  });
});

describe('Italian prepositions with their article are never a dish', () => {
  it('"cena sui Navigli" is a dinner by the Navigli', () => {
    const request = readRequest('Milano sabato sera: cena sui Navigli e un aperitivo.');
    expect(request.wanted.map((kind) => kind.span.text)).not.toContain('sui');
    expect(request.wanted.map((kind) => kind.kind)).toContain('dinner');
  });
});
