import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { isRefusal } from '../understand/understand';
import { coverPicture, type CoverStop } from './cover';

const NOW = new Date('2026-11-23T10:00:00Z');
const planned = (query: string) => {
  const result = planOffline(query, { now: NOW });
  if (isRefusal(result)) throw new Error(`refused: ${query}`);
  return result;
};
const DAYLIGHT_OPEN_AIR = ['picnic', 'park', 'garden', 'hike', 'beach', 'bike', 'kayak'].map(
  (name) => `/images/kinds/${name}.svg`,
);
const stop = (picture: CoverStop['picture'], more: Partial<CoverStop> = {}): CoverStop => ({
  picture,
  atSunset: false,
  requested: true,
  ...more,
});

describe('a plan’s cover picture', () => {
  it('shows what the date is about: a thing to do before a walk, a walk before a meal', () => {
    expect(coverPicture([stop('cafe'), stop('park')])).toBe('park');
    expect(coverPicture([stop('cafe'), stop('museum')])).toBe('museum');
    expect(coverPicture([stop('park'), stop('jazz'), stop('restaurant')])).toBe('jazz');
    expect(coverPicture([stop('restaurant'), stop('bar')])).toBe('restaurant');
    expect(coverPicture([])).toBeNull();
  });

  it('puts what the person asked for before the planner’s filler', () => {
    expect(coverPicture([stop('museum', { requested: false }), stop('restaurant')])).toBe('restaurant');
  });

  it('is the evening picture of a sunset the person asked for, and never the afternoon’s meadow', () => {
    expect(coverPicture([stop('picnic'), stop('museum'), stop('bar', { atSunset: true })])).toBe('bar');
    // A golden hour the planner added does not outrank the museum the person asked for...
    expect(coverPicture([stop('museum'), stop('viewpoint', { atSunset: true, requested: false })])).toBe(
      'museum',
    );
    // ...but it keeps a daylight picnic off the cover of a plan with a sunset in it.
    expect(coverPicture([stop('picnic'), stop('viewpoint', { atSunset: true, requested: false })])).toBe(
      'viewpoint',
    );
  });

  it('differs between plans whose stops differ, as the planner makes them', () => {
    const covers = [
      'Coffee then a walk in Rome',
      'Coffee then a museum in Rome',
      'Dinner and jazz in Lisbon',
      'Dinner and a comedy show in Lisbon',
      'Brunch and a gallery in Berlin',
    ].map((query) => planned(query).plan.cover_image_url);
    expect(covers.every(Boolean)).toBe(true);
    expect(new Set(covers).size).toBe(covers.length);
  });

  it('is one of the plan’s own stop pictures, and the same every time for the same description', () => {
    for (const query of ['Coffee then a walk in Rome', 'Karaoke night in Tokyo', 'Picnic in Sintra']) {
      const { plan } = planned(query);
      expect(plan.steps.map((step) => step.image_urls[0])).toContain(plan.cover_image_url);
      expect(planned(query).plan.cover_image_url).toBe(plan.cover_image_url);
    }
  });

  it('never gives a sunset plan a daylight meadow, even with a picnic earlier in the day', () => {
    for (const query of [
      'A sunset picnic in Lisbon',
      'A picnic in the park, then sunset drinks in Barcelona',
      'Sunset hike and dinner in Cape Town',
      'An afternoon in the gardens and a sunset viewpoint in Porto',
    ]) {
      const { draft, plan } = planned(query);
      expect(
        draft.stops.some((one) => one.atSunset),
        `${query} has a sunset stop`,
      ).toBe(true);
      expect(DAYLIGHT_OPEN_AIR, `${query}: ${plan.cover_image_url}`).not.toContain(plan.cover_image_url);
    }
  });
});
