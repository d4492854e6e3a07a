import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders the page's prerendered HTML (at build time, and while hydrating it), true
 * afterwards: what depends on this browser (its session, today's date) waits for it, so the first
 * render in the browser matches the HTML it takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
