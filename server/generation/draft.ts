import type { KindId } from './kinds/kind-ids';
import type { Constraint, DateRequest, DaytimeMeal, Language } from './request';
import type { Grounded } from './ground/grounded';
import type { LogisticsCheck } from './check/logistics';

/** One stop of a plan before it is written in words. Times are minutes after local midnight. */
export interface DraftStop {
  kind: KindId;
  /** A named place the person asked for, or a catalog landmark; null for a kind of place. */
  placeName: string | null;
  /** The place is a catalog landmark the planner chose (not one the person named). */
  landmark: boolean;
  /** The neighbourhood, or null in a town without curated areas. */
  area: string | null;
  /** Where it is when that is known but it is no landmark and in no neighbourhood: a town out of the city. */
  position?: { lat: number; lon: number };
  start: number;
  end: number;
  travelMinutes: number;
  mode: 'walk' | 'transit' | 'taxi' | 'car';
  /**
   * Where this stop or the one before is, is not known (a place the person named that the catalog
   * does not know): the minutes are a placeholder to keep the timeline, and the plan should say
   * "check the route" instead of them.
   */
  routeUnknown?: boolean;
  /** Per person in the local currency: [low, high]. */
  cost: [number, number];
  /** Placed for the local sunset. */
  atSunset: boolean;
  /** Asked for by the person (a wanted kind or a named place), as opposed to filler. */
  requested: boolean;
  /**
   * The person's own words for what this stop holds ("bunny chow", "a cable car ride"), so the
   * written plan can name it as they did; absent for fillers and named places.
   */
  wish?: string;
  /** The daytime meal the person asked this food for ("a steak for lunch"): it is served then. */
  meal?: DaytimeMeal;
  /**
   * The wish names what is eaten or drunk there ("francesinha", "pisco sours"), not only the meal
   * ("lunch"): the stop is titled by it, as a menu would say it.
   */
  dish?: boolean;
}

/** Something the plan could not do as asked, said plainly in the plan's first tip. */
export type Finding =
  /** `wish`: the person's own words for what could not be kept, said instead of the kind's name. */
  | { type: 'kind_replaced'; kind: KindId; instead: KindId; reason: FindingReason; wish?: string }
  | { type: 'kind_dropped'; kind: KindId; reason: FindingReason; wish?: string }
  | { type: 'named_dropped'; name: string; reason: FindingReason }
  | { type: 'budget_too_low'; total: number }
  | { type: 'sunset_outside'; sunset: number }
  | { type: 'short_window' }
  | { type: 'unknown_place'; text: string }
  /**
   * A stop the person said after another comes before it, because it closes (at `closes`, minutes)
   * before the other ends: "dinner, then pastéis de nata" where pastry shops shut at seven.
   */
  | { type: 'moved_for_hours'; kind: KindId; closes: number; wish?: string }
  /**
   * A dish asked for where places for it have closed (at `closes`): a place that serves any dish
   * (`instead`) holds it, and its stop keeps the person's words ("ceviche" at a restaurant at night).
   */
  | { type: 'served_elsewhere'; kind: KindId; instead: KindId; closes: number; wish?: string }
  /** What the logistics checker found and could not mend (a stop maybe closed, a long way): said, not hidden. */
  | { type: 'logistics'; check: LogisticsCheck; stop: number | null }
  /** Words the understanding read as excluded, but the plan needed them: the exclusion was doubted and dropped. */
  | { type: 'exclusion_doubted'; words: string[] }
  /** Only a country was named: the plan went to a city chosen for it (ISO 3166-1 alpha-2). */
  | { type: 'city_for_country'; country: string }
  /** Only a region was named: the plan went to a city chosen for it (the region as the person wrote it). */
  | { type: 'city_for_region'; region: string }
  /** The town gone to is too far for a day out from where the couple set out: the date is there. */
  | { type: 'journey'; from: string; rideMinutes: number }
  /**
   * "Tonight" said after midnight, or a part of today already over: the plan is for `date` instead
   * (this coming evening, or tomorrow), and says so.
   */
  | { type: 'day_moved'; date: string; reason: 'after_midnight' | 'day_over' };

export type FindingReason =
  'closed_in_window' | 'over_budget' | 'no_room' | 'indoor' | 'step_free' | 'conflicts';

export interface Draft {
  request: DateRequest;
  grounded: Grounded;
  language: Language;
  stops: DraftStop[];
  /** What could not be done as asked; written first in the tips. */
  findings: Finding[];
  /** Seed for wording choices: the description and the variant. */
  seed: string;
  /**
   * The afternoon the person left free between the morning and the evening they asked for: the wait
   * from `start` (the morning's last stop ends) to `end` (the way to the evening's first begins).
   */
  freeTime?: { start: number; end: number };
}

export type { Constraint };
