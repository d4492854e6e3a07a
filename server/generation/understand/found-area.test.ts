import { describe, expect, it } from 'vitest';
import { readRequest } from './read-for-tests';

describe('withFoundArea: the neighbourhood that names the city is where the date is', () => {
  it('keeps it as a named neighbourhood, under the name the city knows it by', () => {
    for (const [text, city, area] of [
      ['dinner in Trastevere on Saturday', 'Rome', 'Trastevere'],
      ['a date in le marais', 'Paris', 'Le Marais'],
      ['tapas en la latina el sábado', 'Madrid', 'La Latina'],
      ['Alfama à noite: fado e jantar', 'Lisbon', 'Alfama'],
    ] as const) {
      const request = readRequest(text);
      expect(request.place.city?.name, text).toBe(city);
      expect(
        request.namedPlaces.map((named) => [named.name, named.isArea]),
        text,
      ).toEqual([[area, true]]);
    }
  });

  it('gives the wish said with it that neighbourhood', () => {
    const request = readRequest('drinks in Shoreditch tonight');
    expect(request.wanted.map((wanted) => [wanted.kind, wanted.area])).toEqual([['bar', 'Shoreditch']]);
  });

  it('reads the word the city’s neighbourhoods open with as the neighbourhood', () => {
    // "Palermo" had become a historic site of its own at 17:09, three hours before the parrilla.
    const request = readRequest(
      'primer cita en Buenos Aires el viernes a la noche, algo en Palermo, una parrilla y después un bar',
    );
    expect(request.namedPlaces.map((named) => [named.name, named.isArea])).toEqual([['Palermo', true]]);
  });

  it('leaves a city named by its own name without a neighbourhood', () => {
    expect(readRequest('dinner in Rome on Saturday').namedPlaces).toEqual([]);
  });
});
