import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { paths } from '@contract/web-pages';
import { subscriptionQueries } from '@/features/subscriptions/api/subscription-queries';
import { getErrorMessageOr } from '@/lib/errors';
import { useAnotherVersion } from '../api/plan-edits';

/** How many plans the member has left, said before a new version spends one. */
function allowanceLine(
  usage: { date_generations_remaining: number; daily_free_available: boolean } | undefined,
) {
  if (!usage) return 'It counts as one of your date plans.';
  const left = usage.date_generations_remaining + (usage.daily_free_available ? 1 : 0);
  if (left === 0) return 'It counts as one of your date plans, and you have none left right now.';
  return `It counts as one of your date plans: you have ${left} left.`;
}

/** 'Make another version': the same description planned again, differently, after saying what it costs. */
export function AnotherVersionDialog({ planId, onClose }: { planId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const usage = useQuery(subscriptionQueries.usage());
  const version = useAnotherVersion(planId);

  const start = () =>
    version.mutate(undefined, {
      onSuccess: ({ plan_id }) => void navigate(paths.generationProgress.href(plan_id)),
    });

  return (
    <Modal open title="Make another version?" onClose={onClose} closable={!version.isPending}>
      <p className="text-plum-700">
        We will plan the same description again and make it differently. This plan stays as it is.
      </p>
      <p className="mt-3 font-medium text-plum-900">{allowanceLine(usage.data)}</p>
      {version.isError ? (
        <p role="alert" className="mt-4 alert-error">
          {getErrorMessageOr(version.error, 'Could not start another version. Please try again.')}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onClose} disabled={version.isPending}>
          Cancel
        </button>
        <button type="button" className="btn-primary" onClick={start} disabled={version.isPending}>
          {version.isPending ? 'Starting...' : 'Make another version'}
        </button>
      </div>
    </Modal>
  );
}
