// How the next stop is reached, as an icon: read by the app's TransportIcon and by the server's first
// HTML of a shared plan, so both draw the same picture for the same transport_mode.

export type TransportKind = 'walk' | 'drive' | 'transit' | 'other';

/** Spec: the icon depends on the next step's transport_mode. */
export function transportKind(mode: string): TransportKind {
  const value = mode.toLowerCase();
  if (value === 'walk' || value === 'walking') return 'walk';
  if (value === 'drive' || value === 'car') return 'drive';
  if (value === 'transit' || value === 'bus' || value === 'train') return 'transit';
  return 'other';
}

export const TRANSPORT_ICONS: Record<TransportKind, { label: string; path: string }> = {
  walk: {
    label: 'Walk',
    path: 'M13 4a2 2 0 1 1-4 0 2 2 0 0 1 4 0zM10 8l-3 4 2 1 2-2 1 3-3 6h2l3-5 2 5h2l-3-8-1-4z',
  },
  drive: { label: 'Drive', path: 'M5 16l1.5-5h11L19 16M5 16h14v3H5zM7.5 19v1M16.5 19v1M7 14h.01M17 14h.01' },
  transit: {
    label: 'Public transport',
    path: 'M6 4h12v11H6zM6 10h12M9 18l-2 2M15 18l2 2M9 14h.01M15 14h.01',
  },
  other: { label: 'Travel', path: 'M12 3v18M5 12h14' },
};
