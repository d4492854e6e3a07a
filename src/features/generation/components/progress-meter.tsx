/**
 * The headline, the percentage and a bar whose width glides to each new value, so a run of one second
 * still reads as progress. Once the plan is `complete` the bar is full at once: gliding, it showed a
 * fifth while the label said 'All done 100%'.
 */
export function ProgressMeter({
  headline,
  percentage,
  complete = false,
}: {
  headline: string;
  percentage: number;
  complete?: boolean;
}) {
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
          data-testid="progress-fill"
          className={`h-full rounded-full bg-gradient-to-r from-brand-500 to-plum-500 ${complete ? '' : 'transition-[width] duration-500 ease-out motion-reduce:transition-none'}`}
          style={{ width: `${complete ? 100 : percentage}%` }}
        />
      </div>
    </div>
  );
}
