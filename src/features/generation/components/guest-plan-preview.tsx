interface GuestPlanPreviewProps {
  stepCount: number;
  /** The stops' titles in order, when the progress stream carries them; each stop is then named. */
  stepTitles?: readonly string[];
}

/**
 * The shape of a finished plan for a guest: every stop numbered and, when known, named, with its
 * details blurred until they sign up.
 */
export function GuestPlanPreview({ stepCount, stepTitles = [] }: GuestPlanPreviewProps) {
  const stops = Array.from({ length: Math.max(stepCount, stepTitles.length) }, (_, index) => ({
    number: index + 1,
    title: stepTitles[index] ?? null,
  }));
  if (!stops.length) return null;
  return (
    <ol aria-label="Stops in your date plan" className="space-y-2">
      {stops.map(({ number, title }) => (
        <li key={number} className="rounded-xl border border-plum-100 px-4 py-3">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Stop {number}</p>
          {title ? <p className="mt-0.5 font-semibold text-plum-950">{title}</p> : null}
          {/* Stands in for the stop's description, which only a signed-in owner may read. */}
          <div
            data-testid="blurred-stop-details"
            aria-hidden="true"
            className="pointer-events-none mt-2 space-y-1.5 blur-[2px] select-none"
          >
            <span className="block h-2 w-11/12 rounded-full bg-plum-200" />
            <span className="block h-2 w-2/3 rounded-full bg-plum-200" />
          </div>
        </li>
      ))}
    </ol>
  );
}
