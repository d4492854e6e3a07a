import type { BudgetLevel } from '../request';
import type { KindId } from './kind-ids';

/** Character of a neighbourhood, used to place each kind of stop somewhere it fits. */
export type AreaTag =
  'historic' | 'food' | 'nightlife' | 'arts' | 'waterfront' | 'parks' | 'views' | 'shopping';

export type KindTag =
  /** Serves alcohol as its point (a bar, a winery): never scheduled when alcohol is excluded. */
  | 'alcohol'
  /** A bar of any sort: "no bars" excludes every kind with this tag. */
  | 'bar'
  | 'outdoor'
  | 'indoor'
  | 'food'
  | 'free'
  | 'active'
  | 'water'
  | 'nightlife'
  | 'loud'
  | 'crowded'
  | 'quiet'
  /** Best at golden hour: scheduled around the local sunset when the date covers it. */
  | 'sunset'
  | 'needs_booking'
  | 'meat'
  /** Not possible step-free (a hike, climbing, kayaking). */
  | 'not_step_free'
  | 'pet_friendly'
  | 'romantic'
  | 'culture'
  | 'seasonal_winter';

export interface KindInfo {
  tags: KindTag[];
  /** Typical opening hours in minutes after local midnight; a close after midnight is above 1440. */
  hours: [open: number, close: number];
  /** Typical time spent there, in minutes. */
  minutes: number;
  /** Per person, in US dollars at US prices, [low, high] for each budget level; [0, 0] when free. */
  cost: Record<BudgetLevel, [number, number]>;
  areaTags: AreaTag[];
  /** The meal it is, for scheduling at local meal times; absent for non-meals. */
  meal?: 'breakfast' | 'brunch' | 'lunch' | 'dinner' | 'any';
  /** What to do instead when the date must stay indoors (only for outdoor kinds). */
  indoorAlternative?: KindId;
  /** What to do instead when alcohol is excluded (only for alcohol kinds). */
  soberAlternative?: KindId;
}

/** What a kind is called in one language. */
export interface KindName {
  /** Indefinite noun phrase usable as a subject or object: "a ramen counter", "un bar de ramen", "eine Ramen-Bar". */
  noun: string;
  /** "At/in a …" location phrase, grammatical on its own: "at a ramen counter", "en un bar de ramen", "in einer Ramen-Bar". */
  at: string;
  /** The dish, drink or activity itself, lower case, as a person would name it: "ramen", "tango", "a museum visit". */
  thing: string;
}

export type KindNames = Record<KindId, KindName>;
