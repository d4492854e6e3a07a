import type { KindId } from '../kinds/kind-ids';

export type LandmarkTag =
  | 'indoor'
  | 'outdoor'
  /** No entry fee. */
  | 'free'
  /** Largely step-free for a wheelchair user. */
  | 'step_free'
  /** Famous at sunset. */
  | 'sunset'
  /** Open or at its best after dark. */
  | 'night'
  /** One of the one to three places a visitor would name first. */
  | 'iconic';

/** A real, long-standing public place. Source: the curator's knowledge, checked against each place's own site or Wikipedia. */
export interface Landmark {
  name: string;
  /** The curated city's English name, as in the gazetteer. */
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  kind: KindId;
  /** Neighbourhood, matching a gazetteer area name where it is in one. */
  area: string | null;
  lat: number;
  lon: number;
  tags: LandmarkTag[];
}
