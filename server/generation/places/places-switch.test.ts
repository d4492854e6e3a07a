import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOsm } from '../../testing/fake-osm';
import { createOfflineEngine } from '../engines/offline-engine';
import { warmUpPlanner } from '../pipeline';
import { createOsmPlaces } from './osm-places';
import { createOsmProbe, createPlacesSwitch, statusUrls, type PlacesSwitch } from './places-switch';
import type { PlacesCache } from './venue';

const memoryCache = (): PlacesCache => {
  const entries = new Map<string, unknown>();
  return { get: async (key) => entries.get(key), put: async (key, value) => void entries.set(key, value) };
};

// Step-free, so no long-standing institution (whose access is not known) takes the café's place.
const DESCRIPTION = 'Coffee and then dinner in Chiado, Lisbon, step-free please';
const USER_AGENT = 'Datecraft-test/1 (test@datecraft.test)';

describe('PLACES_PROVIDER=auto', () => {
  let fake: Awaited<ReturnType<typeof startFakeOsm>>;
  let places: PlacesSwitch;

  // Timings are of planning, not of loading the world's cities and lexicons the first time.
  beforeAll(() => warmUpPlanner(), 60_000);

  beforeEach(async () => {
    fake = await startFakeOsm();
    const options = {
      overpassUrl: fake.overpassUrl,
      nominatimUrl: fake.nominatimUrl,
      userAgent: USER_AGENT,
      timeoutMs: 300,
    };
    places = createPlacesSwitch({
      provider: createOsmPlaces({ ...options, timeoutMs: 2000, cache: memoryCache() }),
      probe: createOsmProbe(options),
      intervalMs: 60_000,
    });
  });
  afterEach(async () => {
    places.stop();
    await fake.close();
  });

  /** A plan with the switch, and how long it took. */
  const plan = async () => {
    const started = performance.now();
    const { plan } = await createOfflineEngine({ delayMs: 0, places }).generate(
      { query: DESCRIPTION, preferences: {} },
      () => undefined,
    );
    return {
      plan,
      ms: performance.now() - started,
      phones: plan.steps.filter((s) => s.to_location_phone_number),
    };
  };

  it('asks the status pages beside the configured services', () => {
    expect(
      statusUrls({
        overpassUrl: 'https://overpass.example/api/interpreter',
        nominatimUrl: 'https://nominatim.example/',
      }),
    ).toEqual(['https://overpass.example/api/status', 'https://nominatim.example/status']);
  });

  it('counts the services down until the first probe answers, and a plan does not wait for it', async () => {
    fake.setMode('overpass', 'hang');
    const probing = places.check();
    expect(places.available?.()).toBe(false);
    const { ms, phones } = await plan();
    expect(phones).toEqual([]);
    expect(ms).toBeLessThan(1000);
    expect(fake.requests.filter((request) => request.path === '/api/interpreter')).toEqual([]);
    expect(await probing).toBe(false);
  });

  it('flips to live venues when the services answer, and back to offline at once when they stop', async () => {
    expect(await places.check()).toBe(true);
    const live = await plan();
    expect(live.phones.length).toBeGreaterThan(0);

    fake.setMode('overpass', 'hang');
    expect(await places.check()).toBe(false);
    const asked = fake.requests.length;
    const offline = await plan();
    expect(offline.phones).toEqual([]);
    expect(offline.ms).toBeLessThan(1000);
    // Down means not asked at all: no lookup is sent to hang until the budget runs out.
    expect(fake.requests.length).toBe(asked);

    fake.setMode('overpass', 'ok');
    expect(await places.check()).toBe(true);
    expect((await plan()).phones.length).toBeGreaterThan(0);
  });

  it('counts the services down while one of them answers with an error', async () => {
    fake.setMode('nominatim', 500);
    expect(await places.check()).toBe(false);
    fake.setMode('nominatim', 'ok');
    expect(await places.check()).toBe(true);
  });
});
