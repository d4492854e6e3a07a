import { createOsmPlaces } from './osm-places';
import { createOsmProbe, createPlacesSwitch } from './places-switch';
import type { PlacesCache, PlacesProvider } from './venue';

export interface LivePlacesOptions {
  /** auto: while a probe finds the services up; osm: always; none: never. */
  mode: 'auto' | 'osm' | 'none';
  overpassUrl: string;
  nominatimUrl: string;
  userAgent: string;
  timeoutMs: number;
  probeIntervalMs: number;
  cache: PlacesCache;
  onChange?: (up: boolean) => void;
}

/** A probe is a yes or no: it need not wait as long as a lookup. */
const PROBE_TIMEOUT_MS = 3000;

/** The places provider PLACES_PROVIDER asks for; auto's probe starts in the background at once. */
export function createLivePlaces(options: LivePlacesOptions): PlacesProvider | undefined {
  if (options.mode === 'none') return undefined;
  const provider = createOsmPlaces(options);
  if (options.mode === 'osm') return provider;
  const places = createPlacesSwitch({
    provider,
    probe: createOsmProbe({ ...options, timeoutMs: Math.min(options.timeoutMs, PROBE_TIMEOUT_MS) }),
    intervalMs: options.probeIntervalMs,
    onChange: options.onChange,
  });
  places.start();
  return places;
}
