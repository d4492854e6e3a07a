import { format, parseISO } from 'date-fns';
import { planLabels, type PlanLabels } from './plan-labels';

export const NOT_SCHEDULED = planLabels('en').notScheduled;

/**
 * "Saturday 28 November 2026" for a plan's day, or the spec's 'Not scheduled yet'; in the plan's
 * language when given its labels ("Samstag, 28. November 2026", "Noch kein Datum").
 */
export function planDateLabel(scheduledFor: string | null, labels: PlanLabels = planLabels('en')) {
  if (!scheduledFor) return labels.notScheduled;
  if (labels.locale.startsWith('en')) return format(parseISO(scheduledFor), 'EEEE d MMMM yyyy');
  const day = new Intl.DateTimeFormat(labels.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return day.format(new Date(`${scheduledFor.slice(0, 10)}T00:00:00Z`));
}
