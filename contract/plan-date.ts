import { format, parseISO } from 'date-fns';

export const NOT_SCHEDULED = 'Not scheduled yet';

/** "Saturday 28 November 2026" for a plan's day, or the spec's 'Not scheduled yet'. */
export const planDateLabel = (scheduledFor: string | null) =>
  scheduledFor ? format(parseISO(scheduledFor), 'EEEE d MMMM yyyy') : NOT_SCHEDULED;
