import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);

const kinds = (text: string) => read(text).wanted.map((entry) => entry.kind);
const names = (text: string) => read(text).namedPlaces.map((named) => named.name.toLowerCase());

describe('a verb of going whose object is a named place', () => {
  it.each([
    [
      'saturday morning in porto, we want to stroll the ribeira, climb the torre dos clérigos and have a coffee',
      'torre dos cl',
      'climbing',
    ],
    ['Paris on Friday: climb the Eiffel Tower, then dinner in the Marais', 'eiffel', 'climbing'],
    ['Sydney on Saturday: climb the Harbour Bridge at sunset and then oysters', 'harbour bridge', 'climbing'],
  ])('is how that place is visited, not a stop of its own: %s', (text, place, kind) => {
    expect(names(text).some((name) => name.includes(place))).toBe(true);
    expect(kinds(text)).not.toContain(kind);
  });

  it.each([
    ['we love climbing, a bouldering session then beers in Leeds', 'climbing'],
    ['Saturday in Boulder: go climbing in the morning and dinner downtown', 'climbing'],
    ['a hike in the hills near Barcelona and then paella', 'hike'],
    ['Porto tomorrow evening: a rabelo boat on the Douro for sunset, then francesinha', 'boat_trip'],
  ])('leaves the activity when no named place is its object: %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});
