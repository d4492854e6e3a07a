/** The map search a plan step links to, built the same way by the planner, the calendar and the app. */
export const mapsSearchUrl = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** Where embedded maps come from: the only origin the app frames (and the server's CSP allows). */
export const MAPS_EMBED_ORIGIN = 'https://www.google.com';

export const mapsEmbedUrl = (query: string) =>
  `${MAPS_EMBED_ORIGIN}/maps?q=${encodeURIComponent(query)}&output=embed`;

/** What a step's map link is built from. */
export interface MappedStep {
  to_location_name: string;
  to_location_address: string;
  to_location_google_maps_url: string | null;
}

const isWebUrl = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * The one map link of a plan step, wherever it is shown (plan, side card, live mode, print, .ics): the
 * planner's own, which searches the place in its city, else the place's name with its address. Never the
 * address alone, which for a stop with no street is only the neighbourhood.
 */
export function stepMapsUrl(step: MappedStep): string {
  const given = step.to_location_google_maps_url?.trim();
  if (given && isWebUrl(given)) return given;
  const address = step.to_location_address.trim();
  return mapsSearchUrl(address ? `${step.to_location_name}, ${address}` : step.to_location_name);
}
