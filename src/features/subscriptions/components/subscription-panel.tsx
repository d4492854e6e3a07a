import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@contract/web-pages';
import { getErrorMessageOr } from '@/lib/errors';
import { useCancelSubscription } from '../api/cancel-subscription';
import { subscriptionQueries } from '../api/subscription-queries';
import { formatPrice } from '../format-price';
import { isEnding, longDate, periodEndLine, remainingLine } from '../subscription-texts';

export const CANCEL_CONFIRMATION =
  'Are you sure you want to cancel your subscription? You will still have access until the end of your billing period.';

const statusStyle = (status: string) =>
  status === 'active'
    ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
    : status === 'cancelled'
      ? 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200'
      : 'bg-plum-100 text-plum-700';
const usedPercent = (used: number, limit: number) =>
  Math.min(100, Math.round((used / Math.max(limit, 1)) * 100));

/** The profile's Subscription tab and Usage Information, per spec section 2. */
export function SubscriptionPanel() {
  const subscription = useQuery(subscriptionQueries.mine());
  const usage = useQuery(subscriptionQueries.usage());
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);

  if (subscription.isPending) return <Spinner label="Loading your subscription" />;
  const current = subscription.data ?? null;
  const yearly = current?.plan.billing_cycle === 'yearly';

  const onCancel = () => {
    const id = toast.loading('Cancelling your subscription...');
    cancel.mutate(undefined, {
      onSuccess: () =>
        toast.success(
          'Your subscription has been cancelled. You will still have access until the end of your billing period.',
          { id },
        ),
      onError: (error) => toast.error(getErrorMessageOr(error, 'Could not cancel your subscription'), { id }),
    });
  };

  return (
    <div className="space-y-8">
      {subscription.isError ? (
        <p className="text-plum-700">No active subscription</p>
      ) : current ? (
        <section className="space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <h3 className="text-xl font-semibold text-plum-950">{current.plan.name}</h3>
            <span className={`rounded-full px-3 py-1 text-xs font-semibold ${statusStyle(current.status)}`}>
              {current.status.charAt(0).toUpperCase() + current.status.slice(1)}
            </span>
          </div>
          <p className="text-plum-700">{current.plan.description}</p>
          <p className="text-plum-700">
            {current.plan.date_generation_limit} date plans per {yearly ? 'Year' : 'Month'}
          </p>
          <p className="text-2xl font-bold text-plum-950">
            {formatPrice(current.plan.price, current.plan.currency)}
            <span className="text-base font-medium text-plum-600">/{yearly ? 'yr' : 'mo'}</span>
          </p>
          <p className="text-plum-700">{periodEndLine(current)}</p>
          {usage.data ? (
            <p className="text-plum-700">
              Date Plans Used: {usage.data.date_generations_used} of {usage.data.date_generations_limit}
            </p>
          ) : null}
          {current.status !== 'expired' && isEnding(current) ? (
            <div className="rounded-xl bg-amber-50 p-4 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              <p>Your subscription will end on {longDate(current.current_period_end)}</p>
              <p className="mt-1 text-sm">
                You will have access to all premium features until this date. After that, you&apos;ll revert
                to the free plan.
              </p>
            </div>
          ) : current.status === 'active' ? (
            <div className="rounded-xl bg-emerald-50 p-4 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
              <p>Your subscription will automatically renew on {longDate(current.current_period_end)}</p>
              <p className="mt-1 text-sm">
                You will be charged {formatPrice(current.plan.price, current.plan.currency)} for the next{' '}
                {yearly ? 'year' : 'month'}.
              </p>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3 pt-2">
            <Link to={paths.pricing} className="btn-secondary">
              Change Plan
            </Link>
            {current.status === 'active' && !current.cancel_at_period_end && current.plan.price > 0 ? (
              <button
                type="button"
                className="btn-ghost text-red-700 dark:text-red-300"
                onClick={() => setConfirming(true)}
                disabled={cancel.isPending}
              >
                {cancel.isPending ? 'Cancelling...' : 'Cancel Subscription'}
              </button>
            ) : null}
          </div>
        </section>
      ) : (
        <section>
          <h3 className="text-xl font-semibold text-plum-950">No Active Subscription</h3>
          <p className="mt-2 text-plum-700">You&apos;re currently on the free plan with limited features.</p>
          <Link to={paths.pricing} className="btn-primary mt-4">
            View Pricing Plans
          </Link>
        </section>
      )}

      {usage.data ? (
        <section>
          <h3 className="text-lg font-semibold text-plum-950">Usage Information</h3>
          <div
            role="progressbar"
            aria-label="Date plans used"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={usedPercent(usage.data.date_generations_used, usage.data.date_generations_limit)}
            className="mt-3 h-2.5 overflow-hidden rounded-full bg-plum-100"
          >
            <div
              className="h-full rounded-full bg-brand-600"
              style={{
                width: `${usedPercent(usage.data.date_generations_used, usage.data.date_generations_limit)}%`,
              }}
            />
          </div>
          <p className="mt-2 text-sm text-plum-700">{remainingLine(usage.data)}</p>
        </section>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Cancel Subscription"
        message={CANCEL_CONFIRMATION}
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep my subscription"
        onConfirm={onCancel}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
