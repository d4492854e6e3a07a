/** The headline, the percentage and a bar whose width glides to each new value, so a run of one second still reads as progress. */
export function ProgressMeter({ headline, percentage }: { headline: string; percentage: number }) {
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <p className="text-lg font-semibold text-plum-950">{headline}</p>
        <p className="text-sm font-semibold text-brand-700">{percentage}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Plan progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        className="mt-3 h-3 overflow-hidden rounded-full bg-plum-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-plum-500 transition-[width] duration-500 ease-out motion-reduce:transition-none"
          style={{ width: `${percentage}%` }}
        />
      </div>
    </div>
  );
}
