import { useQuery } from '@tanstack/react-query';
import { subscriptionQueries } from '../api/subscription-queries';
import { remainingLine } from '../subscription-texts';

/** How many plans a member has left, once their usage has loaded; nothing before that. */
export function RemainingPlansLine({ className }: { className: string }) {
  const usage = useQuery(subscriptionQueries.usage());
  if (!usage.data) return null;
  return <p className={className}>{remainingLine(usage.data)}</p>;
}
