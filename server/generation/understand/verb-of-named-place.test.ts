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

describe('an activity verb says how its named place is had', () => {
  it.each([
    ['cape town date sat morning: hike lions head then breakfast in kalk bay?', "lion's head"],
    ['Hong Kong on Sunday morning: hike Dragon’s Back, then dim sum', 'dragon’s back'],
    ['Rio sábado de manhã: fazer trilha no Morro Dois Irmãos e depois almoço', 'morro dois irmãos'],
  ])('%s', (text, place) => {
    const named = read(text).namedPlaces.find(
      (each) => each.name.toLowerCase().replace("'", '’') === place.replace("'", '’'),
    );
    expect(named?.kind).toBe('hike');
  });

  it('a way of getting there leaves the place as it is: "ride the London Eye"', () => {
    expect(read('London on Saturday: ride the London Eye, then dinner').namedPlaces[0]?.kind).toBeUndefined();
  });
});
