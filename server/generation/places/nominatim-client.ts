import { createCachedLoader } from './places-cache';
import type { PlacesCache } from './venue';

export interface GeocodedPlace {
  lat: number;
  lon: number;
  displayName: string;
}

export interface NominatimClientOptions {
  url: string;
  userAgent: string;
  timeoutMs: number;
  cache: PlacesCache;
  fetchImpl?: typeof fetch;
}

/** The public Nominatim allows at most one request a second from an application. */
const MIN_INTERVAL_MS = 1000;

/**
 * Per Nominatim host, the turn of the latest request, shared by every client in the process: each
 * request leaves a second after the one before it has its answer, not a second after it left, so two
 * never reach the service within a second of each other however long the first took on the way.
 */
const turns = new Map<string, Promise<void>>();

/** Waits for `turn`, or rejects when `signal` aborts first; leaves no listener on the signal. */
async function waitForTurn(turn: Promise<void>, signal: AbortSignal | undefined) {
  if (!signal) return turn;
  signal.throwIfAborted();
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([turn, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

async function inTurn<T>(host: string, signal: AbortSignal | undefined, request: () => Promise<T>) {
  const previous = turns.get(host) ?? Promise.resolve();
  let finish!: () => void;
  const mine = new Promise<void>((resolve) => (finish = resolve));
  turns.set(
    host,
    previous.then(() => mine),
  );
  let sent = false;
  try {
    await waitForTurn(previous, signal);
    sent = true;
    return await request();
  } finally {
    if (sent) setTimeout(finish, MIN_INTERVAL_MS).unref();
    else finish();
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toPlace(raw: unknown): GeocodedPlace | null {
  if (!isRecord(raw)) return null;
  // jsonv2 gives coordinates as strings.
  const lat = Number(raw.lat);
  const lon = Number(raw.lon);
  if (
    typeof raw.lat !== 'string' ||
    typeof raw.lon !== 'string' ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lon)
  ) {
    return null;
  }
  return { lat, lon, displayName: typeof raw.display_name === 'string' ? raw.display_name : '' };
}

/** Nominatim search over HTTP, rate-limited and cached; a failure or a time-out answers null. */
export function createNominatimClient(options: NominatimClientOptions) {
  const fetchImpl = options.fetchImpl ?? fetch;
  const cached = createCachedLoader(options.cache);
  const base = options.url.replace(/\/+$/, '');
  const host = new URL(base).host;

  async function load(text: string, countryCode: string | null, signal: AbortSignal | undefined) {
    const params = new URLSearchParams({ q: text, format: 'jsonv2', limit: '1' });
    if (countryCode) params.set('countrycodes', countryCode.toLowerCase());
    const body = await inTurn(host, signal, async () => {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const response = await fetchImpl(`${base}/search?${params.toString()}`, {
        headers: { 'user-agent': options.userAgent, accept: 'application/json' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      return response.status === 200 ? ((await response.json()) as unknown) : null;
    });
    if (!Array.isArray(body)) return null;
    // An empty answer is an answer too (nowhere by that name), so it is kept like a found place.
    return { value: body.map(toPlace).filter((place) => place !== null), keep: true };
  }

  return {
    /** The best match for free text ("Roma Norte, Mexico City"), within one country when given. */
    async geocode(
      text: string,
      countryCode: string | null,
      signal?: AbortSignal,
    ): Promise<GeocodedPlace | null> {
      const key = `nominatim:${countryCode?.toLowerCase() ?? ''}:${text.trim().toLowerCase()}`;
      try {
        const places = await cached(key, () => load(text, countryCode, signal));
        return places?.[0] ?? null;
      } catch {
        return null;
      }
    },
  };
}
