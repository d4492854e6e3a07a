import { useState } from 'react';
import { Link } from 'react-router';
import type { PlanDetail } from '@contract/date-plans';
import { paths } from '@contract/web-pages';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { FeedbackLauncher } from '@/features/feedback/components/feedback-launcher';
import { shortStepTitle } from '@contract/short-step-title';
import { useStepOnScreen } from '../use-step-on-screen';
import { FullDetailsModal } from './full-details-modal';
import { LiveMode } from './live-mode';
import { PlanFacts } from './plan-facts';
import { PlanHero } from './plan-hero';
import { PlanToolbar } from './plan-toolbar';
import { PrintSummary } from './print-summary';
import { RouteMapCard } from './route-map-card';
import { ShareDialog } from './share-dialog';
import { StepDetails } from './step-details';
import { StepTimeline } from './step-timeline';
import { planLabels } from '@contract/plan-labels';
import { SwapStopDialog } from './swap-stop-dialog';

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
  const [onScreen, timelineRef] = useStepOnScreen<HTMLDivElement>(data?.steps.length ?? 0);
  if (!data) return null;
  const labels = planLabels(data.language);
  const step = data.steps[selected] ?? data.steps[0];
  const stepOnScreen = data.steps[onScreen] ?? data.steps[0];

  const select = (index: number) => {
    setSelected(index);
    if (window.matchMedia('(min-width: 768px)').matches) setDetailsOpen(true);
    else setSheetOpen(true);
  };

  return (
    <div className="page-width pt-28 md:pb-20">
      <PrintSummary plan={plan} />
      <PlanHero
        mode={mode}
        title={data.date_title || plan.title}
        theme={data.overall_theme_description}
        labels={labels}
        facts={<PlanFacts plan={plan} />}
        actions={
          <>
            <button
              type="button"
              className="btn bg-white text-brand-600 hover:bg-white/90"
              onClick={() => setLive(true)}
            >
              {labels.startLiveMode}
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
          </>
        }
      />
      <PlanToolbar plan={plan} mode={mode} />

      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_20rem]">
        <div className="space-y-8" ref={timelineRef}>
          <StepTimeline
            steps={data.steps}
            labels={labels}
            onSelect={select}
            onSwap={mode === 'owner' ? setSwapping : undefined}
          />

          {/* Phones have no side column: the route sits under the steps it draws. */}
          <RouteMapCard steps={data.steps} labels={labels} className="md:hidden print:hidden" />

          <section className="card p-6">
            <h2 className="font-display text-2xl font-bold text-plum-950">{labels.tipsHeading}</h2>
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
                <span className="block font-display text-2xl font-bold text-plum-950">
                  {labels.alternativeHeading}
                </span>
                <span className="block text-sm text-plum-600">{labels.backupHint}</span>
              </span>
              <span aria-hidden="true" className="text-2xl text-brand-600">
                {showAlternative ? '−' : '+'}
              </span>
            </button>
            <p
              id="alternative-plan"
              hidden={!showAlternative}
              className="mt-4 text-plum-800"
              data-heading={labels.alternativeHeading}
            >
              {data.alternative_suggestion_summary}
            </p>
          </section>

          {mode === 'shared' ? (
            <section className="card p-6 text-center print:hidden" aria-labelledby="plan-your-own">
              <h2 id="plan-your-own" className="font-display text-2xl font-bold text-plum-950">
                {labels.ownDateHeading}
              </h2>
              <p className="mt-2 text-plum-700">{labels.ownDateText}</p>
              <Link to={paths.planner} className="btn-primary mt-5">
                {labels.ownDateButton}
              </Link>
            </section>
          ) : null}
        </div>

        <aside className="hidden md:block">
          <RouteMapCard steps={data.steps} labels={labels} className="mb-6 print:hidden" />
          <div className="card sticky top-24 space-y-4 p-5 print:hidden">
            <button
              type="button"
              className="btn-secondary w-full print:hidden"
              onClick={() => setDetailsOpen(true)}
            >
              {labels.viewFullDetails}
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

      {stepOnScreen ? (
        // One row for the step the reader is looking at, so the bar covers as little of the plan as it can.
        // Sticky, not fixed: it rides along while the plan is read and stops where the plan ends, so it never
        // covers the footer.
        <div className="sticky bottom-0 z-30 -mx-4 mt-8 flex gap-2 border-t border-plum-100 bg-surface px-4 py-3 sm:-mx-6 sm:px-6 md:hidden print:hidden">
          <button
            type="button"
            className="btn-primary min-w-0 flex-1 px-3"
            aria-label={labels.viewDetailsAbout(stepOnScreen.step_title)}
            onClick={() => {
              setSelected(onScreen);
              setSheetOpen(true);
            }}
          >
            {/* The short title fits one line; should a word still not fit, the label wraps, never cut. */}
            <span className="text-sm leading-tight">
              {labels.viewDetailsAbout(shortStepTitle(stepOnScreen.step_title))}
            </span>
          </button>
          {mode === 'owner' ? (
            <button
              type="button"
              className="btn-secondary h-11 w-11 shrink-0 p-0"
              aria-label="Share This Date Plan"
              onClick={() => setSharing(true)}
            >
              <svg
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}

      {step ? (
        <BottomSheet
          open={sheetOpen}
          label={labels.detailsAbout(step.step_title)}
          onClose={() => setSheetOpen(false)}
        >
          <StepDetails step={step} labels={labels} />
          <button type="button" className="btn-secondary mt-4 w-full" onClick={() => setSheetOpen(false)}>
            Close
          </button>
        </BottomSheet>
      ) : null}

      <FullDetailsModal
        step={step}
        labels={labels}
        open={detailsOpen}
        onClose={() => setDetailsOpen(false)}
      />
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
