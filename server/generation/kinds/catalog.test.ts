import { describe, expect, it } from 'vitest';
import type { BudgetLevel } from '../request';
import { KIND_CATALOG } from './catalog';
import { KIND_IDS, type KindId } from './kind-ids';

const LEVELS: BudgetLevel[] = ['budget', 'moderate', 'luxury'];
const entries = Object.entries(KIND_CATALOG) as [KindId, (typeof KIND_CATALOG)[KindId]][];
const has = (kind: KindId, tag: string): boolean => (KIND_CATALOG[kind].tags as string[]).includes(tag);

const BAR_KINDS: KindId[] = [
  'bar',
  'cocktail_bar',
  'wine_bar',
  'pub',
  'craft_beer',
  'brewery',
  'rooftop_bar',
  'speakeasy',
  'sake_bar',
  'mezcal_bar',
  'beer_garden',
  'cider',
  'whisky_bar',
  'champagne_bar',
  'nightcap',
];

describe('kind catalog', () => {
  it('describes every kind and nothing else', () => {
    expect(Object.keys(KIND_CATALOG).sort()).toEqual([...KIND_IDS].sort());
  });

  it('gives sane hours and visit lengths', () => {
    for (const [kind, info] of entries) {
      const [open, close] = info.hours;
      expect(open, kind).toBeGreaterThanOrEqual(0);
      expect(open, kind).toBeLessThan(close);
      expect(close, kind).toBeLessThanOrEqual(1440 + 360);
      expect(info.minutes, kind).toBeGreaterThanOrEqual(20);
      expect(info.minutes, kind).toBeLessThanOrEqual(360);
    }
    expect(KIND_CATALOG.bar.hours).toEqual([1020, 1560]);
    expect(KIND_CATALOG.nightclub.hours).toEqual([1380, 1680]);
    expect(KIND_CATALOG.walk.hours).toEqual([0, 1440]);
    expect(KIND_CATALOG.museum.hours).toEqual([600, 1080]);
  });

  it('is either indoor or outdoor, and sends every outdoor kind to an indoor one', () => {
    for (const [kind, info] of entries) {
      expect(has(kind, 'indoor') !== has(kind, 'outdoor'), kind).toBe(true);
      if (has(kind, 'outdoor')) {
        expect(info.indoorAlternative, kind).toBeDefined();
        expect(has(info.indoorAlternative!, 'indoor'), `${kind} → ${info.indoorAlternative}`).toBe(true);
      } else {
        expect(info.indoorAlternative, kind).toBeUndefined();
      }
    }
  });

  it('gives every alcohol kind a sober alternative without alcohol', () => {
    for (const [kind, info] of entries) {
      if (has(kind, 'alcohol')) {
        expect(info.soberAlternative, kind).toBeDefined();
        expect(has(info.soberAlternative!, 'alcohol'), `${kind} → ${info.soberAlternative}`).toBe(false);
      } else {
        expect(info.soberAlternative, kind).toBeUndefined();
      }
    }
    for (const kind of BAR_KINDS) expect(has(kind, 'alcohol') && has(kind, 'bar'), kind).toBe(true);
    for (const kind of ['winery', 'distillery', 'wine_tasting', 'cocktail_class', 'wine_class'] as KindId[]) {
      expect(has(kind, 'alcohol'), kind).toBe(true);
    }
    for (const kind of ['mocktail_bar', 'tea_house', 'cafe', 'coffee_tasting'] as KindId[]) {
      expect(has(kind, 'alcohol'), kind).toBe(false);
    }
  });

  it('prices free kinds at zero and the rest as rising ranges', () => {
    for (const [kind, info] of entries) {
      for (const level of LEVELS) {
        const [low, high] = info.cost[level];
        expect(low, `${kind} ${level}`).toBeGreaterThanOrEqual(0);
        expect(low, `${kind} ${level}`).toBeLessThanOrEqual(high);
        if (has(kind, 'free')) expect(info.cost[level], `${kind} ${level}`).toEqual([0, 0]);
      }
      if (!has(kind, 'free')) {
        expect(info.cost.luxury[1], kind).toBeGreaterThan(0);
        expect(info.cost.budget[1], kind).toBeLessThanOrEqual(info.cost.moderate[1]);
        expect(info.cost.moderate[1], kind).toBeLessThanOrEqual(info.cost.luxury[1]);
      }
    }
  });

  it('tags the kinds the planner relies on', () => {
    const tagged = (tag: string, kinds: KindId[]) => {
      for (const kind of kinds) expect(has(kind, tag), `${kind} ${tag}`).toBe(true);
    };
    tagged('sunset', [
      'viewpoint',
      'sunset_spot',
      'rooftop_bar',
      'beach',
      'riverside_walk',
      'waterfront',
      'boat_trip',
      'river_cruise',
      'sailing',
      'observation_deck',
      'ferris_wheel',
    ]);
    tagged('not_step_free', [
      'hike',
      'climbing',
      'bouldering',
      'kayaking',
      'paddleboarding',
      'surfing',
      'horse_riding',
      'skiing',
      'running',
    ]);
    tagged('free', [
      'walk',
      'park',
      'garden',
      'viewpoint',
      'sunset_spot',
      'beach',
      'street_art',
      'old_town_walk',
      'riverside_walk',
      'waterfront',
      'lake',
      'sunrise',
      'church',
    ]);
  });

  it('marks meals for scheduling at local meal times', () => {
    expect(KIND_CATALOG.breakfast.meal).toBe('breakfast');
    expect(KIND_CATALOG.brunch.meal).toBe('brunch');
    expect(KIND_CATALOG.lunch.meal).toBe('lunch');
    const dinners: KindId[] = [
      'dinner',
      'fine_dining',
      'tasting_menu',
      'steakhouse',
      'asado',
      'churrascaria',
      'korean_bbq',
      'hotpot',
      'izakaya',
    ];
    for (const kind of dinners) expect(KIND_CATALOG[kind].meal, kind).toBe('dinner');
    for (const kind of ['ramen', 'tacos', 'pizza', 'street_food'] as KindId[]) {
      expect(KIND_CATALOG[kind].meal, kind).toBe('any');
    }
    expect(KIND_CATALOG.museum.meal).toBeUndefined();
    expect(KIND_CATALOG.bar.meal).toBeUndefined();
  });
});
