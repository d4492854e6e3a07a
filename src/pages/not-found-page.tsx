import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@contract/web-pages';
import { useAuth } from '@/features/auth/auth-context';
import { NewPlanDialog } from '@/features/generation/components/new-plan-dialog';
import { RemainingPlansLine } from '@/features/subscriptions/components/remaining-plans-line';

/** Visitors are pointed home; a member is pointed to their own plans, which is where they were going. */
export default function NotFoundPage() {
  const { user } = useAuth();
  const [planning, setPlanning] = useState(false);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-36 pb-24 text-center">
      <p className="font-display text-7xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold text-plum-950 sm:text-4xl">Page Not Found</h1>
      <p className="mt-3 text-lg text-plum-700">
        This page wandered off before the first date. Let&apos;s get you somewhere lovely instead.
      </p>
      {user ? <RemainingPlansLine className="mt-3 text-sm font-semibold text-plum-800" /> : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        {user ? (
          <Link to={paths.myDates} className="btn-primary">
            Go to My Dates
          </Link>
        ) : (
          <Link to={paths.home} className="btn-primary">
            Back to Homepage
          </Link>
        )}
        <button type="button" className="btn-secondary" onClick={() => setPlanning(true)}>
          Plan a Date
        </button>
        {user ? (
          <Link to={paths.home} className="btn-ghost">
            Back to Homepage
          </Link>
        ) : null}
        <Link to={paths.contact} className="btn-ghost">
          Contact support
        </Link>
      </div>
      <NewPlanDialog open={planning} onClose={() => setPlanning(false)} />
    </section>
  );
}
