import type { KindId } from '../../kinds/kind-ids';

/** What an institution offers beyond its kind, as far as the curator is sure of it. */
export type InstitutionTag =
  /** Serves alcohol as a main part of what it is (bars, pubs, wine bars, beer halls). */
  | 'alcohol'
  /** A real vegetarian choice on the menu, not a side dish. */
  | 'vegetarian'
  /** Entirely vegetarian or vegan. */
  | 'vegan'
  | 'halal'
  /** One of the one or two places a local would name first. */
  | 'iconic';

/**
 * A long-standing food or drink place (in business for 15+ years), curated from public knowledge: a
 * historic café, market hall, bakery, dessert house, classic restaurant or bar. Coordinates are the
 * curator's, good to a street or so; the map link searches the name in the city.
 */
export interface Institution {
  name: string;
  /** The curated city's English name, as in the gazetteer. */
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  kind: KindId;
  /** Neighbourhood, matching a gazetteer area name where it is in one. */
  area: string;
  lat: number;
  lon: number;
  tags: InstitutionTag[];
}

/** One row of a city's list: name, kind, area, lat, lon, tags. */
export type InstitutionRow = readonly [string, KindId, string, number, number, InstitutionTag[]?];

export const institutionsOf = (
  city: string,
  country: string,
  rows: readonly InstitutionRow[],
): Institution[] =>
  rows.map(([name, kind, area, lat, lon, tags = []]) => ({
    name,
    city,
    country,
    kind,
    area,
    lat,
    lon,
    tags,
  }));
