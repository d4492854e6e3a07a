import { describe, expect, it } from 'vitest';
import { type PlanResult } from '../pipeline';
import { checkLogistics } from '../check/logistics';
import { plannedFor, TEST_NOW } from './compose-test-helpers';

const planned = plannedFor;

/** The stops that close at dusk, with when they end against the sunset. */
const parks = ({ draft }: PlanResult) =>
  draft.stops.filter((stop) => stop.kind === 'park').map((stop) => stop.end - (draft.grounded.sunset ?? 0));

/** One park, ending within half an hour of sunset at the latest, as its hours say. */
function expectOneParkByDusk(result: PlanResult, text: string) {
  const ends = parks(result);
  expect(ends.length, text).toBe(1);
  expect(ends[0]!, text).toBeLessThanOrEqual(30);
}

describe('places that close at dusk', () => {
  it.each([
    'Ciudad de México este domingo: tacos al pastor en la Roma y luego Chapultepec',
    'ice cream and a walk in the park in London on Friday',
    'un paseo en el parque y luego churros en Madrid el sábado',
  ])('with no time said, a park asked for makes the date a daytime one: %s', (text) => {
    expectOneParkByDusk(planned(text), text);
  });

  it.each([
    'New York, no museums please, a park and a viewpoint then dinner',
    'a walk in the park and dinner in London',
    'una passeggiata nel parco e poi cena a Milano sabato',
  ])('a park asked for before a dinner is had in daylight, the dinner at its hour: %s', (text) => {
    const result = planned(text);
    expectOneParkByDusk(result, text);
    const dinner = result.draft.stops.find(
      (stop) => stop.kind === 'dinner' || (stop.requested && stop.start >= 1080),
    );
    expect(dinner?.start, text).toBeGreaterThanOrEqual(result.draft.grounded.meals.dinner - 60);
    expect(
      result.draft.findings.filter((finding) => finding.type === 'kind_replaced'),
      text,
    ).toEqual([]);
  });

  it.each([
    'cheap. we are broke students in Manchester. free stuff only basically. £20 max',
    'free date ideas in Leeds tonight, we have no money',
  ])('a free stop that replaces a paid one is open at its hour: %s', (text) => {
    const result = planned(text);
    expect(
      checkLogistics(result.draft, TEST_NOW).filter((issue) => issue.check === 'hours'),
      text,
    ).toEqual([]);
    expect(
      parks(result).every((end) => end <= 30),
      text,
    ).toBe(true);
  });
});
