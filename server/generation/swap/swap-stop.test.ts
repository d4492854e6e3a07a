import { describe, expect, it } from 'vitest';
import { LOCAL_DINNER } from '../compose/fillers';
import { KIND_CATALOG } from '../kinds/catalog';
import { planOffline, type PlanResult } from '../pipeline';
import { isRefusal } from '../understand/understand';
import { landmarksIn } from '../world/landmarks/all-landmarks';
import { swapOptions, type KeptDraft } from './swap-stop';

const NOW = new Date('2026-11-23T10:00:00Z');

function planned(query: string): { result: PlanResult; kept: KeptDraft } {
  const result = planOffline(query, { now: NOW });
  if (isRefusal(result)) throw new Error(`refused: ${query}`);
  return {
    result,
    kept: { query, variant: 0, plannedAt: NOW.toISOString(), stops: result.draft.stops },
  };
}

describe('swapping one stop', () => {
  it('offers other real museums for a Paris museum and changes only that step', () => {
    const { result, kept } = planned('A romantic evening in Paris with a museum, dinner and a walk');
    const index = result.draft.stops.findIndex((stop) => stop.kind === 'museum');
    expect(index).toBeGreaterThanOrEqual(0);
    const options = swapOptions(kept, result.plan, index);
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(3);
    const parisNames = new Set(landmarksIn('Paris', 'FR').map((landmark) => landmark.name));
    const landmarkOptions = options.filter((option) => parisNames.has(option.step.to_location_name));
    expect(landmarkOptions.length).toBeGreaterThan(0);
    for (const option of options) {
      expect(option.step.to_location_name).not.toBe(result.plan.steps[index]?.to_location_name);
      expect(option.plan.steps[index]).toEqual(option.step);
      option.plan.steps.forEach((step, position) => {
        if (position !== index && position !== index + 1) expect(step).toEqual(result.plan.steps[position]);
      });
      expect(option.plan.date_title).toBe(result.plan.date_title);
      expect(option.plan.general_date_tips).toEqual(result.plan.general_date_tips);
    }
  });

  it('keeps what was asked for: the ramen stays ramen, and is never the same ramen elsewhere', () => {
    const { result, kept } = planned('Ramen and karaoke in Tokyo on Saturday night');
    const index = result.draft.stops.findIndex((stop) => stop.kind === 'ramen');
    const old = result.draft.stops[index]!;
    for (const option of swapOptions(kept, result.plan, index)) {
      expect(option.stops[index]?.kind).toBe('ramen');
      // Another ramen counts only as another named place, not the same kind in another neighbourhood.
      expect(option.stops[index]?.placeName).not.toBe(old.placeName);
      expect(option.stops[index]?.placeName).not.toBeNull();
    }
  });

  it('never offers what the request rules out', () => {
    const { result, kept } = planned('Dinner and drinks in Madrid, we do not drink alcohol');
    result.draft.stops.forEach((_, index) => {
      for (const option of swapOptions(kept, result.plan, index)) {
        expect(KIND_CATALOG[option.stops[index]!.kind].tags).not.toContain('alcohol');
        expect(option.step.description.toLowerCase()).not.toMatch(/\b(wine|beer|cocktail)s?\b/);
      }
    });
  });

  it('stays within the budget', () => {
    const { result, kept } = planned('A cheap date in Austin under $40 for two: tacos and live music');
    result.draft.stops.forEach((_, index) => {
      for (const option of swapOptions(kept, result.plan, index)) {
        const total = option.stops.reduce((sum, stop) => sum + stop.cost[1], 0) * 2;
        expect(total).toBeLessThanOrEqual(40 * 1.02);
      }
    });
  });

  it('re-times later stops only as far as needed and never overlaps them', () => {
    const { result, kept } = planned('Coffee, a museum, lunch and a park in Madrid');
    result.draft.stops.forEach((_, index) => {
      for (const option of swapOptions(kept, result.plan, index)) {
        option.stops.forEach((stop, position) => {
          const previous = option.stops[position - 1];
          if (previous) expect(stop.start).toBeGreaterThanOrEqual(previous.end + stop.travelMinutes);
          if (position > index)
            expect(stop.start).toBeGreaterThanOrEqual(result.draft.stops[position]!.start);
        });
      }
    });
  });

  it('offers a meal the city is known for first', () => {
    const { result, kept } = planned('Dinner and a walk in Rome');
    const index = result.draft.stops.findIndex((stop) => KIND_CATALOG[stop.kind].meal);
    const [first] = swapOptions(kept, result.plan, index);
    expect(LOCAL_DINNER.IT).toContain(first?.stops[index]?.kind);
  });

  it('gives the same alternatives for the same plan and stop', () => {
    const { result, kept } = planned('Tapas and flamenco in Seville');
    const ids = () => swapOptions(kept, result.plan, 0).map((option) => option.id);
    expect(ids()).toEqual(ids());
  });

  it('offers nothing for a step the plan does not have', () => {
    const { result, kept } = planned('Dinner in Rome');
    expect(swapOptions(kept, result.plan, 9)).toEqual([]);
  });
});
