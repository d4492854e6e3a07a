import { describe, expect, it } from 'vitest';
import { chooseSunsetHost } from './choose-sunset-host';
import { chooseWishes } from './choose-wishes';
import { compositionFor } from './compose-test-helpers';

describe('chooseWishes: why a stop is there because it was asked for', () => {
  it('keeps the person’s own words for what a stop holds', () => {
    const composition = compositionFor('ramen and karaoke in Tokyo tonight');
    chooseWishes(composition);
    const ramen = composition.candidates.find((candidate) => candidate.kind === 'ramen');
    expect(ramen?.requested).toBe(true);
    expect(ramen?.wish?.toLowerCase()).toContain('ramen');
  });

  it('replaces a kind the person’s own rule excludes, and says so', () => {
    const composition = compositionFor('a cocktail bar and dinner in London, but no alcohol please');
    chooseWishes(composition);
    expect(composition.candidates.some((candidate) => candidate.kind === 'cocktail_bar')).toBe(false);
    expect(composition.findings.some((finding) => finding.type !== 'short_window')).toBe(true);
  });

  it('takes a generic dinner beside a named cuisine as the same meal', () => {
    const composition = compositionFor('dinner at a sushi place in Paris');
    chooseWishes(composition);
    expect(composition.candidates.map((candidate) => candidate.kind)).not.toContain('dinner');
  });

  it('makes a walk at sunset one stop, timed for the sun', () => {
    const composition = compositionFor('a walk at sunset in Lisbon');
    chooseWishes(composition);
    chooseSunsetHost(composition);
    expect(composition.candidates.some((candidate) => candidate.kind === 'sunset_spot')).toBe(false);
    expect(composition.candidates.some((candidate) => candidate.wantsSunset)).toBe(true);
  });
});
