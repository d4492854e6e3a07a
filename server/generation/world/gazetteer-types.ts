import type { AreaTag } from '../kinds/kind-info';

export interface Area {
  name: string;
  tags: AreaTag[];
  /** Approximate centre, to estimate travel between areas. */
  lat: number;
  lon: number;
}

export interface CuratedCity {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Other names people use for it in the six languages ("Roma", "Londres", "CDMX"), lower case. */
  aliases: string[];
  lat: number;
  lon: number;
  areas: Area[];
}
