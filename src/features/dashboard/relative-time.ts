import { formatDistanceStrict } from 'date-fns';

/** '3 hours ago' for the past, 'in 2 days' for the future (spec: relative time with ago/in). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const distance = formatDistanceStrict(date, now);
  return date.getTime() <= now.getTime() ? `${distance} ago` : `in ${distance}`;
}
