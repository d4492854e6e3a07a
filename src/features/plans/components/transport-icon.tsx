import { TRANSPORT_ICONS, transportKind } from '@contract/transport-icons';

export function TransportIcon({ mode, travelTime }: { mode: string; travelTime: string }) {
  const icon = TRANSPORT_ICONS[transportKind(mode)];
  return (
    <div className="flex items-center gap-3 py-2 pl-1 text-sm text-plum-600">
      <span
        className="flex h-8 w-8 items-center justify-center rounded-full bg-plum-100 text-plum-700"
        title={icon.label}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          role="img"
          aria-label={icon.label}
        >
          <path d={icon.path} />
        </svg>
      </span>
      <span>{travelTime}</span>
    </div>
  );
}
