import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { startFakeOsm } from '../../testing/fake-osm';
import { createTestDatabase } from '../../testing/test-database';
import { createOsmPlaces, openingState } from './osm-places';
import { createPlacesCache } from './places-cache';
import type { PlacesCache, VenueQuery } from './venue';

const USER_AGENT = 'Datecraft/0.1 (test; hello@datecraft.app)';
/** 2026-06-13 is a Saturday. */
const chiadoCoffee: VenueQuery = {
  kind: 'cafe',
  area: 'Chiado',
  city: 'Lisbon',
  country: 'PT',
  lat: 38.711,
  lon: -9.142,
  radiusMeters: 1200,
  date: '2026-06-13',
  start: 600,
  end: 645,
  constraints: [],
  excludeNames: [],
};
const bairroDinner: VenueQuery = {
  ...chiadoCoffee,
  kind: 'dinner',
  area: 'Bairro Alto',
  lat: 38.713,
  lon: -9.146,
  start: 1170,
  end: 1260,
};

let database: DatabaseHandle;
let fake: Awaited<ReturnType<typeof startFakeOsm>>;
let now: Date;
let cache: PlacesCache;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  fake = await startFakeOsm();
  now = new Date('2026-06-01T12:00:00Z');
  // Keyed by the fake's address, so nothing an earlier test cached is reused.
  const shared = createPlacesCache(database.db, { days: 7, now: () => now });
  const prefix = `${fake.url}:`;
  cache = {
    get: (key) => shared.get(prefix + key),
    put: (key, payload) => shared.put(prefix + key, payload),
  };
});
afterEach(() => fake.close());

const provider = (timeoutMs = 2000) =>
  createOsmPlaces({
    overpassUrl: fake.overpassUrl,
    nominatimUrl: fake.nominatimUrl,
    userAgent: USER_AGENT,
    timeoutMs,
    cache,
  });
const names = (venues: { name: string }[]) => venues.map((venue) => venue.name);

describe('createOsmPlaces', () => {
  it('asks Overpass once around the point, with the kind’s tags and its User-Agent', async () => {
    const venues = await provider().findVenues(chiadoCoffee);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ service: 'overpass', method: 'POST', userAgent: USER_AGENT });
    expect(request?.query).toBe(
      '[out:json][timeout:2];\n(\n  nwr["amenity"="cafe"]["name"](around:1200,38.71100,-9.14200);\n);\nout center tags 100;',
    );
    expect(venues[0]).toEqual({
      name: 'Café Ribeira',
      address: 'Rua Garrett 20, 1200-203 Lisboa',
      website: 'https://cafe-ribeira.example/',
      phone: '+351 21 000 1001',
      openingHours: 'Mo-Su 08:00-20:00',
      wheelchair: 'yes',
      lat: 38.7109,
      lon: -9.1421,
      osmId: 'node/1001',
      fits: [],
      openUntil: 1200,
    });
  });

  it('keeps only venues whose hours say they are open then, and drops the unnamed and the far', async () => {
    // Pastelaria Lumiar is closed on Saturdays; Café do Largo gives no hours, so it may be shut.
    const venues = await provider().findVenues(chiadoCoffee);
    expect(names(venues)).toEqual(['Café Ribeira']);
    const friday = await provider().findVenues({ ...chiadoCoffee, date: '2026-06-12' });
    expect(names(friday)).toEqual(['Pastelaria Lumiar', 'Café Ribeira']);
    expect(friday[0]).toMatchObject({
      phone: '+351 21 000 1002',
      address: 'Rua Nova do Almada 5',
      openUntil: 1140,
    });
    const late = await provider().findVenues({ ...chiadoCoffee, start: 1170, end: 1230 });
    expect(names(late)).toEqual([]);
  });

  it('finds ways by their centre and cleans up their contact details', async () => {
    const venues = await provider().findVenues(bairroDinner);
    // Marisqueira Azul closes at 16:00; Ramen Kaze at 22:00 is open for the first hour.
    expect(names(venues)).toEqual(['Tasca do Bairro', 'Ramen Kaze', 'Horta Verde', 'Jardim à Mesa']);
    expect(venues[0]).toMatchObject({
      osmId: 'way/2001',
      website: 'https://tasca-do-bairro.example',
      phone: '+351 21 000 2001',
      wheelchair: 'no',
      address: 'Rua da Atalaia 50, 1200-041 Lisboa',
    });
  });

  it('honours diets, step-free access and alcohol-free dates', async () => {
    const places = provider();
    const vegan = await places.findVenues({ ...bairroDinner, constraints: ['vegan'] });
    expect(names(vegan)).toEqual(['Horta Verde']);
    expect(vegan[0]).toMatchObject({ fits: ['vegan'], openUntil: 1380 });
    expect(names(await places.findVenues({ ...bairroDinner, constraints: ['vegetarian'] }))).toEqual([
      'Horta Verde',
    ]);
    // Horta Verde's entrance is only 'limited': step-free asks for wheelchair=yes.
    expect(await places.findVenues({ ...bairroDinner, constraints: ['step_free'] })).toEqual([]);
    expect(
      names(await places.findVenues({ ...chiadoCoffee, constraints: ['step_free'] })).slice(0, 1),
    ).toEqual(['Café Ribeira']);
    const bars = { ...bairroDinner, kind: 'bar' as const, start: 1320, end: 1380 };
    expect(names(await places.findVenues(bars))).toEqual(['Cervejaria da Esquina', 'Bar Alto']);
    expect(await places.findVenues({ ...bars, constraints: ['no_alcohol'] })).toEqual([]);
    expect(names(await places.findVenues({ ...bairroDinner, excludeNames: ['tasca do bairro'] }))[0]).toBe(
      'Ramen Kaze',
    );
  });

  it('prefers the exact kind and falls back to the near one', async () => {
    const cocktails = await provider().findVenues({
      ...bairroDinner,
      kind: 'cocktail_bar',
      start: 1320,
      end: 1380,
    });
    expect(names(cocktails)).toEqual(['Bar Alto']);
    const ramen = await provider().findVenues({ ...bairroDinner, kind: 'ramen' });
    expect(names(ramen)).toEqual(['Ramen Kaze']);
    expect(fake.requests.at(-1)?.query).toContain('["cuisine"~"(^|;) *(ramen) *(;|$)"]');
  });

  it('answers a repeated lookup from the cache until it expires', async () => {
    const places = provider();
    await places.findVenues(chiadoCoffee);
    await places.findVenues({ ...chiadoCoffee, start: 900, end: 960 });
    expect(fake.requests).toHaveLength(1);
    now = new Date('2026-06-09T12:00:00Z');
    expect(names(await places.findVenues(chiadoCoffee))[0]).toBe('Café Ribeira');
    expect(fake.requests).toHaveLength(2);
  });

  it('geocodes an area without coordinates with Nominatim, within the country', async () => {
    const venues = await provider().findVenues({
      ...bairroDinner,
      area: 'Príncipe Real',
      lat: null,
      lon: null,
      radiusMeters: 300,
    });
    expect(names(venues)).toEqual(['Jardim à Mesa']);
    const [geocode, search] = fake.requests;
    expect(geocode).toMatchObject({
      service: 'nominatim',
      method: 'GET',
      path: '/search',
      userAgent: USER_AGENT,
    });
    expect(geocode?.params).toEqual({
      q: 'Príncipe Real, Lisbon',
      format: 'jsonv2',
      limit: '1',
      countrycodes: 'pt',
    });
    expect(search?.query).toContain('(around:300,38.71680,-9.14870)');
  });

  it('waits a second between Nominatim requests', async () => {
    const places = provider();
    await places.findVenues({ ...bairroDinner, area: 'Príncipe Real', lat: null, lon: null });
    await places.findVenues({ ...bairroDinner, area: 'Nowhere Street', lat: null, lon: null });
    const [first, second] = fake.requests.filter((request) => request.service === 'nominatim');
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(990);
  });

  it.each([429, 500] as const)(
    'answers [] when Overpass says %i, and asks again next time',
    async (status) => {
      fake.setMode('overpass', status);
      expect(await provider().findVenues(chiadoCoffee)).toEqual([]);
      fake.setMode('overpass', 'ok');
      expect(await provider().findVenues(chiadoCoffee)).not.toEqual([]);
      expect(fake.requests).toHaveLength(2);
    },
  );

  it('answers [] within the time-out when a service hangs', async () => {
    fake.setMode('overpass', 'hang');
    let started = Date.now();
    expect(await provider(300).findVenues(chiadoCoffee)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1500);
    fake.setMode('nominatim', 'hang');
    started = Date.now();
    expect(await provider(300).findVenues({ ...chiadoCoffee, lat: null, lon: null })).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('answers [] when nothing listens and for kinds that are not venues', async () => {
    await fake.close();
    expect(await provider().findVenues(chiadoCoffee)).toEqual([]);
    expect(await provider().findVenues({ ...chiadoCoffee, kind: 'walk' })).toEqual([]);
  });
});

describe('openingState', () => {
  const at = { date: '2026-06-13', country: 'PT', lat: 38.71, lon: -9.14 };

  it('judges the first hour of the stop in the place’s own wall-clock time', () => {
    const original = process.env.TZ;
    try {
      for (const zone of ['UTC', 'Pacific/Auckland', 'America/Los_Angeles']) {
        process.env.TZ = zone;
        expect(openingState('Mo-Sa 18:00-23:00', { ...at, start: 1140, end: 1260 })).toBe('open');
        expect(openingState('Mo-Sa 18:00-23:00', { ...at, start: 1350, end: 1410 })).toBe('closed');
        expect(openingState('Mo-Fr 08:00-18:00', { ...at, start: 600, end: 660 })).toBe('closed');
      }
    } finally {
      process.env.TZ = original;
    }
  });

  it('needs only the stop’s length when it is shorter than an hour, and follows hours past midnight', () => {
    expect(openingState('Mo-Su 08:00-19:00', { ...at, start: 1095, end: 1140 })).toBe('open');
    expect(openingState('Mo-Su 08:00-19:00', { ...at, start: 1110, end: 1200 })).toBe('closed');
    expect(openingState('Fr-Sa 20:00-03:00', { ...at, start: 1500, end: 1560 })).toBe('open');
  });

  it('knows public holidays and calls what it cannot read unknown', () => {
    const christmas = { ...at, date: '2026-12-25', start: 720, end: 780 };
    expect(openingState('Mo-Sa 12:00-23:00; PH off', christmas)).toBe('closed');
    expect(openingState('Mo-Sa 12:00-23:00', christmas)).toBe('open');
    expect(openingState('ask the owner', { ...at, start: 720, end: 780 })).toBe('unknown');
    expect(openingState(null, { ...at, start: 720, end: 780 })).toBe('unknown');
  });
});
