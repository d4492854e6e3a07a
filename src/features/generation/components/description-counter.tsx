import { MAX_QUERY_LENGTH, QUERY_COUNTER_FROM } from '@contract/date-plans-constants';

const grouped = (count: number) => count.toLocaleString('en-US');

/** The description's length, shown once it nears the limit (the box itself stops at the limit). */
export function DescriptionCounter({ id, length }: { id: string; length: number }) {
  if (length < QUERY_COUNTER_FROM) return null;
  const full = length >= MAX_QUERY_LENGTH;
  return (
    <p
      id={id}
      aria-live="polite"
      className={`px-3 text-right text-sm ${full ? 'font-semibold text-red-700 dark:text-red-300' : 'text-plum-600'}`}
    >
      {grouped(length)} / {grouped(MAX_QUERY_LENGTH)} characters
      {full ? ': that is the most a description can hold' : ''}
    </p>
  );
}
