import { describe, expect, it } from 'vitest';
import { planOffline, type PlanResult } from '../pipeline';

const NOW = new Date('2026-11-23T10:00:00Z');

function stopsOf(text: string) {
  const result = planOffline(text, { now: NOW }) as PlanResult;
  return { stops: result.draft.stops, sunset: result.grounded.sunset! };
}

describe('the stop that hosts the sunset', () => {
  it.each([
    'A sunset picnic in Lisbon',
    'Un picnic al tramonto a Roma',
    'Un pique-nique au coucher du soleil à Lyon',
  ])('is the outdoor thing asked for right beside it: %s', (text) => {
    const { stops, sunset } = stopsOf(text);
    const picnic = stops.find((stop) => stop.kind === 'picnic');
    expect(picnic?.atSunset).toBe(true);
    expect(picnic!.start).toBeLessThanOrEqual(sunset);
    expect(picnic!.end).toBeGreaterThanOrEqual(sunset - 30);
    expect(stops.filter((stop) => stop.kind === 'sunset_spot')).toHaveLength(0);
  });

  it('leaves an outdoor wish far from the sunset alone', () => {
    const { stops } = stopsOf(
      'A picnic in the park at noon, then later watch the sunset from a viewpoint in Lisbon',
    );
    expect(stops.find((stop) => stop.kind === 'picnic')?.atSunset).toBe(false);
  });
});

describe('a place listed beside the sunset with "and"', () => {
  it.each([
    [
      'Saturday in Lisbon: pastéis de nata in Belém and sunset at the Miradouro da Senhora do Monte',
      'Miradouro da Senhora do Monte',
    ],
    [
      'Sábado em Lisboa: pastéis de nata em Belém e pôr do sol no Miradouro da Senhora do Monte',
      'Miradouro da Senhora do Monte',
    ],
  ])('is another item: the sunset is watched from the place it is said at (%s)', (text, place) => {
    const { stops } = stopsOf(text);
    expect(stops.filter((stop) => stop.atSunset).map((stop) => stop.placeName)).toEqual([place]);
  });
});
