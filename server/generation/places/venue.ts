import type { KindId } from '../kinds/kind-ids';
import type { Constraint } from '../request';

/** A real place found for a stop that names only a kind of place ("a ramen counter, Shinjuku"). */
export interface Venue {
  name: string;
  /** "housenumber street, postcode city" from the OSM address tags, or null without a street. */
  address: string | null;
  /** Only http(s) links. */
  website: string | null;
  phone: string | null;
  /** The raw OSM opening_hours value. */
  openingHours: string | null;
  wheelchair: 'yes' | 'limited' | 'no' | null;
  lat: number;
  lon: number;
  /** "node/123", "way/456" or "relation/789". */
  osmId: string;
  /** How it fits what was asked, in English: "vegan", "step-free", "serves ramen". */
  fits: string[];
  /** When it next closes after the stop starts, in minutes after local midnight; null when unknown. */
  openUntil: number | null;
}

export interface VenueQuery {
  kind: KindId;
  /** The neighbourhood, geocoded when lat/lon are unknown; null to search around lat/lon only. */
  area: string | null;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Centre of the search; null when only the area's name is known. */
  lat: number | null;
  lon: number | null;
  radiusMeters: number;
  /** Local calendar date, yyyy-mm-dd. */
  date: string;
  /** Minutes after local midnight; above 1440 for the small hours of the next day. */
  start: number;
  end: number;
  constraints: Constraint[];
  /** Names already in the plan, compared case-insensitively. */
  excludeNames: string[];
}

export interface PlacesProvider {
  /** False while the services are known to be down: the plan is then made offline, without asking. */
  available?(): boolean;
  /** Best first; never throws: a failed or slow lookup answers []. */
  findVenues(query: VenueQuery, signal?: AbortSignal): Promise<Venue[]>;
}

/** Where OSM answers are kept between lookups; a cache that fails must behave as a miss. */
export interface PlacesCache {
  get(key: string): Promise<unknown>;
  put(key: string, payload: unknown): Promise<void>;
}
