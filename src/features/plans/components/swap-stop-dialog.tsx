import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { Step } from '@contract/date-plans';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessageOr } from '@/lib/errors';
import { useSwapStop } from '../api/plan-edits';
import { planQueries } from '../api/plan-queries';
import { Illustration } from '@/components/ui/illustration';
import { readableMoney } from '@contract/money-text';
import { stepTimeRange } from '@contract/step-time';

export const NO_ALTERNATIVES =
  'Nothing else fits this part of the date without breaking what you asked for (the time, the budget or a place you named).';

/** Said above a single choice: the dialog promises a choice, and one is hardly that. */
export const ONE_ALTERNATIVE =
  'Only one other stop fits this part of the date without breaking what you asked for (the time, the budget or a place you named).';

const laterSteps = (count: number) =>
  count === 0 ? 'Keeps every other time' : `Moves ${count} later ${count === 1 ? 'step' : 'steps'}`;

/** 'Swap this stop': up to three replacements that keep the rest of the plan; choosing one applies it. */
export function SwapStopDialog({
  planId,
  stepIndex,
  step,
  onClose,
}: {
  planId: string;
  stepIndex: number;
  step: Step;
  onClose: () => void;
}) {
  const alternatives = useQuery(planQueries.alternatives(planId, stepIndex));
  const swap = useSwapStop(planId);

  const choose = (alternativeId: string) =>
    swap.mutate(
      { stepIndex, alternativeId },
      {
        onSuccess: () => {
          toast.success(`Step ${stepIndex + 1} swapped. You can undo it from the plan.`);
          onClose();
        },
      },
    );

  return (
    <Modal open title={`Swap “${step.step_title}”`} onClose={onClose} closable={!swap.isPending} size="lg">
      <p className="text-plum-700">
        Pick another stop for step {stepIndex + 1}. The rest of your plan, your budget and everything you
        asked for stay as they are.
      </p>
      {swap.isError ? (
        <p role="alert" className="mt-4 alert-error">
          {getErrorMessageOr(swap.error, 'Could not swap this stop. Please try again.')}
        </p>
      ) : null}
      <div className="mt-5">
        {alternatives.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Finding alternatives" />
          </div>
        ) : alternatives.isError ? (
          <p role="alert" className="alert-error">
            {getErrorMessageOr(alternatives.error, 'Could not find alternatives. Please try again.')}
          </p>
        ) : alternatives.data.alternatives.length === 0 ? (
          <p className="rounded-xl bg-plum-50 px-4 py-3 text-plum-800">{NO_ALTERNATIVES}</p>
        ) : (
          <>
            {alternatives.data.alternatives.length === 1 ? (
              <p className="mb-3 rounded-xl bg-plum-50 px-4 py-3 text-plum-800">{ONE_ALTERNATIVE}</p>
            ) : null}
            <ul className="space-y-3">
              {alternatives.data.alternatives.map((alternative) => (
                <li key={alternative.alternative_id}>
                  <article className="flex gap-4 rounded-2xl border border-plum-100 p-4">
                    <Illustration
                      src={alternative.step.image_urls[0] ?? ''}
                      alt=""
                      width={96}
                      height={64}
                      className="hidden h-16 w-24 shrink-0 rounded-xl bg-plum-100 object-cover sm:block"
                    />
                    <div className="min-w-0 flex-1">
                      <h3 className="font-display text-lg font-bold text-plum-950">
                        {alternative.step.step_title}
                      </h3>
                      <p className="text-sm font-medium text-plum-800">{alternative.step.to_location_name}</p>
                      <p className="mt-1 text-xs text-plum-600">
                        {stepTimeRange(alternative.step)} ·{' '}
                        {readableMoney(alternative.step.estimated_cost_per_person)} ·{' '}
                        {laterSteps(alternative.retimed_steps)}
                      </p>
                    </div>
                    <button
                      type="button"
                      className="btn-primary self-center"
                      disabled={swap.isPending}
                      aria-label={`Choose ${alternative.step.to_location_name}`}
                      onClick={() => choose(alternative.alternative_id)}
                    >
                      Choose
                    </button>
                  </article>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
}
