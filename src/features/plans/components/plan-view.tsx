import { useState } from 'react';
import type { PlanDetail } from '@contract/date-plans';
import { FeedbackLauncher } from '@/features/feedback/components/feedback-launcher';
import { planDateLabel } from '../plan-date';
import { FullDetailsModal } from './full-details-modal';
import { LiveMode } from './live-mode';
import { MapEmbed } from './map-embed';
import { PlanToolbar } from './plan-toolbar';
import { PrintSummary } from './print-summary';
import { ShareDialog } from './share-dialog';
import { StepDetails } from './step-details';
import { StepTimeline } from './step-timeline';
import { SwapStopDialog } from './swap-stop-dialog';

export const DEFAULT_DURATION = 'Approximately 3-4 hours';
export const DEFAULT_BUDGET = 'Moderate ($50-150)';

interface Props {
  plan: PlanDetail;
  mode: 'owner' | 'shared';
}

/** One date plan: hero, timeline, tips and backup, with a side card on desktop and a sheet on phones. */
export function PlanView({ plan, mode }: Props) {
  const data = plan.plan_data;
  const [selected, setSelected] = useState(0);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [live, setLive] = useState(false);
  const [showAlternative, setShowAlternative] = useState(false);
  const [swapping, setSwapping] = useState<number | null>(null);
  if (!data) return null;
  const step = data.steps[selected] ?? data.steps[0];
  const firstStop = data.steps[0];

  const select = (index: number) => {
    setSelected(index);
    if (window.matchMedia('(min-width: 768px)').matches) setDetailsOpen(true);
    else setSheetOpen(true);
  };

  return (
    <div className="mx-auto max-w-content px-4 pt-28 pb-32 sm:px-6 md:pb-20 lg:px-8">
      <PrintSummary plan={plan} />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {mode === 'owner' ? 'Your Date Plan' : 'Shared Date Plan'}
      </p>
      <header className="mt-3 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-night-800 p-6 text-white sm:p-10">
        <h1 className="font-display text-3xl font-bold sm:text-5xl">{data.date_title || plan.title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-white/90">{data.overall_theme_description}</p>
        <div className="mt-6 flex flex-wrap gap-3 print:hidden">
          <button
            type="button"
            className="btn bg-white text-brand-600 hover:bg-white/90"
            onClick={() => setLive(true)}
          >
            Start live mode
          </button>
          {mode === 'owner' ? (
            <FeedbackLauncher
              variant="inline"
              label="Give Plan Feedback"
              relatedPlanId={plan.plan_id}
              initialType="date_plan_feedback"
              className="btn border border-white/60 text-white hover:bg-surface/10"
            />
          ) : null}
        </div>
      </header>
      <PlanToolbar plan={plan} mode={mode} />

      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_20rem]">
        <div className="space-y-8">
          <StepTimeline
            steps={data.steps}
            onSelect={select}
            onSwap={mode === 'owner' ? setSwapping : undefined}
          />

          <section className="card p-6">
            <h2 className="font-display text-2xl font-bold text-plum-950">Tips for Your Date</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-plum-800">
              {data.general_date_tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>

          <section className="card p-6">
            <button
              type="button"
              className="flex w-full items-center justify-between text-left print:hidden"
              aria-expanded={showAlternative}
              aria-controls="alternative-plan"
              onClick={() => setShowAlternative((value) => !value)}
            >
              <span>
                <span className="block font-display text-2xl font-bold text-plum-950">Alternative Plan</span>
                <span className="block text-sm text-plum-600">Just in case you need a backup option</span>
              </span>
              <span aria-hidden="true" className="text-2xl text-brand-600">
                {showAlternative ? '−' : '+'}
              </span>
            </button>
            <p id="alternative-plan" hidden={!showAlternative} className="mt-4 text-plum-800">
              {data.alternative_suggestion_summary}
            </p>
          </section>
        </div>

        <aside className="hidden md:block">
          <div className="card sticky top-24 space-y-4 p-5">
            {firstStop ? (
              <MapEmbed
                query={firstStop.to_location_address || firstStop.to_location_name}
                address={firstStop.to_location_address}
                className="h-56 print:hidden"
              />
            ) : null}
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="font-semibold text-plum-900">Date</dt>
                <dd className="text-plum-700">{planDateLabel(plan.scheduled_for)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-plum-900">Duration</dt>
                <dd className="text-plum-700">{data.total_estimated_date_duration || DEFAULT_DURATION}</dd>
              </div>
              <div>
                <dt className="font-semibold text-plum-900">Budget</dt>
                <dd className="text-plum-700">{data.total_estimated_cost_range || DEFAULT_BUDGET}</dd>
              </div>
            </dl>
            <button
              type="button"
              className="btn-secondary w-full print:hidden"
              onClick={() => setDetailsOpen(true)}
            >
              View Full Details
            </button>
            {mode === 'owner' ? (
              <button
                type="button"
                className="btn-primary w-full print:hidden"
                onClick={() => setSharing(true)}
              >
                Share This Date Plan
              </button>
            ) : null}
          </div>
        </aside>
      </div>

      {step ? (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-plum-100 bg-surface p-4 md:hidden print:hidden">
          <button type="button" className="btn-primary w-full" onClick={() => setSheetOpen(true)}>
            View Details about {step.step_title}
          </button>
          {mode === 'owner' ? (
            <button type="button" className="btn-secondary mt-2 w-full" onClick={() => setSharing(true)}>
              Share This Date Plan
            </button>
          ) : null}
        </div>
      ) : null}

      {sheetOpen && step ? (
        <div
          className="fixed inset-0 z-40 md:hidden"
          role="dialog"
          aria-modal="true"
          aria-label={`Details about ${step.step_title}`}
        >
          <button
            type="button"
            aria-label="Close details"
            className="absolute inset-0 bg-night-950/50"
            onClick={() => setSheetOpen(false)}
          />
          <div className="absolute inset-x-0 bottom-0 max-h-[80vh] overflow-y-auto rounded-t-3xl bg-surface p-6">
            <StepDetails step={step} />
            <button type="button" className="btn-secondary mt-4 w-full" onClick={() => setSheetOpen(false)}>
              Close
            </button>
          </div>
        </div>
      ) : null}

      <FullDetailsModal step={step} open={detailsOpen} onClose={() => setDetailsOpen(false)} />
      {mode === 'owner' ? (
        <ShareDialog planId={plan.plan_id} open={sharing} onClose={() => setSharing(false)} />
      ) : null}
      {swapping !== null && data.steps[swapping] ? (
        <SwapStopDialog
          planId={plan.plan_id}
          stepIndex={swapping}
          step={data.steps[swapping]}
          onClose={() => setSwapping(null)}
        />
      ) : null}
      {live ? <LiveMode steps={data.steps} onClose={() => setLive(false)} /> : null}
    </div>
  );
}
