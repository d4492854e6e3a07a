import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { placeLookups } from '../../db/schema';
import type { PlacesCache } from './venue';

const PURGE_EVERY_MS = 3_600_000;

/** OSM answers kept in the database for `days`, shared by every server instance. */
export function createPlacesCache(db: Database, options: { days: number; now?: () => Date }): PlacesCache {
  const now = options.now ?? (() => new Date());
  let lastPurge = 0;

  return {
    async get(key) {
      const [row] = await db
        .select({ payload: placeLookups.payload })
        .from(placeLookups)
        .where(and(eq(placeLookups.key, key), gt(placeLookups.expiresAt, now())));
      return row?.payload;
    },

    async put(key, payload) {
      const at = now();
      const expiresAt = new Date(at.getTime() + options.days * 86_400_000);
      await db
        .insert(placeLookups)
        .values({ key, payload, expiresAt, createdAt: at })
        .onConflictDoUpdate({ target: placeLookups.key, set: { payload, expiresAt, createdAt: at } });
      if (at.getTime() - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = at.getTime();
        await db.delete(placeLookups).where(lt(placeLookups.expiresAt, at));
      }
    },
  };
}

/**
 * The cached answer, else `load` once however many callers ask for the same key at the same time. A
 * failed load (null) is not kept, so the next plan asks again; a cache that fails is a miss.
 */
export function createCachedLoader(cache: PlacesCache) {
  const inFlight = new Map<string, Promise<unknown>>();

  return function cached<T>(
    key: string,
    load: () => Promise<{ value: T; keep: boolean } | null>,
  ): Promise<T | null> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T | null>;
    const task = (async () => {
      const hit = await cache.get(key).catch(() => undefined);
      if (hit !== undefined && hit !== null) return hit as T;
      const loaded = await load();
      if (!loaded) return null;
      if (loaded.keep) await cache.put(key, loaded.value).catch(() => undefined);
      return loaded.value;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, task);
    return task;
  };
}
