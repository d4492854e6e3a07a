import type { Step } from './date-plans';

const PERIOD = /\s*([AP]M)$/i;

/**
 * A step's time badge: "19:30–21:00", or "7:30–9:00 PM" when both ends share the half of the day
 * ("11:30 AM–1:00 PM" when they do not). A plan written before start times were kept says "Until 21:00".
 */
export function stepTimeRange(step: Pick<Step, 'start_time' | 'end_time'>, until = 'Until'): string {
  const end = step.end_time.trim();
  const start = step.start_time?.trim();
  if (!start) return `${until} ${end}`;
  const startPeriod = PERIOD.exec(start)?.[1]?.toUpperCase();
  const endPeriod = PERIOD.exec(end)?.[1]?.toUpperCase();
  const shownStart = startPeriod && startPeriod === endPeriod ? start.replace(PERIOD, '') : start;
  return `${shownStart}–${end}`;
}
