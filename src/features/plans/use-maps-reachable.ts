import { useEffect, useState } from 'react';
import { MAPS_EMBED_ORIGIN } from '@contract/maps';

/** How long the map service may take to answer before the page stops waiting for it. */
export const MAPS_PROBE_TIMEOUT_MS = 10_000;

let probe: Promise<boolean> | null = null;

/**
 * A framed page that fails to load never tells its parent (no error event crosses origins), so the map
 * service is asked for a tiny image first, once per page view: only if that arrives is the map framed.
 */
function probeMaps(): Promise<boolean> {
  probe ??= new Promise<boolean>((resolve) => {
    const image = new Image();
    const timer = window.setTimeout(() => resolve(false), MAPS_PROBE_TIMEOUT_MS);
    const settle = (reachable: boolean) => {
      window.clearTimeout(timer);
      resolve(reachable);
    };
    image.onload = () => settle(true);
    image.onerror = () => settle(false);
    // With a query: browsers (and their automation) treat a bare /favicon.ico as the tab's icon.
    image.src = `${MAPS_EMBED_ORIGIN}/favicon.ico?reachable`;
  }).then((reachable) => {
    // A failure is asked again next time (the network may be back); a success holds for the page.
    if (!reachable) probe = null;
    return reachable;
  });
  return probe;
}

export type MapsReachability = 'checking' | 'reachable' | 'unreachable';

export function useMapsReachable(): MapsReachability {
  const [state, setState] = useState<MapsReachability>(() => (navigator.onLine ? 'checking' : 'unreachable'));
  useEffect(() => {
    let current = true;
    const check = () => {
      if (!navigator.onLine) return setState('unreachable');
      void probeMaps().then((reachable) => {
        if (current) setState(reachable ? 'reachable' : 'unreachable');
      });
    };
    check();
    window.addEventListener('online', check);
    window.addEventListener('offline', check);
    return () => {
      current = false;
      window.removeEventListener('online', check);
      window.removeEventListener('offline', check);
    };
  }, []);
  return state;
}

/** Tests start each case with no remembered answer. */
export const forgetMapsProbe = () => {
  probe = null;
};
