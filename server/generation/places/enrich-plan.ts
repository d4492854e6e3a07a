import type { PlanData, Step } from '@contract/date-plans';
import type { Draft, DraftStop } from '../draft';
import { distanceKm } from '../world/distance';
import { isKindOfVenue, lookForTip, suggestionTip, whyHere, withTip } from './suggestion';
import type { PlacesProvider, Venue, VenueQuery } from './venue';
import { mapsSearchUrl } from '@contract/maps';
import { venueBooking } from '../write/venue-facts';

/** Live lookups may hold a plan back this long in all; whatever is slower keeps its generic place. */
const BUDGET_MS = 3000;
/** A curated neighbourhood is walkable around its centre; without one the search covers the middle of town. */
const AREA_RADIUS_METERS = 1200;
const CITY_RADIUS_METERS = 3000;
/** How many of a lookup's best venues compete on their distance from the previous stop. */
const NEAREST_OF = 5;
/** Metres a venue's place in the ranking weighs against its distance from the previous stop. */
const RANK_WEIGHT_METERS = 50;

type Point = { lat: number; lon: number };

/** The last minutes of a stay are for leaving: a venue may close this long before the stop ends. */
const LEAVING_MINUTES = 15;

/**
 * The venue's own opening_hours keep it open for the whole stop as the plan times it, not only its
 * first hour: a bar that closes at 23:00 is no place for a stop until midnight. Unknown hours are
 * judged by the lookup (shows list none).
 */
export const openThroughStop = (venue: Venue, stop: DraftStop) =>
  venue.openUntil === null || venue.openUntil >= stop.end - LEAVING_MINUTES;

function areaOf(stop: DraftStop, draft: Draft) {
  const wanted = stop.area?.toLowerCase();
  return wanted
    ? draft.grounded.areas.find((candidate) => candidate.name.toLowerCase() === wanted)
    : undefined;
}

function queryFor(stop: DraftStop, draft: Draft, excludeNames: string[]): VenueQuery | null {
  const city = draft.request.place.city;
  if (!isKindOfVenue(stop) || !city) return null;
  // A neighbourhood the person named but that is not curated has no coordinates: the provider geocodes it.
  const point = areaOf(stop, draft) ?? (stop.area ? { lat: null, lon: null } : city);
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

function withVenue(step: Step, venue: Venue, stop: DraftStop, draft: Draft, why: string): Step {
  const fallback = [stop.area, draft.grounded.cityName, draft.grounded.countryName]
    .filter(Boolean)
    .join(', ');
  const address = venue.address ?? fallback;
  const city = draft.grounded.cityName;
  return {
    ...step,
    description: why ? `${step.description} ${why}` : step.description,
    to_location_name: venue.name,
    to_location_address: address,
    // The venue in its city: an address from OSM may carry no town.
    to_location_google_maps_url: mapsSearchUrl(
      [venue.name, address, city && !address.includes(city) ? city : null].filter(Boolean).join(', '),
    ),
    to_location_website: venue.website,
    to_location_phone_number: venue.phone,
    booking_recommendation: venueBooking(
      step.booking_recommendation,
      venue,
      draft.request.languageFallback ? 'en' : draft.language,
    ),
  };
}

/** Of the best few, the venue nearest the previous stop, its rank weighing a little. */
function nearest(venues: Venue[], previous: Point | null) {
  if (!previous) return venues[0];
  let best: { venue: Venue; cost: number } | undefined;
  for (const [rank, venue] of venues.slice(0, NEAREST_OF).entries()) {
    const cost = distanceKm(previous, venue) * 1000 + rank * RANK_WEIGHT_METERS;
    if (!best || cost < best.cost) best = { venue, cost };
  }
  return best?.venue;
}

/** Every lookup at once within the budget: null for one that had no answer in time. */
async function lookUp(queries: (VenueQuery | null)[], provider: PlacesProvider, signal?: AbortSignal) {
  const budget = AbortSignal.timeout(BUDGET_MS);
  const lookups = signal ? AbortSignal.any([signal, budget]) : budget;
  // Resolves at the deadline even for a provider that ignores the signal.
  const deadline = new Promise<null>((resolve) => {
    if (lookups.aborted) resolve(null);
    lookups.addEventListener('abort', () => resolve(null), { once: true });
  });
  return Promise.all(
    queries.map((query) =>
      query ? Promise.race([provider.findVenues(query, lookups).catch(() => []), deadline]) : null,
    ),
  );
}

/**
 * Gives each stop that is only a kind of place ("a ramen counter, Shinjuku") a real venue that fits the
 * request, open then and near the previous stop, saying why it was chosen. A stop no venue fits says what
 * to look for; one whose lookup failed or was late says it is a suggestion of a kind.
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
  const results = await lookUp(queries, provider, signal);

  const used = new Set(names.map((name) => name.toLowerCase()));
  let found = 0;
  let previous: Point | null = null;
  const steps = plan.steps.map((step, index) => {
    const stop = draft.stops[index];
    const answer = results[index];
    const venue =
      answer &&
      stop &&
      nearest(
        answer.filter(
          (candidate) => !used.has(candidate.name.toLowerCase()) && openThroughStop(candidate, stop),
        ),
        previous,
      );
    const from = previous;
    previous = venue ?? (stop ? (areaOf(stop, draft) ?? null) : null);
    if (!stop || !queries[index]) return step;
    if (!venue) {
      return withTip(step, answer ? lookForTip(stop, draft) : suggestionTip(stop, draft));
    }
    used.add(venue.name.toLowerCase());
    found += 1;
    const metres = from ? distanceKm(from, venue) * 1000 : null;
    return withVenue(step, venue, stop, draft, whyHere(venue, metres, draft));
  });
  return { plan: { ...plan, steps }, found };
}
