import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { plannedFor as planned } from './compose-test-helpers';

beforeAll(() => warmUpPlanner(), 120_000);

describe('a daytime meal said at a place is had at that place', () => {
  it.each([
    // Beer gardens open for the summer (kinds/opening-hours.ts).
    ['lunch at a beer garden in munich in june, then a museum', 'beer_garden', 'lunch'],
    ['Im Juni in München: Mittagessen im Biergarten und danach ins Museum', 'beer_garden', 'lunch'],
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
    ['lunch and a beer garden in munich in june', 'beer_garden'],
    ['dinner then drinks at a rooftop bar in madrid on friday', 'rooftop_bar'],
  ])('a meal and a place said as two things stay two stops: %s', (text, place) => {
    const kinds = planned(text).draft.stops.map((stop) => stop.kind);
    expect(kinds).toContain(place);
    expect(kinds.some((kind) => kind === 'lunch' || kind === 'dinner')).toBe(true);
  });
});

describe('a beer garden asked for in November', () => {
  it('is shut for the winter: a pub holds the lunch, and the first tip says so', () => {
    const result = planned('lunch at a beer garden in munich on saturday');
    const kinds = result.draft.stops.map((stop) => stop.kind);
    expect(kinds).not.toContain('beer_garden');
    expect(kinds).toContain('pub');
    expect(result.plan.general_date_tips[0]).toMatch(/beer garden/);
  });
});
