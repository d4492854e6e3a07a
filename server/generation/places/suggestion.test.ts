import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../engines/offline-engine';

describe('a stop that is a kind of place, offline', () => {
  it('says plainly it is a suggestion of a kind, in its description and first in its tips', async () => {
    const { plan, draft } = await createOfflineEngine({ delayMs: 0 }).generate(
      { query: 'Coffee and a walk in Coimbra', preferences: {} },
      () => undefined,
    );
    if (!draft) throw new Error('no draft');
    const index = draft.stops.findIndex((stop) => stop.kind === 'cafe');
    const cafe = plan.steps[index]!;
    expect(cafe.to_location_phone_number).toBeNull();
    expect(cafe.notes_or_tips).toMatch(
      /^Pick any café you like in [^:]+: this stop is a kind of place, not a booking, and its map link lists those nearby\./,
    );
    expect(cafe.description).toContain('this stop is a kind of place, not a booking');
    // A walk is no venue: it is not dressed up as a place to book, nor told to pick one.
    const walk = plan.steps[draft.stops.findIndex((stop) => stop.kind !== 'cafe')]!;
    expect(walk.notes_or_tips).not.toMatch(/^Pick any/);
  });

  it('leaves a plan in another language in its own words', async () => {
    const { plan } = await createOfflineEngine({ delayMs: 0 }).generate(
      { query: 'Un café et une promenade à Coimbra', preferences: {} },
      () => undefined,
    );
    expect(plan.steps.every((step) => !step.notes_or_tips.includes('Pick any'))).toBe(true);
  });
});
