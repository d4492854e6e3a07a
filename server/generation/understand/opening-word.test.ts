import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);

const names = (text: string) => read(text).namedPlaces.map((named) => named.name);

describe('a word capitalised only for opening the sentence, joined to the city', () => {
  it.each([
    ['Sortie de Lyon à Annecy samedi', 'Lyon'],
    ['Excursión de Madrid a Toledo el sábado', 'Madrid'],
    ['Gita da Milano a Como domenica', 'Milano'],
    ['Escapade de Bordeaux à Saint-Émilion dimanche', 'Bordeaux'],
    ['Escapada de Barcelona a Sitges el domingo', 'Barcelona'],
  ])('is what they do from the city, not a place in it: %s', (text, city) => {
    expect(names(text).filter((name) => name.includes(city))).toEqual([]);
  });

  it.each([
    ['Museo de Madrid el sábado y luego tapas', 'Museo de Madrid'],
    ['Saturday in Paris: a walk along the Canal Saint-Martin, then Gare de Lyon', 'Gare de Lyon'],
  ])('a head word or a name past the opening keeps the place: %s', (text, name) => {
    expect(names(text)).toContain(name);
  });
});
