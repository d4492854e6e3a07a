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

describe('a drink said with the sunset', () => {
  it.each([
    "we'd like a drink at sunset somewhere with a view in Barcelona, then tapas",
    'sunset drinks in Barcelona then tapas',
    'watch the sunset with a drink in Lisbon',
  ])('is had at a bar with a view while the sun sets, the view its own: %s', (text) => {
    const result = planOffline(text, { now: NOW }) as PlanResult;
    const { stops } = result.draft;
    const rooftop = stops.find((stop) => stop.kind === 'rooftop_bar');
    expect(rooftop?.atSunset).toBe(true);
    expect(stops.filter((stop) => stop.kind === 'viewpoint' || stop.kind === 'sunset_spot')).toHaveLength(0);
    // The drinks are there: no finding says they could not be fitted.
    expect(result.draft.findings.filter((finding) => finding.type === 'kind_dropped')).toEqual([]);
  });

  it('is another stop when listed apart with "and"', () => {
    const { stops } = stopsOf('sunset and drinks in Lisbon');
    expect(stops.some((stop) => stop.kind === 'rooftop_bar')).toBe(false);
    expect(stops.find((stop) => stop.atSunset)?.kind).not.toBe('bar');
  });
});

describe('a drink said with the sunset and where to watch it', () => {
  it('stays where it was said: "a beer on the beach" is no rooftop bar', () => {
    const { stops } = stopsOf('catch the sunset with a beer on the beach in Barcelona');
    expect(stops.some((stop) => stop.kind === 'rooftop_bar')).toBe(false);
    expect(stops.some((stop) => stop.atSunset)).toBe(true);
  });
});
