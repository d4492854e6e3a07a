import { useState } from 'react';
import type { PlanListItem } from '@contract/date-plans';
import { useDeletePlan } from '@/features/plans/api/plan-mutations';
import { toast } from '@/lib/toast';

/** How long a deleted plan can still be brought back from its toast. */
export const UNDO_WINDOW_MS = 5_000;

/**
 * Deleting a plan with a few seconds' grace: the card goes at once and the toast offers Undo; the
 * plan is deleted on the server only when that time is up, so Undo needs nothing from the server.
 */
export function useUndoableDelete() {
  const remove = useDeletePlan();
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());
  const setGone = (planId: string, gone: boolean) =>
    setLeaving((current) => {
      const next = new Set(current);
      if (gone) next.add(planId);
      else next.delete(planId);
      return next;
    });

  const deletePlan = (plan: PlanListItem) => {
    setGone(plan.plan_id, true);
    const timer = setTimeout(() => {
      toast.dismiss(toastId);
      remove.mutate(plan, {
        onError: () => {
          setGone(plan.plan_id, false);
          toast.error(`Could not delete "${plan.title}".`);
        },
      });
    }, UNDO_WINDOW_MS);
    const undo = () => {
      clearTimeout(timer);
      setGone(plan.plan_id, false);
      toast.dismiss(toastId);
    };
    const toastId = toast(
      () => (
        <span className="flex items-center gap-3">
          <span>Plan deleted.</span>
          <button type="button" className="font-semibold text-brand-700 underline" onClick={undo}>
            Undo
          </button>
        </span>
      ),
      { duration: UNDO_WINDOW_MS },
    );
  };

  return { leaving, deletePlan };
}
