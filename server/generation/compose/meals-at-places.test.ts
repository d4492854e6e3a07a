import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { plannedFor as planned } from './compose-test-helpers';

beforeAll(() => warmUpPlanner(), 120_000);

describe('a daytime meal said at a place is had at that place', () => {
  it.each([
    ['lunch at a beer garden in munich on saturday, then a museum', 'beer_garden', 'lunch'],
    ['Samstag in München: Mittagessen im Biergarten und danach ins Museum', 'beer_garden', 'lunch'],
    ['brunch at a café in paris on sunday', 'cafe', 'brunch'],
  ])('%s', (text, host, meal) => {
    const { stops } = planned(text).draft;
    const kinds = stops.map((stop) => stop.kind);
    expect(kinds, kinds.join(', ')).not.toContain(meal);
    const hosting = stops.find((stop) => stop.kind === host);
    expect(hosting?.meal, kinds.join(', ')).toBe(meal);
    expect((hosting!.end - hosting!.start) / 60).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['lunch and a beer garden in munich on saturday', 'beer_garden'],
    ['dinner then drinks at a rooftop bar in madrid on friday', 'rooftop_bar'],
  ])('a meal and a place said as two things stay two stops: %s', (text, place) => {
    const kinds = planned(text).draft.stops.map((stop) => stop.kind);
    expect(kinds).toContain(place);
    expect(kinds.some((kind) => kind === 'lunch' || kind === 'dinner')).toBe(true);
  });
});
