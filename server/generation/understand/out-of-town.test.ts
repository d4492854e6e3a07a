import { describe, expect, it } from 'vitest';
import type { CityRef } from '../request';
import { citiesNamed } from '../world/cities';
import { outOfTownPlaces } from './out-of-town';
import { readRequest } from './read-for-tests';

const cityRef = (name: string, country: string): CityRef => {
  const found = citiesNamed(name).find((city) => city.country === country);
  if (!found) throw new Error(`no ${name}`);
  return found;
};
const tripsIn = (text: string, city: string, country: string) => {
  const start = text.indexOf(city);
  const span = start >= 0 ? { text: city, start, end: start + city.length } : null;
  return outOfTownPlaces(text, cityRef(city, country), span).map((town) => town.name);
};

describe('outOfTownPlaces: a name that is also a word for a sight', () => {
  it('reads "Münster" listed beside sights as the minster, not the town', () => {
    expect(tripsIn('ein halber Tag in Freiburg, Münster, Markt, Bächle', 'Freiburg', 'DE')).toEqual([]);
  });

  it('reads a name after a bare article in lower case as a river, not a town: "an die Elbe"', () => {
    expect(tripsIn('in Hamburg brunchen, danach an die Elbe spazieren', 'Hamburg', 'DE')).toEqual([]);
    expect(tripsIn('in Lyon, une balade sur la Saône', 'Lyon', 'FR')).toEqual([]);
    // A contraction still stands before a town: "no Porto" is where they go.
    expect(tripsIn('De Braga, um dia no Porto', 'Braga', 'PT')).toEqual(['Porto']);
  });

  it('never reads the last words of the city’s own name as another town: "New York" is no York', () => {
    expect(tripsIn('A walk in Central Park then dinner, New York', 'New York City', 'US')).not.toContain(
      'York',
    );
  });

  it('never reads a landmark of the city as a town of the same name: Central Park', () => {
    expect(readRequest('A walk in Central Park then dinner, New York').outOfTown ?? []).toEqual([]);
  });

  it('still reads the town when a place word stands right before it', () => {
    expect(tripsIn('von Dortmund ein Ausflug nach Münster', 'Dortmund', 'DE')).toEqual(['Münster']);
  });

  it('keeps towns listed beside sights when their names are no common word, in three languages', () => {
    expect(tripsIn('Lisboa, Sintra, pastéis de nata', 'Lisboa', 'PT')).toEqual(['Sintra']);
    expect(tripsIn('Madrid, Toledo, tapas', 'Madrid', 'ES')).toEqual(['Toledo']);
    expect(tripsIn('Firenze, Siena, una cena', 'Firenze', 'IT')).toEqual(['Siena']);
  });
});

describe('outOfTownPlaces: an ordinary word that is also a town’s name', () => {
  it('reads it as the word when it ends a list: "Kaffee und Kuchen" is cake, not the town of Kuchen', () => {
    expect(tripsIn('Heidelberg: Schloss und danach Kaffee und Kuchen', 'Heidelberg', 'DE')).toEqual([]);
    expect(tripsIn('Sonntag in Heidelberg: Schloss, dann Kaffee und Kuchen', 'Heidelberg', 'DE')).toEqual([]);
  });

  it('still reads the town when a place word says it is where they go', () => {
    expect(tripsIn('Ausflug von Stuttgart nach Kuchen', 'Stuttgart', 'DE')).toEqual(['Kuchen']);
  });
});

describe('outOfTownPlaces: a word for a sight after an article is the city’s own sight', () => {
  it.each([
    ['sabato in mattinata a Firenze: una passeggiata in Oltrarno, il Duomo e un caffè', 'Firenze', 'IT'],
    ['domenica a Firenze, una passeggiata al Duomo e poi un gelato', 'Firenze', 'IT'],
    ['Samstag in Köln: ein Bummel, dann zum Dom und ein Kölsch', 'Köln', 'DE'],
    ['a morning in Florence: a walk, the Duomo and a coffee', 'Florence', 'IT'],
  ])('%s', (text, city, country) => {
    expect(tripsIn(text, city, country)).toEqual([]);
  });
});

describe('outOfTownPlaces: a town’s name that opens a longer name', () => {
  it.each([
    ['a Verona il 12 dicembre, poi cena in Piazza delle Erbe', 'Verona', 'IT'],
    ['Roma, un gelato e poi una passeggiata a Piazza di Spagna', 'Roma', 'IT'],
  ])('is the first word of that name, not the town: %s', (text, city, country) => {
    expect(tripsIn(text, city, country)).toEqual([]);
  });

  it('is still the town before a German noun, which is capitalised like a name: Tegernsee am Sonntag', () => {
    expect(tripsIn('Tagesausflug von München an den Tegernsee am Sonntag', 'München', 'DE')).toEqual([
      'Tegernsee',
    ]);
  });

  it('is still the town where the name ends with it: a trip from Verona to Mantova', () => {
    expect(tripsIn('da Verona una gita a Mantova, poi cena', 'Verona', 'IT')).toEqual(['Mantova']);
  });
});

describe('outOfTownPlaces: a town whose name has small words inside it', () => {
  it.each([
    [
      'sabato da Bari vecchia: orecchiette e focaccia, il pomeriggio a Polignano a Mare',
      'Bari',
      'IT',
      'Polignano a Mare',
    ],
    [
      'Samstag: Ausflug von München nach Rothenburg ob der Tauber',
      'München',
      'DE',
      'Rothenburg ob der Tauber',
    ],
    ['domenica da Grosseto a Castiglione della Pescaia', 'Grosseto', 'IT', 'Castiglione della Pescaia'],
  ])('is that whole name: %s', (text, city, country, town) => {
    expect(tripsIn(text, city, country)).toEqual([town]);
  });

  it('is gone to after a bare "a": plan romántico a Guatapé desde Medellín', () => {
    expect(tripsIn('plan romántico a Guatapé desde Medellín, un día entre semana', 'Medellín', 'CO')).toEqual(
      ['Guatapé'],
    );
  });

  it('is no wish itself: the "Mare" of Polignano a Mare is no beach', () => {
    const { wanted, outOfTown } = readRequest('sabato a Bari: il pomeriggio a Polignano a Mare, poi cena');
    expect(outOfTown?.map((town) => town.name)).toEqual(['Polignano a Mare']);
    expect(wanted.map((wish) => wish.span.text)).not.toContain('Mare');
  });
});

describe('a town named with the city it is reached from', () => {
  it('"a Bellagio da Milano" is a day at Bellagio, and "il lago di Como" no second town', () => {
    const request = readRequest(
      'gita in giornata a Bellagio da Milano martedì, battello sul lago di Como e risotto al pesce persico',
    );
    expect(request.place.city?.name).toBe('Milan');
    expect((request.outOfTown ?? []).map((town) => town.name)).toEqual(['Bellagio']);
  });
});
