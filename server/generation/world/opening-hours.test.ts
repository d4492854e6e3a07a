import { describe, expect, it } from 'vitest';
import { KIND_OPENING_HOURS } from '../kinds/opening-hours';
import { LANDMARKS } from './landmarks/all-landmarks';
import { ALL_INSTITUTIONS } from './institutions/institutions';
import { landmarkOpeningHours, LANDMARKS_WITH_OWN_HOURS } from './landmarks/landmark-hours';
import { isValidOpeningHours, nextOpening, openForVisit, openIntervals } from './opening-hours';

describe('opening hours', () => {
  it('every kind’s typical hours are valid opening_hours values', () => {
    for (const [kind, value] of Object.entries(KIND_OPENING_HOURS))
      expect(isValidOpeningHours(value), `${kind}: ${value}`).toBe(true);
  });

  it('every catalog landmark has valid hours, and every landmark with its own hours is in the catalog', () => {
    for (const landmark of LANDMARKS)
      expect(isValidOpeningHours(landmarkOpeningHours(landmark)), landmark.name).toBe(true);
    const names = new Set(LANDMARKS.map((landmark) => landmark.name));
    for (const name of LANDMARKS_WITH_OWN_HOURS) expect(names.has(name), name).toBe(true);
  });

  it('gives a place one set of hours, whichever kind it was chosen as', () => {
    const asPlace = (name: string, city: string) => {
      const institution = ALL_INSTITUTIONS.find((entry) => entry.name === name && entry.city === city)!;
      return { ...institution, tags: [] } as (typeof LANDMARKS)[number];
    };
    const sight = (name: string) => LANDMARKS.find((landmark) => landmark.name === name)!;
    const monday = '2026-11-23';
    for (const [name, city] of [
      ['Sydney Fish Market', 'Sydney'],
      ['Naschmarkt', 'Vienna'],
      ['Mercado de Triana', 'Seville'],
      ['Pike Place Market', 'Seattle'],
      ['Mercado Municipal de São Paulo', 'São Paulo'],
    ] as const) {
      expect(landmarkOpeningHours(asPlace(name, city)), name).toBe(landmarkOpeningHours(sight(name)));
      // None of these market halls serves dinner at eight.
      expect(
        openForVisit(openIntervals(landmarkOpeningHours(asPlace(name, city)), monday, 1080), 1200, 60),
        name,
      ).toBe(false);
    }
    // A street open day and night says nothing of its night market's stalls.
    expect(landmarkOpeningHours(asPlace('Yaowarat Road', 'Bangkok'))).toBe(KIND_OPENING_HOURS.night_market);
  });

  it('reads the weekday: the Louvre is closed on Tuesdays', () => {
    expect(openIntervals('We-Mo 09:00-18:00', '2026-11-24')).toEqual([]);
    expect(openIntervals('We-Mo 09:00-18:00', '2026-11-25')).toEqual([[540, 1080]]);
  });

  it('reads the season: a garden closes earlier in winter', () => {
    const value = KIND_OPENING_HOURS.botanical_garden;
    expect(openIntervals(value, '2026-07-01').at(-1)?.[1]).toBeGreaterThan(
      openIntervals(value, '2026-12-01').at(-1)?.[1] ?? 0,
    );
  });

  it('closes at the plan’s own sunset', () => {
    expect(openIntervals('Mo-Su 07:00-(sunset+00:30)', '2026-11-24', 17 * 60)).toEqual([[420, 17 * 60 + 30]]);
  });

  it('runs past midnight into the small hours', () => {
    expect(openIntervals('Mo-Su 17:00-02:00', '2026-11-24')).toContainEqual([1020, 1560]);
  });

  it('judges a visit by its arrival and the stay before closing', () => {
    const hours = openIntervals('Mo-Su 10:00-18:00', '2026-11-24');
    expect(openForVisit(hours, 600, 90)).toBe(true);
    expect(openForVisit(hours, 1060, 90)).toBe(false);
    expect(nextOpening(hours, 500)).toBe(600);
    expect(nextOpening(hours, 1100)).toBeNull();
  });
});
