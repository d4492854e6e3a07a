import { createHash } from 'node:crypto';
import { selectorQl, type OsmSelector } from './osm-tags';
import { createCachedLoader } from './places-cache';
import type { PlacesCache } from './venue';

/** A node, or a way or relation by its centre, with its tags. */
export interface OsmElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat: number;
  lon: number;
  tags: Record<string, string>;
}

export interface OverpassClientOptions {
  url: string;
  userAgent: string;
  timeoutMs: number;
  cache: PlacesCache;
  fetchImpl?: typeof fetch;
}

/**
 * Named places matching any of the selectors within `radiusMeters` of the point, centres for areas.
 * The server-side timeout is the client's, so Overpass gives up when nobody waits any more.
 */
export function venueQuery(
  selectors: readonly OsmSelector[],
  point: { lat: number; lon: number },
  radiusMeters: number,
  timeoutMs: number,
  limit: number,
): string {
  // Rounded to about a metre, so the same area always makes the same query (and cache key).
  const around = `(around:${Math.round(radiusMeters)},${point.lat.toFixed(5)},${point.lon.toFixed(5)})`;
  const statements = selectors.map((selector) => `  nwr${selectorQl(selector)}["name"]${around};`);
  const seconds = Math.max(1, Math.ceil(timeoutMs / 1000));
  return `[out:json][timeout:${seconds}];\n(\n${statements.join('\n')}\n);\nout center tags ${limit};`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toElement(raw: unknown): OsmElement | null {
  if (!isRecord(raw) || !isRecord(raw.tags)) return null;
  const { type, id } = raw;
  if ((type !== 'node' && type !== 'way' && type !== 'relation') || typeof id !== 'number') return null;
  const point = type === 'node' ? raw : raw.center;
  if (!isRecord(point) || typeof point.lat !== 'number' || typeof point.lon !== 'number') return null;
  const tags: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw.tags)) if (typeof value === 'string') tags[key] = value;
  return { type, id, lat: point.lat, lon: point.lon, tags };
}

/** Overpass API over HTTP: answers are cached by query; a failure or a time-out answers null. */
export function createOverpassClient(options: OverpassClientOptions) {
  const fetchImpl = options.fetchImpl ?? fetch;
  const cached = createCachedLoader(options.cache);

  async function load(query: string, signal: AbortSignal | undefined) {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const response = await fetchImpl(options.url, {
      method: 'POST',
      headers: {
        'user-agent': options.userAgent,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ data: query }).toString(),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (response.status !== 200) return null;
    const body: unknown = await response.json();
    if (!isRecord(body) || !Array.isArray(body.elements)) return null;
    const elements = body.elements.map(toElement).filter((element) => element !== null);
    // A remark means Overpass stopped early (out of time or memory): use what came, but ask again next time.
    return { value: elements, keep: typeof body.remark !== 'string' };
  }

  return {
    async run(query: string, signal?: AbortSignal): Promise<OsmElement[] | null> {
      const key = `overpass:${createHash('sha256').update(query).digest('hex')}`;
      try {
        return await cached(key, () => load(query, signal));
      } catch {
        return null;
      }
    },
  };
}
