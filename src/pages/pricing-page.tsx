import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SubscriptionPlan } from '@contract/subscriptions';
import { ALREADY_SUBSCRIBED } from '@contract/subscriptions-constants';
import { paths } from '@contract/web-pages';
import { useAuth } from '@/features/auth/auth-context';
import { useWhenSessionKnown } from '@/features/auth/use-when-session-known';
import { useInitializePayment } from '@/features/subscriptions/api/initialize-payment';
import { subscriptionQueries } from '@/features/subscriptions/api/subscription-queries';
import { featureLabel, isMostPopular } from '@/features/subscriptions/feature-label';
import { formatPrice } from '@/features/subscriptions/format-price';
import { getErrorMessageOr, getRequestErrorMessage } from '@/lib/errors';

export default function PricingPage() {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const plans = useQuery(subscriptionQueries.plans());
  // Spec: a missing current subscription is simply ignored here.
  const mine = useQuery({ ...subscriptionQueries.mine(), enabled: signedIn });
  const payment = useInitializePayment();
  const autoStarted = useRef(false);

  useEffect(() => {
    if (!plans.isPending) return;
    const id = toast.loading('Loading subscription plans...');
    return () => toast.dismiss(id);
  }, [plans.isPending]);

  const currentId = signedIn ? (mine.data?.plan_id ?? (mine.isSuccess ? 'free' : null)) : null;

  const choose = (plan: SubscriptionPlan) => {
    if (!signedIn) {
      if (plan.price === 0) return void navigate(paths.signUp);
      return void navigate(paths.signIn, { state: { returnUrl: `${paths.pricing}?plan=${plan.plan_id}` } });
    }
    if (plan.plan_id === currentId) return void toast(ALREADY_SUBSCRIBED);
    if (plan.price === 0) return void navigate(paths.myDates);
    const id = toast.loading('Processing payment...');
    // mutateAsync: the toast must settle, and the payment go ahead, even if this page is gone by then.
    void payment.mutateAsync(plan.plan_id).then(
      ({ authorization_url }) => {
        toast.dismiss(id);
        window.location.assign(authorization_url);
      },
      (error: unknown) => toast.error(getErrorMessageOr(error, 'Could not start the payment'), { id }),
    );
  };
  const chosen = useWhenSessionKnown(choose);
  // Still processing after success: the browser is on its way to the payment page.
  const processing =
    payment.isPending || payment.isSuccess ? (payment.variables ?? null) : (chosen.held?.plan_id ?? null);

  const requested = params.get('plan');
  useEffect(() => {
    if (!requested || !signedIn || !plans.data || (signedIn && mine.isPending) || autoStarted.current) return;
    autoStarted.current = true;
    void navigate(paths.pricing, { replace: true, state: location.state });
    const plan = plans.data.find((candidate) => candidate.plan_id === requested);
    // Started as if clicked, after this render: the URL asked for it on the member's behalf.
    if (plan) queueMicrotask(() => choose(plan));
  });

  const active = plans.data?.filter((plan) => plan.is_active) ?? [];

  return (
    <div className="page-width pt-32 pb-24">
      <h1 className="mx-auto max-w-3xl text-center font-display text-4xl font-bold text-plum-950 sm:text-5xl">
        Choose the Perfect Plan for Your Perfect Dates
      </h1>
      <p className="mt-4 text-center text-plum-700">Your first date plan each day is free on every plan.</p>

      {plans.isPending ? (
        <div className="mt-12 grid gap-6 md:grid-cols-3" aria-label="Loading plans">
          {[0, 1, 2].map((index) => (
            <div key={index} data-testid="pricing-skeleton" className="card h-96 animate-pulse bg-plum-50" />
          ))}
        </div>
      ) : plans.isError ? (
        <div role="alert" className="card mx-auto mt-12 max-w-lg p-8 text-center">
          <h2 className="font-display text-2xl font-bold text-plum-950">Something went wrong</h2>
          <p className="mt-2 text-plum-700">{getRequestErrorMessage(plans.error)}</p>
          <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}>
            Try Again
          </button>
        </div>
      ) : active.length === 0 ? (
        <p className="mt-12 text-center text-xl font-semibold text-plum-800">
          No Subscription Plans Available
        </p>
      ) : (
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {active.map((plan, index) => {
            const popular = isMostPopular(index, active.length, plan.price);
            const current = plan.plan_id === currentId;
            const cycle = plan.billing_cycle === 'yearly' ? 'year' : 'month';
            return (
              <article
                key={plan.plan_id}
                className={`card relative flex flex-col p-6 ${popular ? 'ring-2 ring-brand-500' : ''}`}
              >
                <div className="flex min-h-7 flex-wrap gap-2">
                  {popular ? (
                    <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white">
                      Most Popular
                    </span>
                  ) : null}
                  {current ? (
                    <span className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-bold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                      Current Plan
                    </span>
                  ) : null}
                </div>
                <h2 className="mt-3 font-display text-2xl font-bold text-plum-950">{plan.name}</h2>
                <p className="mt-2 text-plum-700">{plan.description}</p>
                <p className="mt-5 text-4xl font-bold text-plum-950">
                  {formatPrice(plan.price, plan.currency)}
                  {plan.price !== 0 ? (
                    <span className="text-base font-medium text-plum-600">
                      /{plan.billing_cycle === 'yearly' ? 'yr' : 'mo'}
                    </span>
                  ) : null}
                </p>
                <p className="mt-2 font-semibold text-brand-700">
                  {plan.date_generation_limit} date plans per {cycle}
                </p>
                <ul className="mt-5 flex-1 space-y-2 text-sm text-plum-800">
                  {Object.entries(plan.features).map(([key, value]) => (
                    <li key={key} className="flex gap-2">
                      <span aria-hidden="true" className="text-emerald-600 dark:text-emerald-400">
                        ✓
                      </span>
                      {typeof value === 'boolean' ? featureLabel(key) : `${featureLabel(key)}: ${value}`}
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  className={`${popular ? 'btn-primary' : 'btn-secondary'} mt-6 w-full`}
                  disabled={processing !== null}
                  onClick={() => chosen.request(plan)}
                >
                  {processing === plan.plan_id
                    ? 'Processing...'
                    : plan.price === 0
                      ? 'Get Started for Free'
                      : `Subscribe to ${plan.name}`}
                </button>
              </article>
            );
          })}
        </div>
      )}
      <p className="mt-10 text-center text-sm text-plum-600">
        Payments are processed securely by our payment provider. We never see or store your card details.
      </p>
    </div>
  );
}
