/** The map search a plan step links to, built the same way by the planner, the calendar and the app. */
export const mapsSearchUrl = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
