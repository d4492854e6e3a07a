import type { PlanData, Step } from '@contract/date-plans';
import type { Draft, DraftStop } from '../draft';
import { osmTagsFor } from './osm-tags';
import type { PlacesProvider, Venue, VenueQuery } from './venue';
import { mapsSearchUrl } from '@contract/maps';

/** Live lookups may hold a plan back this long in all; whatever is slower keeps its generic place. */
const BUDGET_MS = 3000;
/** A curated neighbourhood is walkable around its centre; without one the search covers the middle of town. */
const AREA_RADIUS_METERS = 1200;
const CITY_RADIUS_METERS = 3000;

function queryFor(stop: DraftStop, draft: Draft, excludeNames: string[]): VenueQuery | null {
  const city = draft.request.place.city;
  if (stop.placeName || !city || !osmTagsFor(stop.kind)) return null;
  const wanted = stop.area?.toLowerCase();
  const area = wanted
    ? draft.grounded.areas.find((candidate) => candidate.name.toLowerCase() === wanted)
    : undefined;
  // A neighbourhood the person named but that is not curated has no coordinates: the provider geocodes it.
  const point = area ?? (stop.area ? { lat: null, lon: null } : city);
  return {
    kind: stop.kind,
    area: stop.area,
    city: draft.grounded.cityName ?? city.name,
    country: city.country,
    lat: point.lat,
    lon: point.lon,
    radiusMeters: stop.area ? AREA_RADIUS_METERS : CITY_RADIUS_METERS,
    date: draft.grounded.date,
    start: stop.start,
    end: stop.end,
    constraints: draft.request.constraints,
    excludeNames,
  };
}

function withVenue(step: Step, venue: Venue, stop: DraftStop, draft: Draft): Step {
  const fallback = [stop.area, draft.grounded.cityName, draft.grounded.countryName]
    .filter(Boolean)
    .join(', ');
  const address = venue.address ?? fallback;
  return {
    ...step,
    to_location_name: venue.name,
    to_location_address: address,
    to_location_google_maps_url: mapsSearchUrl([venue.name, address].filter(Boolean).join(', ')),
    to_location_website: venue.website,
    to_location_phone_number: venue.phone,
  };
}

/**
 * Gives each stop that is only a kind of place ("a ramen counter, Shinjuku") a real open venue nearby.
 * Lookups run together within one time budget; a stop whose lookup fails or is late stays as written.
 */
export async function enrichPlan(
  plan: PlanData,
  draft: Draft,
  provider: PlacesProvider,
  signal?: AbortSignal,
): Promise<{ plan: PlanData; found: number }> {
  const names = plan.steps.map((step) => step.to_location_name);
  const queries = plan.steps.map((_, index) => {
    const stop = draft.stops[index];
    return stop ? queryFor(stop, draft, names) : null;
  });
  if (!queries.some(Boolean)) return { plan, found: 0 };

  const budget = AbortSignal.timeout(BUDGET_MS);
  const lookups = signal ? AbortSignal.any([signal, budget]) : budget;
  // Resolves at the deadline even for a provider that ignores the signal.
  const deadline = new Promise<Venue[]>((resolve) => {
    if (lookups.aborted) resolve([]);
    lookups.addEventListener('abort', () => resolve([]), { once: true });
  });
  const results = await Promise.all(
    queries.map((query) =>
      query ? Promise.race([provider.findVenues(query, lookups).catch(() => []), deadline]) : [],
    ),
  );

  const used = new Set(names.map((name) => name.toLowerCase()));
  let found = 0;
  const steps = plan.steps.map((step, index) => {
    const stop = draft.stops[index];
    const venue = results[index]?.find((candidate) => !used.has(candidate.name.toLowerCase()));
    if (!stop || !venue) return step;
    used.add(venue.name.toLowerCase());
    found += 1;
    return withVenue(step, venue, stop, draft);
  });
  return { plan: found ? { ...plan, steps } : plan, found };
}
