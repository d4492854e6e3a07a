import { describe, expect, it } from 'vitest';
import { KIND_CATALOG } from '../kinds/catalog';
import { familyOf } from '../kinds/kind-ids';
import { plannedFor } from './compose-test-helpers';

const planned = plannedFor;

describe('fitWindow and the gaps: a date that fits its window', () => {
  it('never runs past a stated end', () => {
    const { draft } = planned('museum, lunch, a walk and dessert in Rome from 10am to 1pm');
    expect(draft.stops.at(-1)?.end).toBeLessThanOrEqual(13 * 60);
  });

  it('swaps a closed kind once, never back and forth between two that are closed too', () => {
    // Golf would end after dusk; a bike ride or a hike in its place would be in the dark as well.
    const { draft, grounded } = planned('golf in Lisbon on Saturday afternoon, then dinner');
    const replaced = draft.findings.filter((finding) => finding.type === 'kind_replaced');
    expect(replaced).toHaveLength(1);
    const swapped = draft.stops.find((stop) => replaced[0]?.instead === stop.kind);
    if (!swapped) throw new Error('the golf wish has no stop');
    const outdoors =
      familyOf(swapped.kind) === 'active' && !KIND_CATALOG[swapped.kind].tags.includes('indoor');
    if (outdoors) expect(swapped.start + 60).toBeLessThanOrEqual((grounded.sunset ?? 0) + 30);
  });

  it('never says the person’s words on a stop of another kind put in place of what they asked', () => {
    const result = planned('Kayaking at 10pm then a late dinner in Lisbon');
    const replaced = result.draft.findings.find((finding) => finding.type === 'kind_replaced');
    expect(replaced).toMatchObject({ wish: 'Kayaking' });
    const swapped = result.draft.stops.find(
      (stop) => stop.kind === (replaced as { instead: string }).instead,
    );
    expect(swapped?.wish).toBeUndefined();
    const steps = result.plan.steps.map((step) => `${step.step_title} ${step.description}`).join(' ');
    expect(steps).not.toMatch(/kayak/i);
    expect(result.plan.general_date_tips[0]).toMatch(/^We couldn’t fit kayaking: .* so we added /);
  });

  it.each([
    [
      'a ceviche for dinner in Lima',
      'ceviche',
      'restaurant',
      /^Places for ceviche usually close around .*, so it is at a restaurant instead\.$/,
    ],
    [
      'churros con chocolate a las 11 de la noche en Madrid',
      'churros con chocolate',
      null,
      /^No pudimos incluir churros con chocolate/,
    ],
  ])(
    'has a dish whose own places have closed where it is served, in the person’s words: %s',
    (text, wish, host, tip) => {
      const result = planned(text);
      const stop = result.draft.stops.find((candidate) => candidate.wish === wish);
      if (host) {
        expect(result.draft.findings).toContainEqual(
          expect.objectContaining({ type: 'served_elsewhere', instead: host, wish }),
        );
        expect(stop?.kind).toBe(host);
      } else {
        // A sweet goes only to a café; when none is open either, it is said plainly and not claimed.
        expect(stop).toBeUndefined();
      }
      expect(result.plan.general_date_tips.some((line) => tip.test(line))).toBe(true);
    },
  );

  it('gives the room of a stop it drops back to the stops left', () => {
    const { draft } = planned('Paris, lunch on Wednesday, we only have 1h30: lunch then the Louvre');
    expect(draft.findings).toContainEqual(
      expect.objectContaining({ type: 'named_dropped', reason: 'no_room' }),
    );
    const [lunch] = draft.stops;
    if (!lunch) throw new Error('no stop');
    expect(lunch.end - lunch.start).toBe(KIND_CATALOG[lunch.kind].minutes);
  });

  it('says plainly what it dropped for lack of room', () => {
    const { draft } = planned(
      'a museum, a hike, a cooking class, a spa and a concert in Prague between 2pm and 4pm',
    );
    expect(draft.findings.some((finding) => 'reason' in finding && finding.reason === 'no_room')).toBe(true);
  });

  it('leaves no long wait before a fixed-time stop', () => {
    const { draft } = planned('a gallery in the afternoon and dinner in Madrid');
    draft.stops.forEach((stop, index) => {
      const before = draft.stops[index - 1];
      if (before) expect(stop.start - before.end - stop.travelMinutes).toBeLessThan(90);
    });
  });
});

describe('a meal that would start after its kitchen closes', () => {
  it('is brought forward by shortening the stays before it: "hike Lion’s Head, then breakfast"', () => {
    const { draft } = planned(
      'cape town date sat morning: hike lions head then breakfast in kalk bay? R800 for both',
    );
    const breakfast = draft.stops.find((stop) => stop.kind === 'breakfast');
    expect(breakfast).toBeDefined();
    expect(breakfast!.end).toBeLessThanOrEqual(11 * 60 + 30);
    expect(draft.stops[0]?.kind).toBe('hike');
    expect(draft.findings.filter((finding) => finding.type === 'kind_replaced')).toEqual([]);
  });
});
