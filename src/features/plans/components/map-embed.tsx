import { mapsEmbedUrl } from '@contract/maps';
import { useMapsReachable } from '../use-maps-reachable';

const box = 'flex items-center justify-center rounded-xl bg-plum-50 p-4 text-center text-sm text-plum-700';

/** An embedded map searching for the address or place; honest text when it cannot show. */
export function MapEmbed({
  query,
  address,
  className = 'h-56',
}: {
  query: string | null;
  address: string;
  className?: string;
}) {
  const maps = useMapsReachable();
  if (!query) {
    return (
      <p className={`${box} ${className}`}>
        The map for this venue is unavailable. The address is: {address || 'not given'}
      </p>
    );
  }
  if (maps === 'unreachable') return <p className={`${box} ${className}`}>Unable to load map</p>;
  if (maps === 'checking') {
    // The map's own size, so nothing moves when it arrives.
    return (
      <div role="status" className={`animate-pulse ${box} ${className}`}>
        <span className="sr-only">Loading map</span>
      </div>
    );
  }
  return (
    <iframe
      title={`Map of ${query}`}
      src={mapsEmbedUrl(query)}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className={`w-full rounded-xl border-0 bg-plum-50 ${className}`}
    />
  );
}
