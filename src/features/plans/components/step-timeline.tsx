import { useState } from 'react';
import type { Step } from '@contract/date-plans';
import { planLabels, type PlanLabels } from '@contract/plan-labels';
import { stepMapsUrl } from '@contract/maps';
import { TransportIcon } from './transport-icon';
import { readableMoney } from '@contract/money-text';
import { stepTimeRange } from '@contract/step-time';

function ActivityChecklist({ stepIndex, activities }: { stepIndex: number; activities: string[] }) {
  // Local only, as the spec says: ticking is for the couple, not saved anywhere.
  const [done, setDone] = useState<Set<number>>(new Set());
  return (
    <ul className="mt-2">
      {activities.map((activity, index) => (
        <li key={activity}>
          <label className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-plum-800">
            <input
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 rounded accent-brand-600"
              checked={done.has(index)}
              onChange={() =>
                setDone((current) => {
                  const next = new Set(current);
                  if (next.has(index)) next.delete(index);
                  else next.add(index);
                  return next;
                })
              }
              aria-describedby={`step-${stepIndex}-title`}
            />
            <span className={done.has(index) ? 'text-plum-600 line-through' : ''}>{activity}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

export function StepTimeline({
  steps,
  onSelect,
  onSwap,
  labels = planLabels(),
}: {
  steps: Step[];
  /** The labels in the plan's own language. */
  labels?: PlanLabels;
  onSelect: (index: number) => void;
  /** The owner's 'Swap this stop'; absent for readers of a shared plan. */
  onSwap?: (index: number) => void;
}) {
  return (
    <ol className="step-timeline relative">
      {steps.map((step, index) => {
        const next = steps[index + 1];
        const maps = stepMapsUrl(step);
        return (
          <li key={step.step_index}>
            <article className="card p-5 sm:p-6" data-step-index={index}>
              <div className="flex flex-wrap items-center gap-3">
                <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white">
                  {stepTimeRange(step, labels.until)}
                </span>
                <span className="text-xs font-semibold tracking-wide text-plum-600 uppercase">
                  {labels.step(index + 1)} · {step.estimated_duration_at_location} ·{' '}
                  {readableMoney(step.estimated_cost_per_person)}
                </span>
              </div>
              <h3 id={`step-${index}-title`} className="mt-3 font-display text-2xl font-bold text-plum-950">
                {step.step_title}
              </h3>
              <p className="mt-1 font-medium text-plum-800">
                <a
                  href={maps}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-brand-700 hover:underline"
                >
                  {step.to_location_name}
                </a>
                <span className="block text-sm font-normal text-plum-600">{step.to_location_address}</span>
              </p>
              <p className="mt-3 leading-relaxed text-plum-800">{step.description}</p>
              <ActivityChecklist stepIndex={index} activities={step.activities} />
              <p className="mt-4 rounded-xl bg-plum-50 px-4 py-3 text-sm text-plum-700 italic">
                {step.ambiance_description}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-ghost -ml-3 min-h-11 text-brand-700"
                  onClick={() => onSelect(index)}
                >
                  {labels.detailsAndMap}
                </button>
                {onSwap ? (
                  <button
                    type="button"
                    className="btn-ghost min-h-11 text-brand-700"
                    aria-label={labels.swapStopAbout(step.step_title)}
                    onClick={() => onSwap(index)}
                  >
                    {labels.swapStop}
                  </button>
                ) : null}
              </div>
            </article>
            {next ? (
              <TransportIcon mode={next.transport_mode} travelTime={next.estimated_travel_time} />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
