import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { placeLookups } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { createCachedLoader, createPlacesCache } from './places-cache';
import type { PlacesCache } from './venue';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('createPlacesCache', () => {
  it('keeps an answer for the configured days, then forgets it', async () => {
    let now = new Date('2026-06-01T12:00:00Z');
    const cache = createPlacesCache(database.db, { days: 7, now: () => now });
    await cache.put('overpass:abc', [{ id: 1 }]);
    expect(await cache.get('overpass:abc')).toEqual([{ id: 1 }]);
    now = new Date('2026-06-08T11:59:00Z');
    expect(await cache.get('overpass:abc')).toEqual([{ id: 1 }]);
    now = new Date('2026-06-08T12:01:00Z');
    expect(await cache.get('overpass:abc')).toBeUndefined();
  });

  it('replaces an answer asked again, with a new expiry', async () => {
    let now = new Date('2026-06-01T12:00:00Z');
    const cache = createPlacesCache(database.db, { days: 1, now: () => now });
    await cache.put('nominatim:pt:chiado', []);
    now = new Date('2026-06-01T20:00:00Z');
    await cache.put('nominatim:pt:chiado', [{ lat: 38.71, lon: -9.14, displayName: 'Chiado' }]);
    now = new Date('2026-06-02T19:00:00Z');
    expect(await cache.get('nominatim:pt:chiado')).toEqual([
      { lat: 38.71, lon: -9.14, displayName: 'Chiado' },
    ]);
  });

  it('clears out expired answers as it writes', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const cache = createPlacesCache(database.db, { days: 1, now: () => now });
    await cache.put('overpass:old', []);
    now = new Date('2030-01-03T00:00:00Z');
    await cache.put('overpass:new', []);
    const keys = (await database.db.select({ key: placeLookups.key }).from(placeLookups)).map(
      (row) => row.key,
    );
    expect(keys).toContain('overpass:new');
    expect(keys).not.toContain('overpass:old');
  });
});

describe('createCachedLoader', () => {
  const memory = (): PlacesCache & { store: Map<string, unknown> } => {
    const store = new Map<string, unknown>();
    return {
      store,
      get: async (key) => store.get(key),
      put: async (key, payload) => void store.set(key, payload),
    };
  };

  it('loads once for callers asking at the same time, and keeps only what it should', async () => {
    const cache = memory();
    const cached = createCachedLoader(cache);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { value: ['x'], keep: true };
    };
    expect(await Promise.all([cached('k', load), cached('k', load)])).toEqual([['x'], ['x']]);
    expect(loads).toBe(1);
    expect(cache.store.get('k')).toEqual(['x']);
    await cached('partial', async () => ({ value: ['y'], keep: false }));
    await cached('failed', async () => null);
    expect([...cache.store.keys()]).toEqual(['k']);
  });

  it('treats a failing cache as a miss', async () => {
    const broken: PlacesCache = {
      get: () => Promise.reject(new Error('database down')),
      put: () => Promise.reject(new Error('database down')),
    };
    expect(await createCachedLoader(broken)('k', async () => ({ value: 1, keep: true }))).toBe(1);
  });
});
