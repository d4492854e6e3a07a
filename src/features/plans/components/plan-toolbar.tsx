import { format } from 'date-fns';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { PlanDetail } from '@contract/date-plans';
import { getErrorMessageOr } from '@/lib/errors';
import { sharedCalendarUrl, useCalendarDownload, useSchedulePlan, useUndoSwap } from '../api/plan-edits';
import { AnotherVersionDialog } from './another-version-dialog';
import { LocaleDateField } from './locale-date-field';
import { planLabels } from '@contract/plan-labels';

const CALENDAR_ICON = (
  <svg
    viewBox="0 0 24 24"
    className="h-4 w-4"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 11h18" />
  </svg>
);

/** The owner's day picker: 'Not scheduled yet' becomes a real day that the calendar file uses. */
function DatePicker({ plan }: { plan: PlanDetail }) {
  const schedule = useSchedulePlan(plan.plan_id);
  const save = (value: string | null) =>
    schedule.mutate(value, {
      onError: (error) => toast.error(getErrorMessageOr(error, 'Could not save the date. Please try again.')),
    });
  return (
    <div className="flex flex-wrap items-end gap-2">
      {/* Keyed by the saved day, so clearing it empties the three fields too. The plan's facts name the
          chosen day with its weekday: the picker does not say it again. */}
      <LocaleDateField
        key={plan.scheduled_for ?? 'none'}
        id="plan-date"
        legend="Day of the date"
        value={plan.scheduled_for}
        min={format(new Date(), 'yyyy-MM-dd')}
        disabled={schedule.isPending}
        onChange={save}
      />
      {plan.scheduled_for ? (
        <button
          type="button"
          className="btn-ghost min-h-11"
          onClick={() => save(null)}
          disabled={schedule.isPending}
        >
          Clear date
        </button>
      ) : null}
    </div>
  );
}

/** What the owner can do with a finished plan besides reading it; readers of a shared link get the calendar. */
export function PlanToolbar({ plan, mode }: { plan: PlanDetail; mode: 'owner' | 'shared' }) {
  const [versioning, setVersioning] = useState(false);
  const calendar = useCalendarDownload(plan.plan_id);
  const undo = useUndoSwap(plan.plan_id);

  const labels = planLabels(plan.plan_data?.language);
  if (mode === 'shared') {
    return plan.share_token ? (
      <section
        aria-label={labels.planActions}
        className="card mt-6 flex flex-wrap items-center gap-3 p-4 print:hidden"
      >
        {/* The cover's facts already say the day (or that none is set): the toolbar does not repeat it. */}
        <a href={sharedCalendarUrl(plan.share_token)} className="btn-secondary min-h-11" download>
          {CALENDAR_ICON}
          {labels.addToCalendar}
        </a>
      </section>
    ) : null;
  }

  return (
    <section aria-label={labels.planActions} className="card mt-6 space-y-4 p-4 sm:p-5 print:hidden">
      {plan.can_undo_swap ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3">
          <p className="text-sm text-plum-900">You swapped a stop in this plan.</p>
          <button
            type="button"
            className="btn-secondary min-h-11"
            disabled={undo.isPending}
            onClick={() =>
              undo.mutate(undefined, {
                onSuccess: () => toast.success('The previous version is back.'),
                onError: (error) => toast.error(getErrorMessageOr(error, 'Could not undo the swap.')),
              })
            }
          >
            Undo
          </button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <DatePicker plan={plan} />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-secondary min-h-11"
            disabled={calendar.isPending}
            onClick={() =>
              calendar.mutate(undefined, {
                onError: (error) =>
                  toast.error(
                    getErrorMessageOr(error, 'Could not make the calendar file. Please try again.'),
                  ),
              })
            }
          >
            {CALENDAR_ICON}
            {labels.addToCalendar}
          </button>
          <button type="button" className="btn-secondary min-h-11" onClick={() => setVersioning(true)}>
            Make another version
          </button>
        </div>
      </div>
      {versioning ? (
        <AnotherVersionDialog planId={plan.plan_id} onClose={() => setVersioning(false)} />
      ) : null}
    </section>
  );
}
