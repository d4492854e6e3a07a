/** The map search a plan step links to, built the same way by the planner, the calendar and the app. */
export const mapsSearchUrl = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** Where embedded maps come from: the only origin the app frames (and the server's CSP allows). */
export const MAPS_EMBED_ORIGIN = 'https://www.google.com';

export const mapsEmbedUrl = (query: string) =>
  `${MAPS_EMBED_ORIGIN}/maps?q=${encodeURIComponent(query)}&output=embed`;
