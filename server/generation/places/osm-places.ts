import OpeningHours from 'opening_hours';
import { familyOf, type Family } from '../kinds/kind-ids';
import type { Constraint } from '../request';
import { createNominatimClient } from './nominatim-client';
import { createOverpassClient, venueQuery, type OsmElement } from './overpass-client';
import { ALCOHOL_AMENITIES, matchesSelector, osmTagsFor, type OsmKindTags } from './osm-tags';
import type { PlacesCache, PlacesProvider, Venue, VenueQuery } from './venue';

export interface OsmPlacesOptions {
  overpassUrl: string;
  nominatimUrl: string;
  /** Names the application and a way to reach its operator, as both services' usage policies ask. */
  userAgent: string;
  timeoutMs: number;
  cache: PlacesCache;
  fetchImpl?: typeof fetch;
}

/** More than a couple's plan ever needs, few enough for Overpass to answer quickly. */
const ELEMENT_LIMIT = 100;
const VENUE_LIMIT = 10;
/** How far (in metres) a missing detail pushes a venue down, against plain distance. */
const UNKNOWN_HOURS_PENALTY = 600;
const NO_CONTACT_PENALTY = 300;

const FOOD_FAMILIES: readonly Family[] = ['coffee', 'sweet', 'meal', 'street_food'];
const DIETS = ['vegetarian', 'vegan', 'halal', 'kosher', 'gluten_free'] as const;
type Diet = (typeof DIETS)[number];

/** Countries whose addresses put the house number after the street ("Rua Augusta 24"). */
const STREET_FIRST = new Set('AR AT BE BR CH CL CO CZ DE DK ES FI GR IT MX NL NO PE PL PT SE'.split(' '));

const first = (value: string | undefined) => value?.split(';')[0]?.trim() || null;

function websiteOf(tags: Record<string, string>): string | null {
  const value = first(tags['contact:website'] ?? tags.website);
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

function phoneOf(tags: Record<string, string>): string | null {
  const value = first(tags['contact:phone'] ?? tags.phone)?.replace(/\s+/g, ' ');
  if (!value || !/^\+?[\d ()./-]+$/.test(value)) return null;
  return (value.match(/\d/g)?.length ?? 0) >= 6 ? value : null;
}

function addressOf(tags: Record<string, string>, country: string): string | null {
  const street = tags['addr:street'] ?? tags['addr:place'];
  if (!street) return null;
  const number = tags['addr:housenumber'];
  const line = number
    ? STREET_FIRST.has(country.toUpperCase())
      ? `${street} ${number}`
      : `${number} ${street}`
    : street;
  const town = [tags['addr:postcode'], tags['addr:city']].filter(Boolean).join(' ');
  return town ? `${line}, ${town}` : line;
}

const wheelchairOf = (value: string | undefined): Venue['wheelchair'] =>
  value === 'yes' || value === 'limited' || value === 'no' ? value : null;

function toVenue(element: OsmElement, country: string): Venue | null {
  const name = element.tags.name?.trim();
  if (!name) return null;
  return {
    name,
    address: addressOf(element.tags, country),
    website: websiteOf(element.tags),
    phone: phoneOf(element.tags),
    openingHours: element.tags.opening_hours?.trim() || null,
    wheelchair: wheelchairOf(element.tags.wheelchair),
    lat: element.lat,
    lon: element.lon,
    osmId: `${element.type}/${element.id}`,
    fits: [],
    openUntil: null,
  };
}

/** Countries opening_hours knows no public holidays for (it logs an error each time it is asked). */
const withoutHolidays = new Set<string>();

/**
 * Whether the venue is open for the whole window, and until when. The Date is built from the local
 * wall-clock time, because opening_hours reads a Date in the process's time zone: the server's own zone
 * never matters.
 */
export function openingWindow(
  value: string | null,
  query: Pick<VenueQuery, 'date' | 'start' | 'end' | 'country'> & { lat: number; lon: number },
): { state: 'open' | 'closed' | 'unknown'; until: number | null } {
  const unknown = { state: 'unknown', until: null } as const;
  if (!value) return unknown;
  const [year, month, day] = query.date.split('-').map(Number) as [number, number, number];
  // The first hour is what matters; a shorter stop only needs its own length.
  const until = Math.max(Math.min(query.end, query.start + 60), query.start + 1);
  const midnight = new Date(year, month - 1, day);
  const from = new Date(year, month - 1, day, 0, query.start);
  const to = new Date(year, month - 1, day, 0, until);
  const country = query.country.toLowerCase();
  // Public holidays need the country; school holidays would need the region too, which is not known.
  const holidays = /\bPH\b/.test(value) && !/\bSH\b/.test(value) && !withoutHolidays.has(country);
  const hoursOf = (withHolidays: boolean) =>
    new OpeningHours(
      value,
      withHolidays ? { lat: query.lat, lon: query.lon, address: { country_code: country, state: '' } } : null,
    );
  let hours: OpeningHours;
  try {
    try {
      hours = hoursOf(holidays);
      hours.getOpenDuration(from, to);
    } catch (error) {
      if (!holidays) throw error;
      withoutHolidays.add(country);
      hours = hoursOf(false);
    }
    const [open, unsure] = hours.getOpenDuration(from, to);
    const length = to.getTime() - from.getTime();
    if (open < length) return { state: open + unsure >= length ? 'unknown' : 'closed', until: null };
    const change = hours.getNextChange(from, new Date(from.getTime() + 36 * 3_600_000));
    return {
      state: 'open',
      until: change ? Math.round((change.getTime() - midnight.getTime()) / 60_000) : null,
    };
  } catch {
    return unknown;
  }
}

/** Whether the venue is open for the whole window (see openingWindow). */
export const openingState = (...args: Parameters<typeof openingWindow>) => openingWindow(...args).state;

const distanceMeters = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
};

const servesDiet = (tags: Record<string, string>, diet: Diet) => {
  const has = (key: Diet) => /^(yes|only)$/.test(tags[`diet:${key}`] ?? '');
  // Whatever is vegan is vegetarian too.
  return has(diet) || (diet === 'vegetarian' && has('vegan'));
};

interface Candidate {
  venue: Venue;
  tier: number;
  score: number;
}

/** Shows list performances, not opening hours: a theatre without hours may still be chosen. */
const SHOW_FAMILIES: readonly Family[] = ['music', 'stage', 'screen', 'dance'];

const DIET_WORDS: Record<Diet, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  halal: 'halal',
  kosher: 'kosher',
  gluten_free: 'gluten-free',
};

/** The kind names a dish or cuisine ("ramen"): the venue's own cuisine tag is then part of why it fits. */
const asksCuisine = (tags: OsmKindTags) =>
  tags.preferred.some((selector) => selector.some(([key]) => key === 'cuisine'));

/**
 * Why the venue fits, or null when it does not: the kind's tags, every diet asked for, a step-free
 * entrance when asked, no bar on a sober date, and open at the stop's time (shows may list no hours).
 */
function fitOf(element: OsmElement, venue: Venue, tags: OsmKindTags, query: VenueQuery) {
  const constraints = new Set<Constraint>(query.constraints);
  const family = familyOf(query.kind);
  const tier = tags.preferred.some((selector) => matchesSelector(element.tags, selector))
    ? 0
    : tags.fallback.some((selector) => matchesSelector(element.tags, selector))
      ? 1
      : null;
  if (tier === null) return null;
  const fits: string[] = [];
  if (tier === 0 && asksCuisine(tags) && element.tags.cuisine)
    fits.push(`serves ${element.tags.cuisine.split(';')[0]!.trim().replace(/_/g, ' ')}`);
  const diets = FOOD_FAMILIES.includes(family) ? DIETS.filter((diet) => constraints.has(diet)) : [];
  if (!diets.every((diet) => servesDiet(element.tags, diet))) return null;
  fits.push(...diets.map((diet) => DIET_WORDS[diet]));
  if (constraints.has('step_free')) {
    if (venue.wheelchair !== 'yes') return null;
    fits.push('step-free');
  }
  if (constraints.has('no_alcohol')) {
    if (ALCOHOL_AMENITIES.includes(element.tags.amenity ?? '')) return null;
    if (family === 'drinks') fits.push('not a bar');
  }
  const hours = openingWindow(venue.openingHours, { ...query, lat: venue.lat, lon: venue.lon });
  if (hours.state === 'closed') return null;
  if (hours.state === 'unknown' && !SHOW_FAMILIES.includes(family)) return null;
  return { tier, fits, hours };
}

function rank(
  elements: OsmElement[],
  tags: OsmKindTags,
  query: VenueQuery,
  centre: { lat: number; lon: number },
) {
  const excluded = new Set(query.excludeNames.map((name) => name.trim().toLowerCase()));
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const element of elements) {
    const found = toVenue(element, query.country);
    if (!found || excluded.has(found.name.toLowerCase()) || seen.has(found.osmId)) continue;
    const fit = fitOf(element, found, tags, query);
    if (!fit) continue;
    seen.add(found.osmId);
    const venue = { ...found, fits: fit.fits, openUntil: fit.hours.until };
    const score =
      distanceMeters(centre, venue) +
      (fit.hours.state === 'unknown' ? UNKNOWN_HOURS_PENALTY : 0) +
      (venue.website || venue.phone ? 0 : NO_CONTACT_PENALTY);
    candidates.push({ venue, tier: fit.tier, score });
  }
  return candidates
    .sort((a, b) => a.tier - b.tier || a.score - b.score || a.venue.osmId.localeCompare(b.venue.osmId))
    .slice(0, VENUE_LIMIT)
    .map((candidate) => candidate.venue);
}

/** Real venues from OpenStreetMap: Overpass for the places, Nominatim only for an area without coordinates. */
export function createOsmPlaces(options: OsmPlacesOptions): PlacesProvider {
  const overpass = createOverpassClient({ ...options, url: options.overpassUrl });
  const nominatim = createNominatimClient({ ...options, url: options.nominatimUrl });

  return {
    async findVenues(query, signal) {
      const tags = osmTagsFor(query.kind);
      if (!tags) return [];
      try {
        let centre = query.lat !== null && query.lon !== null ? { lat: query.lat, lon: query.lon } : null;
        if (!centre) {
          const text = [query.area, query.city].filter(Boolean).join(', ');
          centre = await nominatim.geocode(text, query.country, signal);
        }
        if (!centre) return [];
        const ql = venueQuery(
          [...tags.preferred, ...tags.fallback],
          centre,
          query.radiusMeters,
          options.timeoutMs,
          ELEMENT_LIMIT,
        );
        const elements = await overpass.run(ql, signal);
        return elements ? rank(elements, tags, query, centre) : [];
      } catch {
        return [];
      }
    },
  };
}
