import { useState } from 'react';
import { mapsEmbedUrl } from '../safe-links';

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
  const [failed, setFailed] = useState(false);
  if (!query) {
    return (
      <p
        className={`flex items-center justify-center rounded-xl bg-plum-50 p-4 text-center text-sm text-plum-700 ${className}`}
      >
        The map for this venue is unavailable. The address is: {address || 'not given'}
      </p>
    );
  }
  if (failed) {
    return (
      <p
        className={`flex items-center justify-center rounded-xl bg-plum-50 p-4 text-sm text-plum-700 ${className}`}
      >
        Unable to load map
      </p>
    );
  }
  return (
    <iframe
      title={`Map of ${query}`}
      src={mapsEmbedUrl(query)}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      onError={() => setFailed(true)}
      className={`w-full rounded-xl border-0 bg-plum-50 ${className}`}
    />
  );
}
