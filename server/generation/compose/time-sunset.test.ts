import { describe, expect, it } from 'vitest';
import { plannedFor } from './compose-test-helpers';
import { isMeal } from './stop-candidate';

const planned = plannedFor;

describe('catchTheSunset: a sunset stop begins before the sun goes', () => {
  it('never places a golden-hour stop after the sunset, in three languages', () => {
    for (const text of [
      'mate al atardecer en Montevideo y algo por la rambla',
      'a long hike then the sunset from a viewpoint in Cape Town',
      'randonnée puis coucher de soleil à Marseille',
      'Wanderung und dann Sonnenuntergang in Lissabon',
    ]) {
      const { draft } = planned(text);
      const sunset = draft.grounded.sunset as number;
      for (const stop of draft.stops.filter((each) => each.atSunset || each.kind === 'sunset_spot'))
        expect(stop.start, `${text}: ${stop.kind}`).toBeLessThanOrEqual(sunset - 5);
    }
  });

  it('keeps the asked-for sunset in the Montevideo plan rather than turning it into a viewpoint', () => {
    const { draft } = planned('mate al atardecer en Montevideo y algo por la rambla');
    expect(draft.stops.some((stop) => stop.atSunset)).toBe(true);
  });
});

describe('a golden hour nobody asked for', () => {
  it.each([
    'We want bunny chow in Durban and then a walk on the beach',
    'tapas y luego un paseo por la playa en Málaga',
    'Abendessen und danach ein Spaziergang am Strand in Barcelona',
  ])('does not pull a stop said after food before it: %s', (text) => {
    const { draft } = planned(text);
    const food = draft.stops.findIndex((stop) => isMeal(stop.kind));
    const beach = draft.stops.findIndex((stop) => stop.kind === 'beach');
    expect(food).toBeGreaterThanOrEqual(0);
    expect(beach).toBeGreaterThan(food);
    expect(draft.stops[beach]?.atSunset).toBe(false);
  });
});

describe('an evening that asks for the sunset opens before it', () => {
  it('begins before a winter sunset that falls at the evening’s own start, in three languages', () => {
    for (const text of [
      'A romantic anniversary evening in Paris, dinner and a walk at sunset, about €250 for two',
      'une soirée à Paris, une balade au coucher du soleil puis un dîner',
      'un atardecer en Madrid esta tarde-noche y luego cenar',
    ]) {
      const { draft } = planned(text);
      const sunset = draft.grounded.sunset as number;
      const host = draft.stops.find((stop) => stop.atSunset);
      expect(host, text).toBeDefined();
      expect(host!.start, text).toBeLessThanOrEqual(sunset - 5);
    }
  });
});
