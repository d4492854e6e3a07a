import { describe, expect, it } from 'vitest';
import { chooseFillers } from './choose-fillers';
import { chooseWishes } from './choose-wishes';
import { compositionFor } from './compose-test-helpers';
import { orderStops } from './time-order';
import { timeSunset } from './time-sunset';
import { timeWindow } from './time-window';
import { timelineOf } from './timeline';

function timelineFor(text: string) {
  const composition = compositionFor(text);
  chooseWishes(composition);
  const frame = timeWindow(composition);
  chooseFillers(composition, frame, timeSunset(composition, frame));
  const timeline = timelineOf(composition, frame);
  orderStops(composition, timeline.anchorOf);
  timeline.reschedule();
  return { composition, timeline };
}

describe('orderStops and the schedule: when each stop happens', () => {
  it('keeps the order the person gave ("dinner, then flamenco")', () => {
    const { timeline } = timelineFor('dinner then flamenco in Seville');
    const kinds = timeline.timed.map((stop) => stop.kind);
    expect(kinds.indexOf('flamenco')).toBeGreaterThan(
      kinds.findIndex((kind) => /dinner|tapas|restaurant/.test(kind)),
    );
  });

  it('places each stop after the one before and the way there, with nothing overlapping', () => {
    const { timeline } = timelineFor('museum, lunch and a park in Berlin');
    timeline.timed.forEach((stop, index) => {
      const before = timeline.timed[index - 1];
      if (before) expect(stop.start).toBeGreaterThanOrEqual(before.end + stop.travel);
      expect(stop.end).toBe(stop.start + stop.minutes);
    });
  });

  it('puts a meal at the local meal time', () => {
    const { composition, timeline } = timelineFor('dinner in Madrid');
    const dinner = timeline.timed.find((stop) => stop.requested);
    expect(dinner?.start).toBe(composition.grounded.meals.dinner);
  });
});
