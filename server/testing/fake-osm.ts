import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An element as Overpass prints it with `out center tags`: nodes with lat/lon, ways and relations with a centre. */
export type FakeOsmElement =
  | { type: 'node'; id: number; lat: number; lon: number; tags: Record<string, string> }
  | {
      type: 'way' | 'relation';
      id: number;
      center: { lat: number; lon: number };
      tags: Record<string, string>;
    };

/** What Nominatim finds for a search whose text starts with `name` (compared without case). */
export interface FakeOsmPlace {
  name: string;
  lat: number;
  lon: number;
  displayName: string;
  countryCode: string;
}

export interface FakeOsmFixtures {
  elements: FakeOsmElement[];
  places: FakeOsmPlace[];
}

export interface FakeOsmRequest {
  service: 'overpass' | 'nominatim';
  method: string;
  path: string;
  userAgent: string | undefined;
  /** The Overpass QL, or Nominatim's q. */
  query: string;
  params: Record<string, string>;
  at: number;
}

/** How a service answers: normally, with an error status, or never (until the fake closes). */
export type FakeOsmMode = 'ok' | 429 | 500 | 'hang';

/**
 * Venues around Chiado and Bairro Alto in Lisbon, made up but tagged the way OSM tags real ones
 * (names, addresses, hours and phone numbers are fictional; websites use the reserved .example domain).
 */
export const LISBON_FIXTURES: FakeOsmFixtures = {
  elements: [
    {
      type: 'node',
      id: 1001,
      lat: 38.7109,
      lon: -9.1421,
      tags: {
        amenity: 'cafe',
        name: 'Café Ribeira',
        opening_hours: 'Mo-Su 08:00-20:00',
        website: 'https://cafe-ribeira.example/',
        phone: '+351 21 000 1001',
        wheelchair: 'yes',
        'addr:street': 'Rua Garrett',
        'addr:housenumber': '20',
        'addr:postcode': '1200-203',
        'addr:city': 'Lisboa',
      },
    },
    {
      type: 'node',
      id: 1002,
      lat: 38.7111,
      lon: -9.142,
      tags: {
        amenity: 'cafe',
        name: 'Pastelaria Lumiar',
        opening_hours: 'Mo-Fr 07:30-19:00; PH off',
        'contact:phone': '+351 21 000 1002',
        'addr:street': 'Rua Nova do Almada',
        'addr:housenumber': '5',
      },
    },
    {
      type: 'node',
      id: 1003,
      lat: 38.7116,
      lon: -9.1415,
      tags: { amenity: 'cafe', name: 'Café do Largo', website: 'ftp://cafe-do-largo.example' },
    },
    { type: 'node', id: 1004, lat: 38.7112, lon: -9.1423, tags: { amenity: 'cafe', opening_hours: '24/7' } },
    {
      type: 'node',
      id: 1005,
      lat: 38.697,
      lon: -9.206,
      tags: { amenity: 'cafe', name: 'Café de Belém Longe', opening_hours: 'Mo-Su 08:00-20:00' },
    },
    {
      type: 'way',
      id: 2001,
      center: { lat: 38.7131, lon: -9.1459 },
      tags: {
        building: 'yes',
        amenity: 'restaurant',
        name: 'Tasca do Bairro',
        cuisine: 'portuguese',
        opening_hours: 'Tu-Sa 19:00-23:30',
        'contact:website': 'https://tasca-do-bairro.example',
        'contact:phone': '+351  21 000  2001;+351 91 000 2001',
        wheelchair: 'no',
        'addr:street': 'Rua da Atalaia',
        'addr:housenumber': '50',
        'addr:postcode': '1200-041',
        'addr:city': 'Lisboa',
      },
    },
    {
      type: 'node',
      id: 1006,
      lat: 38.7142,
      lon: -9.1466,
      tags: {
        amenity: 'restaurant',
        name: 'Horta Verde',
        cuisine: 'vegetarian',
        'diet:vegetarian': 'only',
        'diet:vegan': 'yes',
        opening_hours: 'Mo-Sa 12:00-15:00,19:00-23:00',
        website: 'http://horta-verde.example',
        wheelchair: 'limited',
        'addr:street': 'Rua do Norte',
        'addr:housenumber': '12',
        'addr:city': 'Lisboa',
      },
    },
    {
      type: 'node',
      id: 1007,
      lat: 38.713,
      lon: -9.1455,
      tags: {
        amenity: 'restaurant',
        name: 'Marisqueira Azul',
        cuisine: 'seafood',
        opening_hours: 'Mo-Su 12:00-16:00',
      },
    },
    {
      type: 'node',
      id: 1008,
      lat: 38.7127,
      lon: -9.1452,
      tags: {
        amenity: 'restaurant',
        name: 'Ramen Kaze',
        cuisine: 'ramen;japanese',
        opening_hours: 'Mo-Sa 12:00-22:00',
        phone: '+351 21 000 1008',
      },
    },
    {
      type: 'node',
      id: 1009,
      lat: 38.7134,
      lon: -9.1461,
      tags: {
        amenity: 'bar',
        name: 'Bar Alto',
        cocktails: 'yes',
        opening_hours: 'Mo-Su 18:00-02:00',
        wheelchair: 'yes',
      },
    },
    {
      type: 'node',
      id: 1010,
      lat: 38.7129,
      lon: -9.1457,
      tags: { amenity: 'pub', name: 'Cervejaria da Esquina', opening_hours: 'Mo-Su 12:00-24:00' },
    },
    {
      type: 'node',
      id: 1011,
      lat: 38.717,
      lon: -9.149,
      tags: {
        amenity: 'restaurant',
        name: 'Jardim à Mesa',
        opening_hours: 'Mo-Su 12:00-23:00',
        phone: '+351 21 000 1011',
      },
    },
  ],
  places: [
    {
      name: 'Príncipe Real',
      lat: 38.7168,
      lon: -9.1487,
      displayName: 'Príncipe Real, Misericórdia, Lisboa, Portugal',
      countryCode: 'pt',
    },
  ],
};

const distanceMeters = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
};

const pointOf = (element: FakeOsmElement) => (element.type === 'node' ? element : element.center);

type Filter = (tags: Record<string, string>) => boolean;

/** The part of Overpass QL the provider writes: `nwr[..][..](around:r,lat,lon);` statements in a union. */
function evaluateOverpass(query: string, elements: FakeOsmElement[]): FakeOsmElement[] | null {
  if (!query.startsWith('[out:json]')) return null;
  const statement = /\b(node|way|relation|nwr)((?:\[[^\]]*\])+)\(around:([\d.]+),(-?[\d.]+),(-?[\d.]+)\);/g;
  const found = new Map<string, FakeOsmElement>();
  let matched = false;
  for (const [, type, filterText, radius, lat, lon] of query.matchAll(statement)) {
    matched = true;
    const filters: Filter[] = [];
    for (const [, key, op, value, flag] of (filterText ?? '').matchAll(
      /\["([^"]+)"(?:(=|~)"((?:[^"\\]|\\.)*)"(,i)?)?\]/g,
    )) {
      const k = key ?? '';
      const v = (value ?? '').replace(/\\(.)/g, '$1');
      if (!op) filters.push((tags) => tags[k] !== undefined);
      else if (op === '=') filters.push((tags) => tags[k] === v);
      else filters.push((tags) => tags[k] !== undefined && new RegExp(v, flag ? 'i' : '').test(tags[k]));
    }
    const centre = { lat: Number(lat), lon: Number(lon) };
    for (const element of elements) {
      if (type !== 'nwr' && element.type !== type) continue;
      if (!filters.every((filter) => filter(element.tags))) continue;
      if (distanceMeters(centre, pointOf(element)) > Number(radius)) continue;
      found.set(`${element.type}/${element.id}`, element);
    }
  }
  if (!matched) return null;
  const limit = /\bout\b[^;]*?\b(\d+)\s*;/.exec(query)?.[1];
  const ordered = [...found.values()].sort((a, b) => a.type.localeCompare(b.type) || a.id - b.id);
  return limit ? ordered.slice(0, Number(limit)) : ordered;
}

/** The services' own paths, and the status pages the PLACES_PROVIDER=auto probe asks. */
const SERVICE_PATHS: Record<string, FakeOsmRequest['service']> = {
  '/api/interpreter': 'overpass',
  '/api/status': 'overpass',
  '/search': 'nominatim',
  '/status': 'nominatim',
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => resolve(raw));
  });

/** A local stand-in for the Overpass API (`/api/interpreter`) and Nominatim (`/search`), for tests. */
export async function startFakeOsm(fixtures: FakeOsmFixtures = LISBON_FIXTURES) {
  const requests: FakeOsmRequest[] = [];
  const modes: Record<FakeOsmRequest['service'], FakeOsmMode> = { overpass: 'ok', nominatim: 'ok' };

  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };

  const server: Server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const url = new URL(req.url ?? '/', 'http://fake-osm');
      const params = Object.fromEntries(req.method === 'POST' ? new URLSearchParams(raw) : url.searchParams);
      const service = SERVICE_PATHS[url.pathname] ?? null;
      if (!service) return send(res, 404, 'text/plain', 'Not found');
      const mode = modes[service];
      if (url.pathname.endsWith('status')) {
        if (mode === 'hang') return;
        return mode === 'ok' ? send(res, 200, 'text/plain', 'OK') : send(res, mode, 'text/plain', 'Down');
      }
      requests.push({
        service,
        method: req.method ?? 'GET',
        path: url.pathname,
        userAgent: req.headers['user-agent'],
        query: (service === 'overpass' ? params.data : params.q) ?? '',
        params,
        at: Date.now(),
      });
      if (mode === 'hang') return;
      if (mode === 429)
        return send(res, 429, 'text/html', '<html><body><p>Too Many Requests</p></body></html>');
      if (mode === 500)
        return send(res, 500, 'text/html', '<html><body><p>Internal Server Error</p></body></html>');

      if (service === 'overpass') {
        const elements = evaluateOverpass(params.data ?? '', fixtures.elements);
        if (!elements) {
          return send(res, 400, 'text/html', '<html><body><p>Error: line 1: parse error</p></body></html>');
        }
        return send(
          res,
          200,
          'application/json',
          JSON.stringify({
            version: 0.6,
            generator: 'Overpass API 0.7.62.1 084b4234',
            osm3s: {
              timestamp_osm_base: '2026-06-01T12:00:00Z',
              copyright:
                'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
            },
            elements,
          }),
        );
      }

      if (params.format !== 'jsonv2')
        return send(res, 400, 'text/plain', 'Parameter "format" must be jsonv2');
      const text = (params.q ?? '').toLowerCase();
      const countries = params.countrycodes?.split(',');
      const place = fixtures.places.find(
        (candidate) =>
          text.startsWith(candidate.name.toLowerCase()) &&
          (!countries || countries.includes(candidate.countryCode)),
      );
      const results = place
        ? [
            {
              place_id: 100_000 + fixtures.places.indexOf(place),
              licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
              osm_type: 'relation',
              osm_id: 200_000 + fixtures.places.indexOf(place),
              lat: String(place.lat),
              lon: String(place.lon),
              category: 'place',
              type: 'neighbourhood',
              place_rank: 22,
              importance: 0.3,
              addresstype: 'neighbourhood',
              name: place.name,
              display_name: place.displayName,
              boundingbox: [
                String(place.lat - 0.005),
                String(place.lat + 0.005),
                String(place.lon - 0.005),
                String(place.lon + 0.005),
              ],
            },
          ]
        : [];
      send(res, 200, 'application/json', JSON.stringify(results.slice(0, Number(params.limit ?? 10))));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    overpassUrl: `${url}/api/interpreter`,
    nominatimUrl: url,
    requests,
    /** Makes one service answer with an error status, or never, from now on. */
    setMode(service: FakeOsmRequest['service'], mode: FakeOsmMode) {
      modes[service] = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests would otherwise keep the server open forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
